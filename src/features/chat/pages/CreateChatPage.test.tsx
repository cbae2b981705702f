import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import userEvent from '@testing-library/user-event';
import { logInAs } from '@/lib/testing/logInAs';

const WAIT = { timeout: 10_000 };

function openAt(path: string) {
  window.history.pushState({}, '', path);
  render(<RouterProvider router={createAppRouter()} />);
}

describe('/home/create', { timeout: 40_000 }, () => {
  it('keeps a bulk message and a new group’s first message across a switch and a reload', async () => {
    await logInAs('staff@example.com');
    openAt('/home/create?bulkmsg');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Message', {}, WAIT), 'Classes move to 7pm');
    await user.click(screen.getByRole('link', { name: 'Start a group chat' }));
    await user.type(await screen.findByLabelText('First message', {}, WAIT), 'Welcome, all');
    await user.click(screen.getByRole('link', { name: 'Send a bulk message' }));
    expect(await screen.findByLabelText('Message', {}, WAIT)).toHaveValue('Classes move to 7pm');

    cleanup();
    openAt('/home/create?bulkmsg');
    expect(await screen.findByLabelText('Message', {}, WAIT)).toHaveValue('Classes move to 7pm');
    cleanup();
    openAt('/home/create?group');
    expect(await screen.findByLabelText('First message', {}, WAIT)).toHaveValue('Welcome, all');
  });
});
