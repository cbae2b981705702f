import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import dayjs from 'dayjs';
import { createAppRouter } from '@/app/router';
import { logInAs } from '@/lib/testing/logInAs';

const WAIT = { timeout: 10_000 };

async function openMembership(email: string) {
  await logInAs(email);
  window.history.pushState({}, '', '/home/profile');
  render(<RouterProvider router={createAppRouter()} />);
  return screen.findByRole('region', { name: 'Membership' }, WAIT);
}

describe('/home/profile: what the member record says of the plan', { timeout: 40_000 }, () => {
  it('a Premium member reads the date the plan runs to and the days left; a changed billing date is said so', async () => {
    const membership = await openMembership('premium@example.com');
    const runs = await within(membership).findByText(/Your plan runs until/, {}, WAIT);
    const days = dayjs('2027-01-15').startOf('day').diff(dayjs().startOf('day'), 'day');
    expect(runs).toHaveTextContent(
      `Your plan runs until 15 January 2027 (${days === 1 ? '1 day' : `${days} days`} left).`,
    );
    expect(within(membership).queryByText('Your payment date has been changed.')).toBeNull();

    const wanted = dayjs('2027-01-20').format('YYYY-MM-DD');
    fireEvent.change(await within(membership).findByLabelText('New billing date', {}, WAIT), {
      target: { value: wanted },
    });
    const user = userEvent.setup();
    await user.click(within(membership).getByRole('button', { name: 'Preview change' }));
    await user.click(
      await within(membership).findByRole('button', { name: 'Confirm new billing date' }, WAIT),
    );
    await user.click(await screen.findByRole('button', { name: 'OK' }, WAIT));
    expect(
      await within(membership).findByText('Your payment date has been changed.', {}, WAIT),
    ).toBeInTheDocument();
    expect(within(membership).getByText(/Your plan runs until/)).toHaveTextContent(
      'Your plan runs until 20 January 2027',
    );
  });

  it('a member whose cancelled plan has ended is offered /rejoin, not told it ends at the next renewal', async () => {
    const membership = await openMembership('cancelled@example.com');
    expect(
      await within(membership).findByText(/You cancelled your Premium membership\./, {}, WAIT),
    ).toBeInTheDocument();
    // The subscription details have answered (no spinner left in the section).
    await waitFor(
      () => expect(within(membership).queryByText('Loading your membership')).toBeNull(),
      WAIT,
    );
    expect(within(membership).getByText(/^Free member/)).toBeInTheDocument();
    expect(within(membership).queryByText(/ends at the next renewal date/)).toBeNull();
    expect(within(membership).getByRole('link', { name: 'Rejoin' })).toHaveAttribute(
      'href',
      '/rejoin',
    );
  });

  it("a lapsed member's profile shows their plan's pictures and the way back to /rejoin", async () => {
    const membership = await openMembership('lapsed@example.com');
    expect(
      await within(membership).findByText(/Your Premium membership has lapsed\./, {}, WAIT),
    ).toBeInTheDocument();
    expect(within(membership).getByRole('link', { name: 'Rejoin' })).toHaveAttribute(
      'href',
      '/rejoin',
    );
    expect(
      [...membership.querySelectorAll('.plan-images img')].map((image) =>
        image.getAttribute('src'),
      ),
    ).toEqual(['/images/programme-new-beginnings.svg', '/images/recipe-oats.svg']);
  });
});
