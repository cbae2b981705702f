import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Accordion } from './Accordion';

const ITEMS = [
  { title: 'How do I cancel?', content: <p>In your profile.</p> },
  { id: 'app-membership', title: 'I joined in the app', content: <p>Change it there.</p> },
];

describe('Accordion', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it('opens the question the address names (#id), and none without one', () => {
    window.history.pushState({}, '', '/faq#app-membership');
    const { unmount } = render(<Accordion items={ITEMS} />);
    expect(screen.getByRole('button', { name: 'I joined in the app' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByText('Change it there.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'How do I cancel?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    unmount();
    window.history.pushState({}, '', '/faq');
    render(<Accordion items={ITEMS} />);
    expect(screen.getByRole('button', { name: 'I joined in the app' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
