import type { RealtimeArea } from '../types';

/** Chat events of the mock realtime server (issue 6). */
export const chatRealtime: RealtimeArea = {};
