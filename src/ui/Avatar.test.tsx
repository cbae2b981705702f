import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('shows the initials when the picture fails, and a new picture once it changes', () => {
    const { rerender } = render(<Avatar name="Fiona Free" src="/uploads/broken.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Fiona Free' }));
    expect(screen.getByRole('img', { name: 'Fiona Free' })).toHaveTextContent('FF');

    // The member uploads a photo that works: the header's avatar shows it, not the old initials.
    rerender(<Avatar name="Fiona Free" src="/uploads/new.png" />);
    expect(screen.getByRole('img', { name: 'Fiona Free' })).toHaveAttribute(
      'src',
      '/uploads/new.png',
    );
  });

  it('keeps the initials for the account menu when its picture fails, until the picture changes', () => {
    const { container, rerender } = render(
      <Avatar name="Fiona Free" src="/uploads/broken.png" decorative />,
    );
    const picture = container.querySelector('img');
    if (!picture) throw new Error('no picture drawn');
    fireEvent.error(picture);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[data-initials="FF"]')).not.toBeNull();

    rerender(<Avatar name="Fiona Free" src="/uploads/new.png" decorative />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/uploads/new.png');
  });
});
