import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { logInAs } from '@/lib/testing/logInAs';
import { shoppingListRoutes } from '../routes';

describe('/home/shoppinglist/{listId}', { timeout: 40_000 }, () => {
  it('keeps the items ticked off when the list is opened again (a reload)', async () => {
    await logInAs('premium@example.com');
    renderRoutes(shoppingListRoutes, '/home/shoppinglist/1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'Greek yoghurt' }));
    expect(screen.getByRole('checkbox', { name: 'Greek yoghurt' })).toBeChecked();

    cleanup();
    renderRoutes(shoppingListRoutes, '/home/shoppinglist/1');
    expect(await screen.findByRole('checkbox', { name: 'Greek yoghurt' })).toBeChecked();
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(1);

    // Unticked, it stays unticked.
    await user.click(screen.getByRole('checkbox', { name: 'Greek yoghurt' }));
    cleanup();
    renderRoutes(shoppingListRoutes, '/home/shoppinglist/1');
    expect(await screen.findByRole('checkbox', { name: 'Greek yoghurt' })).not.toBeChecked();
  });
});
