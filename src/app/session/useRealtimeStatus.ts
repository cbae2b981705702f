import { useSyncExternalStore } from 'react';
import { realtime, type ChannelStatus } from '@/lib/realtime';

export function useRealtimeStatus(): ChannelStatus {
  return useSyncExternalStore(
    (listener) => realtime.onStatus(listener),
    () => realtime.status,
    () => 'idle' as ChannelStatus,
  );
}
