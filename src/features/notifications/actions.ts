/**
 * Carries out a notification action: navigation, new tabs, server look-ups and their popups.
 * The decisions are in routing.ts (pure); this file only performs them.
 */
import { popups } from '@/ui/popupStore';
import { currentPath, navigateTo } from '@/lib/navigation';
import { isAppPath, openInNewTab } from '@/lib/url';
import type { AppDispatch } from '@/app/store';
import { quizQueue } from '@/features/quiz';
import { shoppingListPanel } from '@/features/shoppinglist';
import { detectPlatform, runJoinAction, sessionStatusAction } from '@/features/live';
import { notificationsApi } from './api';
import { programmesApi } from '@/features/programmes';
import {
  communityPostRoute,
  folderAction,
  groupChatAction,
  magazineRoute,
  PDF_BLOCKED_HELP,
  PDF_BLOCKED_MESSAGE,
  upgradeRoute,
  type NotificationAction,
} from './routing';
import { failureMessage } from '@/lib/failureMessage';

export async function runNotificationAction(
  action: NotificationAction,
  dispatch: AppDispatch,
): Promise<void> {
  switch (action.kind) {
    case 'none':
      return;
    case 'navigate':
      navigateTo(action.to);
      return;
    case 'openUrl':
      if (action.external) openInNewTab(action.url);
      else if (isAppPath(action.url)) navigateTo(action.url);
      return;
    case 'openPdf':
      if (!openInNewTab(action.url)) {
        await popups.show({
          title: 'Alert',
          message: `${PDF_BLOCKED_MESSAGE} ${PDF_BLOCKED_HELP}`,
        });
      }
      return;
    case 'upgrade':
      navigateTo(upgradeRoute(currentPath()));
      return;
    case 'quiz':
      quizQueue.enqueue(action.quizId);
      return;
    case 'shoppingList':
      shoppingListPanel.open(action.listId);
      return;
    case 'magazine': {
      if (!action.magazineId || action.magazineId === '0') {
        navigateTo(magazineRoute(null));
        return;
      }
      const lookup = await dispatch(
        notificationsApi.endpoints.magazineLookup.initiate(action.magazineId),
      )
        .unwrap()
        .catch(() => null);
      navigateTo(magazineRoute(lookup));
      return;
    }
    case 'communityPost': {
      const data = await dispatch(
        notificationsApi.endpoints.notificationData.initiate(action.notificationId),
      )
        .unwrap()
        .catch(() => undefined);
      navigateTo(communityPostRoute(data));
      return;
    }
    case 'sessionStatus': {
      try {
        const status = await dispatch(
          notificationsApi.endpoints.sessionStatus.initiate(action.sessionId),
        ).unwrap();
        await runJoinAction(
          sessionStatusAction(
            { ...status, session_id: status.session_id || action.sessionId },
            detectPlatform(navigator.userAgent),
          ),
          dispatch,
        );
      } catch (error) {
        await popups.alert(failureMessage(error));
      }
      return;
    }
    case 'folder': {
      try {
        const details = await dispatch(
          programmesApi.endpoints.getProgramme.initiate(Number(action.folderId), {
            subscribe: false,
            forceRefetch: true,
          }),
        ).unwrap();
        const next = folderAction(details, action.folderId);
        if (next.kind === 'alert') await popups.alert(next.message);
        else await runNotificationAction(next, dispatch);
      } catch (error) {
        await popups.alert(failureMessage(error));
      }
      return;
    }
    case 'communityGroupChat': {
      try {
        const access = await dispatch(
          notificationsApi.endpoints.groupChatAccess.initiate(action.communityId),
        ).unwrap();
        const next = groupChatAction(access, action.communityId);
        if (next.kind === 'alert') await popups.alert(next.message);
        else await runNotificationAction(next, dispatch);
      } catch (error) {
        await popups.alert(failureMessage(error));
      }
      return;
    }
  }
}
