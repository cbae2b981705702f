import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { landingRoutes } from '../routes';

describe('/pages/retreats-interest', { timeout: 30_000 }, () => {
  it('starts with the news & offers consent unticked, and asks for it before signing up', async () => {
    renderRoutes(landingRoutes, '/pages/retreats-interest');
    const consent = await screen.findByRole('checkbox', {
      name: 'I agree to receive news & offers via email.',
    });
    expect(consent).not.toBeChecked();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Maya');
    await user.type(screen.getByLabelText('Email'), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Register my interest' }));
    expect(await screen.findByRole('dialog', { name: 'Alert' })).toHaveTextContent(
      'Please Agree to receive news & offers via email.',
    );
  });
});
