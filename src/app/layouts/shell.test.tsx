import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showBackArrow } from './backArrow';
import { badgeText } from '@/ui/Badge';
import { PopupHost } from '@/ui/PopupHost';
import { popups } from '@/ui/popupStore';
import { ToastHost } from '@/ui/ToastHost';
import { toastQueue } from '@/ui/toastStore';

describe('header rules', () => {
  it('shows the back arrow only for in-app visits outside thankyou, reg3, calorie-calculator and invitefriend paths', () => {
    expect(showBackArrow('/home/profile', true)).toBe(true);
    expect(showBackArrow('/home/profile', false)).toBe(false);
    expect(showBackArrow('/thankyou', true)).toBe(false);
    expect(showBackArrow('/rwl-coacho-reg3', true)).toBe(false);
    expect(showBackArrow('/free-calorie-calculator', true)).toBe(false);
    expect(showBackArrow('/invitefriend', true)).toBe(false);
    expect(showBackArrow('/home', true)).toBe(false);
  });

  it('leaves the back arrow to a conversation screen, which has its own (one back arrow)', () => {
    expect(showBackArrow('/home/message', true)).toBe(false);
    expect(showBackArrow('/home/messenger', true)).toBe(false);
    expect(showBackArrow('/home/groupmessenger/g101', true)).toBe(false);
    expect(showBackArrow('/home/chatlist', true)).toBe(true);
  });

  it('caps the unread badge at 9+', () => {
    expect([0, 1, 9, 10, 250].map(badgeText)).toEqual(['', '1', '9', '9+', '9+']);
  });
});

describe('shared popup and toasts', () => {
  it("defaults to the title 'Alert' and an OK button, and Escape closes it", async () => {
    render(<PopupHost />);
    const user = userEvent.setup();
    let result: Promise<string> = Promise.resolve('');
    act(() => {
      result = popups.alert('Your card was declined.');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Alert' });
    expect(dialog).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(result).resolves.toBe('dismissed');
  });

  it('shows popups one after another and resolves with the button pressed', async () => {
    render(<PopupHost />);
    const user = userEvent.setup();
    let first: Promise<boolean> = Promise.resolve(false);
    act(() => {
      first = popups.confirm('Block this member?', 'Block');
      void popups.alert('Second');
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect(first).resolves.toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Alert' })).toHaveTextContent('Second');
  });

  it('shows a toast as a status and dismisses it', async () => {
    render(<ToastHost />);
    const user = userEvent.setup();
    act(() => {
      toastQueue.show({
        title: 'Live class',
        message: 'Morning HIIT is starting',
        actionLabel: 'Join now >>',
      });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Morning HIIT is starting');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Morning HIIT is starting')).not.toBeInTheDocument();
  });
});
