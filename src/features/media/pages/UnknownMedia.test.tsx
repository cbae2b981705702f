import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { mediaRoutes } from '../routes';

describe('a video or audio address whose number is not one', { timeout: 40_000 }, () => {
  it.each([
    ['/home/programvideos/abc', 'This video could not be found.'],
    ['/home/programaudios/0', 'This audio could not be found.'],
  ])('%s says so, with no Try again that cannot load anything', async (path, message) => {
    await logInAs('premium@example.com');
    renderRoutes(mediaRoutes, path);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
