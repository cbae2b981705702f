import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { logInAs } from '@/lib/testing/logInAs';
import { communityRoutes } from '../routes';
import { renderRoutes } from '@/app/testing/renderRoutes';

// The post form's code comes in over a slow connection: a second after it is asked for.
vi.mock('../components/PostComposer', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  return importOriginal();
});

describe('a community feed on a slow connection', { timeout: 40_000 }, () => {
  it('shows its posts only with the post form above them, so no post moves under a tap', async () => {
    await logInAs('premium@example.com');
    renderRoutes(communityRoutes, '/home/community/1');
    const post = await screen.findByText(/Week 3 of New Beginnings done!/, {}, { timeout: 8000 });
    // The form above the posts is already there: the posts will not be pushed down.
    expect(screen.getByRole('combobox', { name: 'Write a post' })).toBeInTheDocument();
    expect(post).toBeVisible();
  });
});
