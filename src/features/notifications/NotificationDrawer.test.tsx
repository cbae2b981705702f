import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store';
import { db } from '../../../mocks/db/store';
import { injectedFailures } from '../../../mocks/failures';
import { callsTo } from '@/lib/testing/serverReceived';
import NotificationDrawer from './NotificationDrawer';
import { selectUnreadNotificationCount } from './unreadApi';
import { logInAs } from '@/lib/testing/logInAs';

function renderDrawer() {
  const store = createAppStore();
  const onClose = vi.fn();
  render(
    <Provider store={store}>
      <p>Outside</p>
      <NotificationDrawer onClose={onClose} anchor={{ current: null }} />
    </Provider>,
  );
  return { store, onClose };
}

describe('notification drawer', () => {
  it('says why the list failed, and Try again brings it back once the server answers', async () => {
    await logInAs('premium@example.com');
    injectedFailures.add('notification/list', 'Notifications are resting.');
    renderDrawer();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('Notifications are resting.');
    injectedFailures.clear();
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    const fresh = await screen.findByRole('region', { name: 'New notifications' });
    expect(within(fresh).getAllByRole('listitem')).toHaveLength(12);
  });

  it('shows page 1 in New and Read sections, sets the unread count, and clears', async () => {
    await logInAs('premium@example.com');
    const { store } = renderDrawer();
    // Opening takes the focus into the drawer, so Tab goes on to its own controls.
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toHaveFocus();
    const fresh = await screen.findByRole('region', { name: 'New notifications' });
    expect(within(fresh).getAllByRole('listitem')).toHaveLength(12);
    expect(
      within(screen.getByRole('region', { name: 'Read notifications' })).getAllByRole('listitem'),
    ).toHaveLength(18);
    expect(selectUnreadNotificationCount(store.getState())).toBe(12);

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('There are no notifications')).toBeInTheDocument();
    expect(selectUnreadNotificationCount(store.getState())).toBe(0);
    expect(db.get().notifications.filter((item) => item.user_id === 102)).toHaveLength(0);
  });

  it('clears once when Clear is double-clicked', async () => {
    await logInAs('premium@example.com');
    const clears = callsTo('/notification/clear');
    renderDrawer();
    await screen.findByRole('region', { name: 'New notifications' });
    await userEvent.dblClick(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('There are no notifications')).toBeInTheDocument();
    expect(clears).toHaveLength(1);
  });

  it("says 'You're all caught up.' with nothing unread, and an outside click closes it and tells the server", async () => {
    await logInAs('premium@example.com');
    db.update((state) => {
      for (const item of state.notifications) item.is_read = 1;
    });
    const { onClose } = renderDrawer();
    expect(await screen.findByText("You're all caught up.")).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(db.get().notificationCloses['102']).toBe(1));
  });

  it('shows the empty state for a member with no notifications', async () => {
    await logInAs('nochats@example.com');
    renderDrawer();
    expect(await screen.findByText('There are no notifications')).toBeInTheDocument();
    expect(screen.getByText(/communities you follow and about new resources/)).toBeInTheDocument();
  });
});
