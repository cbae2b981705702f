import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { retreatsRoutes } from '../routes';

const openBooking = () => renderRoutes(retreatsRoutes, '/retreats/1401/bookevent');

describe('/retreats/1401/bookevent', { timeout: 40_000 }, () => {
  it('keeps the attendees and the payment choice across a reload', async () => {
    await logInAs('premium@example.com');
    openBooking();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Attendees' }), '2');
    const second = screen.getByRole('group', { name: 'Attendee 2' });
    await user.type(within(second).getByLabelText('First name'), 'Sam');
    await user.type(within(second).getByLabelText('Last name'), 'Green');
    await user.type(within(second).getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByLabelText(/The full price/));

    // The page is opened again, as after a reload (a new store, the same tab).
    cleanup();
    openBooking();
    const again = await screen.findByRole('group', { name: 'Attendee 2' });
    expect(within(again).getByLabelText('First name')).toHaveValue('Sam');
    expect(within(again).getByLabelText('Last name')).toHaveValue('Green');
    expect(within(again).getByLabelText('Email')).toHaveValue('sam@example.com');
    expect(screen.getByLabelText(/The full price/)).toBeChecked();
  });
});
