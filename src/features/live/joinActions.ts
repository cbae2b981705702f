import type { AppDispatch } from '@/app/store';
import { popups } from '@/ui/popupStore';
import { navigateTo } from '@/lib/navigation';
import { openInNewTab } from '@/lib/url';
import { liveApi } from './api';
import type { JoinAction } from './joinRules';

/**
 * Carries out a join decision (joinRules): opens the meeting link and records the join with
 * status 1, or shows the popup, or goes to the session's page. Used by the live toasts and by
 * live-session notifications.
 */
export async function runJoinAction(action: JoinAction, dispatch: AppDispatch): Promise<void> {
  if (action.kind === 'alert') {
    await popups.alert(action.message);
    return;
  }
  if (action.kind === 'navigate') {
    navigateTo(action.to);
    return;
  }
  openInNewTab(action.url);
  await dispatch(liveApi.endpoints.joinLiveSession.initiate(action.sessionId))
    .unwrap()
    .catch(() => undefined);
}
