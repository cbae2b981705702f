import { useEffect, useState } from 'react';
import { useRealtimeStatus } from '../session/useRealtimeStatus';

/** Tells the member when the live connection is down or not yet back; what they send waits. */
export function ConnectionBanner() {
  const status = useRealtimeStatus();
  // Which status has lasted (a new status starts unannounced: React's adjust-on-change pattern).
  const [lasted, setLasted] = useState<{ status: typeof status; lasting: boolean }>({
    status,
    lasting: false,
  });
  if (lasted.status !== status) setLasted({ status, lasting: false });
  const visible = lasted.status === status && lasted.lasting;
  useEffect(() => {
    if (status === 'ready' || status === 'idle') return;
    // Short drops are bridged silently; only a lasting one is worth telling.
    const timer = window.setTimeout(() => setLasted({ status, lasting: true }), 1500);
    return () => window.clearTimeout(timer);
  }, [status]);
  if (status === 'unconfigured') {
    return (
      <div className="connection-banner" role="status">
        Live updates are not available: this app has no realtime server address configured.
      </div>
    );
  }
  if (!visible || status === 'ready' || status === 'idle') return null;
  return (
    <div className="connection-banner" role="status">
      You are offline. Messages you send will be delivered when the connection is back.
    </div>
  );
}
