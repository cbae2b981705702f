import { lazy, Suspense, useMemo, useState } from 'react';
import { failureMessage } from '@/lib/failureMessage';
import { navigateTo } from '@/lib/navigation';
import { socialProviderName } from '@/lib/social/name';
import { useServedValue } from '@/lib/useHydrated';
import { popups } from '@/ui/popupStore';
import { ServedButton } from '@/ui/ServedButton';
import {
  clearPendingLink,
  parsePendingLink,
  storedPendingLink,
  savePendingLink,
  type PendingLink,
} from '../social/pendingLink';
import './socialSignIn.css';

const SocialLinkForm = lazy(() => import('./SocialLinkForm'));

/**
 * "Continue with Facebook" (on /login and /reg1), shown when a provider is configured. Its code,
 * the provider's and Facebook's SDK load on the press only, so the page's first load is as light
 * as before. An email already registered with a password asks for that password to link; that
 * step is kept through a reload (read once the page is taken over, so the served copy matches).
 */
export function SocialSignIn() {
  const [busy, setBusy] = useState(false);
  const [pressed, setPressed] = useState<PendingLink | null>(null);
  const [, setCancelled] = useState(0);
  const storedText = useServedValue(storedPendingLink(), null);
  const stored = useMemo(() => parsePendingLink(storedText), [storedText]);
  const link = pressed ?? stored;
  if (!socialProviderName()) return null;

  async function press() {
    setBusy(true);
    let flow: typeof import('../social/socialSignIn') | null = null;
    try {
      flow = await import('../social/socialSignIn');
      const outcome = await flow.continueWithSocial();
      if (outcome.kind === 'link') {
        const pending = { result: outcome.result, email: outcome.email, message: outcome.message };
        savePendingLink(pending);
        setBusy(false);
        setPressed(pending);
        return;
      }
      navigateTo(outcome.startPage, { replace: true });
    } catch (error) {
      setBusy(false);
      if (!flow?.wasCancelled(error)) await popups.alert(failureMessage(error));
    }
  }

  if (link) {
    return (
      <Suspense fallback={<p className="social-sign-in__loading">Loading…</p>}>
        <SocialLinkForm
          result={link.result}
          email={link.email}
          message={link.message}
          onCancel={() => {
            clearPendingLink();
            setPressed(null);
            setCancelled((count) => count + 1);
          }}
        />
      </Suspense>
    );
  }

  return (
    <div className="social-sign-in">
      <p className="social-sign-in__or">or</p>
      <ServedButton
        className="button button--facebook button--block"
        disabled={busy}
        onClick={() => void press()}
      >
        {busy ? 'Connecting to Facebook…' : 'Continue with Facebook'}
      </ServedButton>
    </div>
  );
}
