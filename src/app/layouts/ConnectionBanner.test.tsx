import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChannelStatus } from '@/lib/realtime';
import { authSession } from '@/lib/auth';
import { registerNavigate } from '@/lib/navigation';
import { ConnectionBanner } from './ConnectionBanner';

let status: ChannelStatus = 'unconfigured';
vi.mock('../session/useRealtimeStatus', () => ({ useRealtimeStatus: () => status }));

describe('the connection banner', () => {
  it('says at once that live updates are off when the build has no socket address', () => {
    status = 'unconfigured';
    render(<ConnectionBanner />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Live updates are not available: this app has no realtime server address configured.',
    );
  });

  it('shows nothing while the channel is ready', () => {
    status = 'ready';
    render(<ConnectionBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says at once that the session has ended when the server refuses the token, and offers to sign in again', async () => {
    status = 'refused';
    authSession.saveMember('member.expired', 102);
    window.history.pushState({}, '', '/home/message?MTAx');
    const navigate = vi.fn();
    registerNavigate(navigate);
    try {
      render(<ConnectionBanner />);
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your session has ended. Messages you send will wait until you sign in again.',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
      // The ended session is cleared, and the login leads back to the chat.
      expect(authSession.memberToken()).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
      expect(authSession.takeRedirect()).toBe('/home/message?MTAx');
    } finally {
      registerNavigate(null);
      window.history.pushState({}, '', '/');
    }
  });
});
