import { useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { openInNewTab } from '@/lib/url';
import { popups } from '@/ui/popupStore';
import { runJoinAction } from '../joinActions';
import {
  NO_MEETING_INFO,
  detectPlatform,
  joinLink,
  meetingJoinAction,
  type MeetingInfo,
} from '../joinRules';

/**
 * Join a live class by the join rules: with Zoom details the meeting opens in a new tab and the
 * join is recorded with status 1; without them the popup 'Zoom Meeting information is not
 * available'. An event (`kind` event) opens its link without recording a class join.
 */
export function JoinButton({
  meeting,
  title,
  kind = 'session',
  className = 'button button--primary',
}: {
  meeting: MeetingInfo;
  title: string;
  kind?: 'session' | 'event';
  className?: string;
}) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const join = async () => {
    setBusy(true);
    try {
      const platform = detectPlatform(navigator.userAgent);
      if (kind === 'event') {
        const url = joinLink(meeting, platform);
        if (!url) await popups.alert(NO_MEETING_INFO);
        else openInNewTab(url);
        return;
      }
      await runJoinAction(meetingJoinAction(meeting, platform), dispatch);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-label={`Join now: ${title}`}
      onClick={() => void join()}
    >
      Join now
    </button>
  );
}
