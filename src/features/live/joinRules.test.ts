import { describe, expect, it } from 'vitest';
import {
  detectPlatform,
  joinLink,
  liveToastAction,
  liveToastLabel,
  meetingJoinAction,
  NO_MEETING_INFO,
  sessionStatusAction,
} from './joinRules';

const zoom = {
  session_id: 77,
  zoom_id: '7700000077',
  zoom_pass: 'hiit',
  join_url: 'https://zoom.us/j/7700000077',
  join_with_platform: 'https://zoom.us/join?confno=7700000077',
};
const none = { session_id: 78, zoom_id: '', zoom_pass: '', join_url: '', join_with_platform: '' };

describe('live-session join rules', () => {
  it('detects iOS and Android', () => {
    expect(detectPlatform('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64)')).toBe('web');
  });

  it('opens the platform link on iOS or Android, the join link elsewhere', () => {
    expect(joinLink(zoom, 'ios')).toBe(zoom.join_with_platform);
    expect(joinLink(zoom, 'android')).toBe(zoom.join_with_platform);
    expect(joinLink(zoom, 'web')).toBe(zoom.join_url);
    expect(joinLink({ session_id: 1, zoom_id: '123', zoom_pass: 'a b' }, 'web')).toBe(
      'https://zoom.us/j/123?pwd=a%20b',
    );
  });

  it('joins with meeting info, otherwise the popup', () => {
    expect(meetingJoinAction(zoom, 'web')).toEqual({
      kind: 'join',
      url: zoom.join_url,
      sessionId: '77',
    });
    expect(meetingJoinAction(none, 'web')).toEqual({ kind: 'alert', message: NO_MEETING_INFO });
    expect(NO_MEETING_INFO).toBe('Zoom Meeting information is not available');
  });

  it('opens only http(s) links: a javascript: or app-scheme link is never opened', () => {
    const hostile = {
      session_id: 79,
      join_url: 'javascript:alert(localStorage.authorization)',
      join_with_platform: 'javascript:alert(1)',
    };
    expect(meetingJoinAction(hostile, 'web')).toEqual({ kind: 'alert', message: NO_MEETING_INFO });
    expect(meetingJoinAction(hostile, 'ios')).toEqual({ kind: 'alert', message: NO_MEETING_INFO });
    expect(
      meetingJoinAction({ ...zoom, join_with_platform: 'zoomus://zoom.us/join?confno=1' }, 'ios'),
    ).toEqual({ kind: 'join', url: zoom.join_url, sessionId: '77' });
  });

  it('session status type info goes to the event-info page', () => {
    expect(sessionStatusAction({ ...none, session_id: 79, type: 'info' }, 'web')).toEqual({
      kind: 'navigate',
      to: '/home/rwlpros/event-info/79',
    });
    expect(sessionStatusAction({ ...zoom, type: 'live' }, 'android').kind).toBe('join');
  });

  it('toast labels by class_booked', () => {
    expect(liveToastLabel(0)).toBe('Book now >>');
    expect(liveToastLabel('1')).toBe('');
    expect(liveToastLabel(2)).toBe('Join now >>');
    expect(liveToastLabel(undefined)).toBe('Book now >>');
  });

  it('toast click: purchased joins (or popup); not purchased goes to the session screen', () => {
    expect(liveToastAction({ ...zoom, class_purchase: 1 }, 'web').kind).toBe('join');
    expect(liveToastAction({ ...none, class_purchase: 1 }, 'web')).toEqual({
      kind: 'alert',
      message: NO_MEETING_INFO,
    });
    expect(liveToastAction({ ...zoom, class_purchase: 0 }, 'web')).toEqual({
      kind: 'navigate',
      to: '/home/rwlpros/event-info/77',
    });
  });
});
