/** Live-session join rules (spec 1 §4, spec 2 §4), pure. */
import { safeExternalUrl } from '@/lib/url';

export type DevicePlatform = 'ios' | 'android' | 'web';

export function detectPlatform(userAgent: string): DevicePlatform {
  if (/iPad|iPhone|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'web';
}

export interface MeetingInfo {
  session_id: string | number;
  zoom_id?: string;
  zoom_pass?: string;
  join_url?: string;
  join_with_platform?: string;
}

export type JoinAction =
  | { kind: 'join'; url: string; sessionId: string }
  | { kind: 'alert'; message: string }
  | { kind: 'navigate'; to: string };

export const NO_MEETING_INFO = 'Zoom Meeting information is not available';

/** Meeting info exists when there is a Zoom id or a join link. */
export function hasMeetingInfo(info: MeetingInfo): boolean {
  return Boolean(
    (info.zoom_id ?? '').trim() ||
    (info.join_url ?? '').trim() ||
    (info.join_with_platform ?? '').trim(),
  );
}

/**
 * The link to open: the platform link on iOS or Android when there is one, else the join link.
 * Only http(s) links are ever opened (a server-sent `javascript:` link would run in the app);
 * an empty string when there is no such link.
 */
export function joinLink(info: MeetingInfo, platform: DevicePlatform): string {
  const platformLink = safeExternalUrl(info.join_with_platform ?? '');
  const joinUrl = safeExternalUrl(info.join_url ?? '');
  if (platform !== 'web' && platformLink) return platformLink;
  if (joinUrl) return joinUrl;
  if (info.zoom_id) {
    const pass = info.zoom_pass ? `?pwd=${encodeURIComponent(info.zoom_pass)}` : '';
    return `https://zoom.us/j/${encodeURIComponent(info.zoom_id)}${pass}`;
  }
  return platformLink ?? '';
}

/** With meeting info the link opens and a join is recorded; otherwise the popup. */
export function meetingJoinAction(info: MeetingInfo, platform: DevicePlatform): JoinAction {
  const url = hasMeetingInfo(info) ? joinLink(info, platform) : '';
  if (!url) return { kind: 'alert', message: NO_MEETING_INFO };
  return { kind: 'join', url, sessionId: String(info.session_id) };
}

/** Session status of a notification: type info goes to the event-info page, else the join rule. */
export function sessionStatusAction(
  status: MeetingInfo & { type?: string },
  platform: DevicePlatform,
): JoinAction {
  if ((status.type ?? '').toLowerCase() === 'info') {
    return { kind: 'navigate', to: `/home/rwlpros/event-info/${status.session_id}` };
  }
  return meetingJoinAction(status, platform);
}

export interface LiveSessionPush extends MeetingInfo {
  title?: string;
  sub_title?: string;
  image?: string;
  class_purchase?: number | string;
  class_booked?: number | string;
  screen_name?: string;
  heading?: string;
}

/** Toast label by class_booked: 0 'Book now >>', 1 none, 2 'Join now >>'. */
export function liveToastLabel(classBooked: number | string | undefined): string {
  const value = Number(classBooked ?? 0);
  if (value === 2) return 'Join now >>';
  if (value === 1) return '';
  return 'Book now >>';
}

/** Toast click: purchased classes join (or the popup); others go to the session screen. */
export function liveToastAction(session: LiveSessionPush, platform: DevicePlatform): JoinAction {
  if (Number(session.class_purchase ?? 0) === 1) return meetingJoinAction(session, platform);
  return { kind: 'navigate', to: `/home/rwlpros/event-info/${session.session_id}` };
}
