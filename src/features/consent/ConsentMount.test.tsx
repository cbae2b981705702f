import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { requestConsentChoice } from '@/lib/consent/consent';
import { ConsentMount } from './ConsentMount';

// The banner's code cannot be fetched (the connection dropped before it loaded).
vi.mock('./CookieBanner', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('ConsentMount', () => {
  it('leaves the page as it is when the banner’s code cannot load', async () => {
    render(
      <main>
        <p>Half-written comment</p>
        <ConsentMount />
      </main>,
    );
    act(() => requestConsentChoice());
    // The banner's load has failed and React has had its turn: the page is still there.
    await act(async () => {
      await expect(import('./CookieBanner')).rejects.toThrow();
    });
    expect(screen.getByText('Half-written comment')).toBeInTheDocument();
  });
});
