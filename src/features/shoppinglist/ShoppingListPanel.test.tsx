import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@/app/store';
import { logInAs } from '@/lib/testing/logInAs';
import { bodiesSentTo } from '@/lib/testing/serverReceived';
import ShoppingListPanel from './ShoppingListPanel';

describe('shopping lists panel', { timeout: 40_000 }, () => {
  it('takes a new list name of at most 50 characters', async () => {
    await logInAs('premium@example.com');
    const added = bodiesSentTo('/shopping_list/add') as { title?: unknown }[];
    render(
      <Provider store={createAppStore()}>
        <MemoryRouter>
          <ShoppingListPanel highlight={null} />
        </MemoryRouter>
      </Provider>,
    );
    const user = userEvent.setup();
    const name = await screen.findByLabelText('New list name');
    await user.type(name, 'Party food '.repeat(6));
    expect(name).toHaveValue('Party food '.repeat(6).slice(0, 50));
    await user.click(screen.getByRole('button', { name: 'Add list' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]?.title).toBe('Party food '.repeat(6).slice(0, 50).trim());
  });
});
