import { describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
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

describe('/home/shoppinglist', { timeout: 40_000 }, () => {
  it("lists the member's shopping lists, each opening its list, and the list leads back", async () => {
    await logInAs('premium@example.com');
    const router = renderRoutes(shoppingListRoutes, '/home/shoppinglist');
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Shopping lists', level: 1 })).toBeVisible();
    const lists = await screen.findByRole('list', { name: 'Your shopping lists' });
    await user.click(within(lists).getByRole('link', { name: 'Weekly shop' }));
    expect(await screen.findByRole('heading', { name: 'Weekly shop', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home/shoppinglist/1');

    await user.click(screen.getByRole('link', { name: 'All shopping lists' }));
    expect(await screen.findByRole('heading', { name: 'Shopping lists', level: 1 })).toBeVisible();
    expect(router.state.location.pathname).toBe('/home/shoppinglist');
  });
});
