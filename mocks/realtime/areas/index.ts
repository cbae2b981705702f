import type { RealtimeArea } from '../types';
import { notificationRealtime } from './notifications';
import { chatRealtime } from './chat';

/** Request handlers of the mock realtime server, one object per area. */
export const realtimeAreas: RealtimeArea[] = [notificationRealtime, chatRealtime];
