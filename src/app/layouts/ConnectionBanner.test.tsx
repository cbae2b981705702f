import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { ChannelStatus } from '@/lib/realtime';
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
});
