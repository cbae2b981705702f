import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from '@/app/router';
import { db } from '../../../mocks/db/store';

const WAIT = { timeout: 8000 };

describe('/home/videocontent/{id}: a video only in a programme the member cannot open', () => {
  it('says "You don\'t have access this folder." and leads to that programme, with nothing to play', async () => {
    // Video 3099 appears only in the paid programme 1060, which Fiona has not bought.
    db.update((data) => {
      data.videos.push({
        ...data.videos[0]!,
        video_id: 3099,
        title: 'Paid programme power session',
        premium: false,
      });
      const day = data.programmeFolders.find((folder) => folder.folder_id === 1060)?.weeks[0]
        ?.days[0];
      day?.videos.push(3099);
    });
    window.history.pushState({}, '', '/login');
    const router = createAppRouter();
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), 'free@example.com');
    await user.type(screen.getByLabelText('Password'), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Hello, Fiona' }, WAIT);

    await router.navigate('/home/videocontent/3099');
    await screen.findByRole('heading', { name: 'Paid programme power session' }, WAIT);
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have access this folder.");
    expect(screen.getByRole('link', { name: 'See how to get this programme' })).toHaveAttribute(
      'href',
      '/home/folder/1060',
    );
    expect(document.querySelector('video')).toBeNull();

    // A video that is also in a programme open to everyone (3001, New Beginnings) plays.
    await router.navigate('/home/videocontent/3001');
    await screen.findByRole('heading', { name: '20-minute full body HIIT' }, WAIT);
    expect(screen.queryByText("You don't have access this folder.")).not.toBeInTheDocument();
  });
});
