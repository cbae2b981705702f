import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store';
import { realtime } from '@/lib/realtime';
import { realtimeServer } from '../../../mocks/realtime/server';
import { db } from '../../../mocks/db/store';
import { waitFor } from '@/lib/testing/waitFor';
import { NotificationBell } from './NotificationBell';

describe('the header bell', () => {
  afterEach(() => {
    realtime.disconnect();
  });

  it('shows the unread count the channel reports, and follows each push', async () => {
    // premium@example.com (102) has 12 unread notifications in the seed.
    db.update((data) => {
      data.sessions['token-premium'] = 102;
    });
    await realtime.connect({ token: 'token-premium', userId: '102' });
    await waitFor(() => realtime.status === 'ready');
    render(
      <Provider store={createAppStore()}>
        <NotificationBell />
      </Provider>,
    );
    expect(
      await screen.findByRole('button', { name: 'Notifications, 9+ unread' }),
    ).toBeInTheDocument();

    realtimeServer.push('unreadNotification', { count: 3 }, 102);
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toBeInTheDocument();

    realtimeServer.push('unreadNotification', { count: 0 }, 102);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
