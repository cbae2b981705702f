import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderRoutes } from '@/app/testing/renderRoutes';
import { realtime } from '@/lib/realtime';
import { db } from '../../../../mocks/db/store';
import { realtimeServer } from '../../../../mocks/realtime/server';
import { quizQueue } from '../queue';
import { quizRoutes } from '../routes';

async function connectAsPremium() {
  db.update((data) => {
    data.sessions['token-quiz'] = 102;
  });
  await realtime.connect({ token: 'token-quiz', userId: '102' });
}

const quizzesAsked = () =>
  realtimeServer.received().filter((request) => request.en === 'getQuiz').length;

describe('/home/quiz', { timeout: 40_000 }, () => {
  afterEach(() => {
    realtime.disconnect();
    quizQueue.reset();
  });

  it('asks the server for waiting quizzes and says when there is none', async () => {
    await connectAsPremium();
    renderRoutes(quizRoutes, '/home/quiz');
    expect(await screen.findByText('There is no quiz for you right now.')).toBeInTheDocument();
    expect(quizzesAsked()).toBe(1);
    expect(screen.getByRole('link', { name: 'Back to my dashboard' })).toHaveAttribute(
      'href',
      '/home',
    );
  });

  it('opens the quiz the address names, without asking, and says so until it is answered', async () => {
    await connectAsPremium();
    renderRoutes(quizRoutes, '/home/quiz?quiz_id=1');
    expect(
      await screen.findByText('Your quiz is open. Answer it in the window on top of this page.'),
    ).toBeInTheDocument();
    expect(quizQueue.current()).toBe('1');
    expect(quizzesAsked()).toBe(0);

    act(() => quizQueue.advance());
    await waitFor(() =>
      expect(screen.getByText('There is no quiz for you right now.')).toBeInTheDocument(),
    );
  });

  it('an address with no readable quiz id asks the server instead', async () => {
    await connectAsPremium();
    renderRoutes(quizRoutes, '/home/quiz?quiz_id=abc');
    expect(await screen.findByText('There is no quiz for you right now.')).toBeInTheDocument();
    expect(quizQueue.current()).toBeNull();
    expect(quizzesAsked()).toBe(1);
  });
});
