import { describe, expect, it, onTestFinished } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { createAppStore } from '@/app/store';
import { logInAs } from '@/lib/testing/logInAs';
import { server } from '../../../mocks/node';
import ShoppingListPanel from './ShoppingListPanel';

describe('shopping lists panel', { timeout: 40_000 }, () => {
  it('takes a new list name of at most 50 characters', async () => {
    await logInAs('premium@example.com');
    const titles: unknown[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/shopping_list/add'))
        void request
          .clone()
          .json()
          .then((body: { title?: unknown }) => titles.push(body.title));
    };
    server.events.on('request:start', listener);
    onTestFinished(() => server.events.removeListener('request:start', listener));
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
    await waitFor(() => expect(titles).toHaveLength(1));
    expect(titles[0]).toBe('Party food '.repeat(6).slice(0, 50).trim());
  });
});
