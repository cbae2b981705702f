import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '@/app/store';
import { registerNavigate } from '@/lib/navigation';
import { popups } from '@/ui/popupStore';
import { quizQueue } from '@/features/quiz';
import { shoppingListPanel } from '@/features/shoppinglist';
import { db } from '../../../mocks/db/store';
import { runNotificationAction } from './actions';
import { PDF_BLOCKED_MESSAGE } from './routing';
import { logInAs } from '@/lib/testing/logInAs';

function setUp() {
  const store = createAppStore();
  const navigate = vi.fn();
  registerNavigate(navigate);
  return { dispatch: store.dispatch, navigate };
}

/** Answers the next popup with OK and returns its message. */
function nextPopupMessage(): Promise<string> {
  return new Promise((resolve) => {
    const stop = popups.subscribe(() => {
      const popup = popups.current();
      if (!popup) return;
      stop();
      popups.close(popup.id, 'ok');
      resolve(popup.message);
    });
  });
}

afterEach(() => {
  registerNavigate(null);
  vi.restoreAllMocks();
  quizQueue.reset();
  shoppingListPanel.close();
});

describe('carrying out notification actions', () => {
  it('magazine: slugs from the lookup, the root when it fails or there is no id', async () => {
    await logInAs('premium@example.com');
    const { dispatch, navigate } = setUp();
    await runNotificationAction({ kind: 'magazine', magazineId: '5' }, dispatch);
    expect(navigate).toHaveBeenLastCalledWith('/magazine/food/summer/summer-recipes', undefined);
    await runNotificationAction({ kind: 'magazine', magazineId: '404' }, dispatch);
    expect(navigate).toHaveBeenLastCalledWith('/magazine', undefined);
    await runNotificationAction({ kind: 'magazine', magazineId: '' }, dispatch);
    expect(navigate).toHaveBeenLastCalledWith('/magazine', undefined);
  });

  it('folder: access 1 opens it; no access and failed look-ups show their popups', async () => {
    await logInAs('premium@example.com');
    const { dispatch, navigate } = setUp();
    await runNotificationAction({ kind: 'folder', folderId: '1059' }, dispatch);
    expect(navigate).toHaveBeenLastCalledWith('/home/folder/1059', undefined);
    let message = nextPopupMessage();
    await runNotificationAction({ kind: 'folder', folderId: '9001' }, dispatch);
    expect(await message).toBe("You don't have access this folder.");
    message = nextPopupMessage();
    await runNotificationAction({ kind: 'folder', folderId: '123' }, dispatch);
    expect(await message).toBe('This folder could not be found.');
  });

  it('community group chat checks access', async () => {
    await logInAs('premium@example.com');
    const { dispatch, navigate } = setUp();
    const message = nextPopupMessage();
    await runNotificationAction({ kind: 'communityGroupChat', communityId: '12' }, dispatch);
    expect(await message).toBe("You don't have access this community group chat.");
    await runNotificationAction({ kind: 'communityGroupChat', communityId: '14' }, dispatch);
    expect(navigate).toHaveBeenLastCalledWith(`/home/groupmessenger/14?${btoa('14')}`, undefined);
  });

  it('live session: info goes to the event page; Zoom opens and records the join; none shows the popup', async () => {
    await logInAs('premium@example.com');
    const { dispatch, navigate } = setUp();
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    await runNotificationAction({ kind: 'sessionStatus', sessionId: '79' }, dispatch);
    expect(navigate).toHaveBeenLastCalledWith('/home/rwlpros/event-info/79', undefined);
    await runNotificationAction({ kind: 'sessionStatus', sessionId: '77' }, dispatch);
    expect(open).toHaveBeenCalledWith('https://zoom.us/j/7700000077', '_blank');
    expect(db.get().liveJoins).toEqual([
      expect.objectContaining({ session_id: '77', status: 1, user_id: 102 }),
    ]);
    const message = nextPopupMessage();
    await runNotificationAction({ kind: 'sessionStatus', sessionId: '78' }, dispatch);
    expect(await message).toBe('Zoom Meeting information is not available');
  });

  it('pdf opens a new tab; a blocked pop-up shows the message', async () => {
    const { dispatch } = setUp();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const message = nextPopupMessage();
    await runNotificationAction(
      { kind: 'openPdf', url: 'https://cdn.example.com/guide.pdf' },
      dispatch,
    );
    expect(open).toHaveBeenCalledWith('https://cdn.example.com/guide.pdf', '_blank');
    expect(await message).toContain(PDF_BLOCKED_MESSAGE);
  });

  it('never opens a javascript: address, whatever the action says', async () => {
    const { dispatch, navigate } = setUp();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await runNotificationAction({ kind: 'openPdf', url: 'javascript:alert(1)' }, dispatch);
    await runNotificationAction(
      { kind: 'openUrl', url: 'javascript:alert(localStorage.authorization)', external: true },
      dispatch,
    );
    await runNotificationAction(
      { kind: 'openUrl', url: '/\\evil.example', external: false },
      dispatch,
    );
    expect(open).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    open.mockRestore();
  });

  it('quiz, shopping list, upgrade, url and none', async () => {
    const { dispatch, navigate } = setUp();
    await runNotificationAction({ kind: 'quiz', quizId: '1' }, dispatch);
    expect(quizQueue.current()).toBe('1');
    await runNotificationAction({ kind: 'shoppingList', listId: '2' }, dispatch);
    expect(shoppingListPanel.get()).toEqual({ open: true, listId: '2' });
    await runNotificationAction({ kind: 'upgrade' }, dispatch);
    expect(navigate.mock.lastCall?.[0]).toMatch(/^\/home\/profile\/upgrade-downgrade\?goBack=/);
    await runNotificationAction(
      { kind: 'openUrl', url: '/home/invite', external: false },
      dispatch,
    );
    expect(navigate).toHaveBeenLastCalledWith('/home/invite', undefined);
    const calls = navigate.mock.calls.length;
    await runNotificationAction({ kind: 'none' }, dispatch);
    expect(navigate.mock.calls.length).toBe(calls);
  });
});
