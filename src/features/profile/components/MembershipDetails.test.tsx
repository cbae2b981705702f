import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { toUserProfile, userCheckReplySchema } from '@/features/user';
import { MembershipDetails } from './MembershipDetails';

/** A user record as user/check sends it: the strict fields, then what the test sets. */
function profileOf(fields: Record<string, unknown>) {
  return toUserProfile(
    userCheckReplySchema.parse([
      {
        type: 2,
        user_id: 102,
        first_name: 'Priya',
        is_staff: 0,
        current_plan_id: 3,
        sub_plan_id: 2,
        purchased_from: 'web',
        cancel_subscription: 0,
        next_purchased_date: '2027-01-15',
        has_cards: 1,
        is_premium: 1,
        is_upgrade: 0,
        has_trial7: 0,
        has_trial30: 0,
        pre_purchase: 0,
        oneoffpayment: 0,
        gift_credit_balance: 0,
        is_payment_date_change: 0,
        reg_paywall: 0,
        lp_plan_id: 0,
        lp_sub_plan_id: 0,
        is_sa: 0,
        unauthorized: [],
        force_home: 0,
        force_unsupported_browser: 0,
        ...fields,
      },
    ]),
  );
}

function show(fields: Record<string, unknown>) {
  return render(
    <MemoryRouter>
      <MembershipDetails profile={profileOf(fields)} />
    </MemoryRouter>,
  );
}

describe('the membership details on the profile', () => {
  it('shows the date the plan runs to (next_purchased_date) with the days left (remaining_days)', () => {
    show({ remaining_days: 47 });
    expect(screen.getByText(/Your plan runs until/)).toHaveTextContent(
      'Your plan runs until 15 January 2027 (47 days left).',
    );
    expect(screen.queryByText(/cancelled/)).not.toBeInTheDocument();
  });

  it('a cancelled plan (cancel_subscription 1) says the member keeps Premium until that date', () => {
    show({ cancel_subscription: 1, remaining_days: 1 });
    expect(screen.getByText(/Your membership is cancelled/)).toHaveTextContent(
      'Your membership is cancelled: you keep Premium until 15 January 2027 (1 day left).',
    );
    expect(screen.queryByText(/Your plan runs until/)).not.toBeInTheDocument();
  });

  it('says a changed payment date (is_payment_date_change 1), and nothing when it is 0', () => {
    const { unmount } = show({ is_payment_date_change: 1 });
    expect(screen.getByText('Your payment date has been changed.')).toBeInTheDocument();
    unmount();
    show({ is_payment_date_change: 0 });
    expect(screen.queryByText('Your payment date has been changed.')).not.toBeInTheDocument();
  });

  it("shows the plan's pictures (plan_images), never an address that is not a web or app one", () => {
    const { container } = show({
      plan_images: [
        '/images/recipe-oats.svg',
        'javascript:alert(1)',
        'https://cdn.example.com/p.png',
      ],
    });
    const pictures = [...container.querySelectorAll('.plan-images img')].map((image) =>
      image.getAttribute('src'),
    );
    expect(pictures).toEqual(['/images/recipe-oats.svg', 'https://cdn.example.com/p.png']);
  });

  it('a former member (Free, still naming their plan) is offered the way back to /rejoin', () => {
    show({ type: 1, is_premium: 0, current_plan_id: 3, sub_plan_id: 1, next_purchased_date: '' });
    expect(screen.getByText(/Your Premium membership has lapsed\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rejoin' })).toHaveAttribute('href', '/rejoin');
    expect(screen.queryByText(/Your plan runs until/)).not.toBeInTheDocument();
  });

  it('a plan bought in an app links to its FAQ answer: ios_faq_id for apple, android_faq_id for google', () => {
    const { unmount } = show({
      purchased_from: 'apple',
      ios_faq_id: 'ios-help',
      android_faq_id: 'android-help',
    });
    expect(
      screen.getByRole('link', { name: 'How to manage a membership bought in the app' }),
    ).toHaveAttribute('href', '/faq#ios-help');
    expect(screen.getByText(/bought in the iPhone app/)).toBeInTheDocument();
    unmount();
    const google = show({
      purchased_from: 'google',
      ios_faq_id: 'ios-help',
      android_faq_id: 'android-help',
    });
    expect(
      screen.getByRole('link', { name: 'How to manage a membership bought in the app' }),
    ).toHaveAttribute('href', '/faq#android-help');
    google.unmount();
    show({ purchased_from: 'web', ios_faq_id: 'ios-help', android_faq_id: 'android-help' });
    expect(
      screen.queryByRole('link', { name: 'How to manage a membership bought in the app' }),
    ).not.toBeInTheDocument();
  });
});
