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
  return `${authSession.memberToken() ?? ''}|${authSession.hypnoToken() ?? ''}`;
}

/** Re-renders when the stored authorisation changes (in this tab or another). */
export function useAuthSnapshot(): { memberLoggedIn: boolean; hypnoLoggedIn: boolean } {
  const value = useSyncExternalStore(subscribe, snapshot, () => '|');
  const [member, hypno] = value.split('|');
  return { memberLoggedIn: Boolean(member), hypnoLoggedIn: Boolean(hypno) };
}
