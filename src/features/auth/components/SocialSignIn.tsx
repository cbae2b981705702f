import { lazy, Suspense, useState } from 'react';
import { failureMessage } from '@/lib/failureMessage';
import { navigateTo } from '@/lib/navigation';
import { socialProviderName } from '@/lib/social/name';
import type { SocialLoginResult } from '@/lib/social/types';
import { popups } from '@/ui/popupStore';
import { ServedButton } from '@/ui/ServedButton';

const SocialLinkForm = lazy(() => import('./SocialLinkForm'));

interface LinkStep {
  result: SocialLoginResult;
  email: string;
  message: string;
}

/**
 * "Continue with Facebook" (on /login and /reg1), shown when a provider is configured. Its code,
 * the provider's and Facebook's SDK load on the press only, so the page's first load is as light
 * as before. An email already registered with a password asks for that password to link.
 */
export function SocialSignIn() {
  const [busy, setBusy] = useState(false);
  const [link, setLink] = useState<LinkStep | null>(null);
  if (!socialProviderName()) return null;

  async function press() {
    setBusy(true);
    let flow: typeof import('../social/socialSignIn') | null = null;
    try {
      flow = await import('../social/socialSignIn');
      const outcome = await flow.continueWithSocial();
      if (outcome.kind === 'link') {
        setBusy(false);
        setLink(outcome);
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
          onCancel={() => setLink(null)}
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
