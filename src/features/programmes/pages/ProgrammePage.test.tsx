import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { logInAs } from '@/lib/testing/logInAs';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { programmesRoutes } from '../routes';

describe('a programme address', { timeout: 40_000 }, () => {
  it('whose number is not one says so, with no Try again that cannot load anything', async () => {
    await logInAs('premium@example.com');
    renderRoutes(programmesRoutes, '/home/folder/abc');
    expect(await screen.findByText('This folder could not be found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
