import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PublicHeader } from './PublicHeader';

function headerAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PublicHeader pathname={new URL(path, 'http://localhost').pathname} />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Account' });
}

describe('PublicHeader for a visitor', () => {
  it('offers Login and the free trial on public pages', () => {
    const account = headerAt('/login');
    expect(within(account).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(account).getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/reg1',
    );
  });

  it.each([
    '/reg1?planid=3&subplanid=12&couponcode=BF2022&utm_av=bf7',
    '/reg1?planid=16&subplanid=62',
    '/reg-paywall?planid=17&subplanid=66',
  ])(
    'never offers a plain /reg1 "Start free trial" while registering with an offer (%s)',
    (path) => {
      const account = headerAt(path);
      expect(within(account).getByRole('link', { name: 'Login' })).toBeInTheDocument();
      expect(within(account).queryByRole('link', { name: 'Start free trial' })).toBeNull();
    },
  );
});
