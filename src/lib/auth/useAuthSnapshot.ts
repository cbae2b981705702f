import { useSyncExternalStore } from 'react';
import { authSession } from './session';
import { onAuthChanged } from './changes';

function subscribe(listener: () => void): () => void {
  const stop = onAuthChanged(listener);
  window.addEventListener('storage', listener);
  return () => {
    stop();
    window.removeEventListener('storage', listener);
  };
}

function snapshot(): string {
  return `${authSession.memberToken() ?? ''}|${authSession.hypnoToken() ?? ''}|${authSession.registrationPaidNext() ?? ''}`;
}

/**
 * Re-renders when the stored authorisation changes (in this tab or another). `paidNext` is
 * where a registering visitor who has already paid finishes their account, else null.
 */
export function useAuthSnapshot(): {
  memberLoggedIn: boolean;
  hypnoLoggedIn: boolean;
  paidNext: string | null;
} {
  const value = useSyncExternalStore(subscribe, snapshot, () => '||');
  const [member, hypno, paid] = value.split('|');
  // Only a path of this app.
  const paidNext = paid && paid.startsWith('/') && !paid.startsWith('//') ? paid : null;
  return { memberLoggedIn: Boolean(member), hypnoLoggedIn: Boolean(hypno), paidNext };
}
