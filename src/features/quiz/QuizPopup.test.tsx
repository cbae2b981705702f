import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { createAppStore } from '@/app/store';
import { authSession } from '@/lib/auth';
import { PopupHost } from '@/ui/PopupHost';
import { server } from '../../../mocks/node';
import { db } from '../../../mocks/db/store';
import { injectedFailures } from '../../../mocks/failures';
import QuizPopup from './QuizPopup';

/** The bodies the mock server received on quiz/snippet. */
function snippetsSent() {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (!new URL(request.url).pathname.endsWith('quiz/snippet')) return;
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => bodies.push(body));
  });
  return bodies;
}

afterEach(() => {
  server.events.removeAllListeners();
  injectedFailures.clear();
  authSession.clearMember();
});

describe('the quiz popup', { timeout: 40_000 }, () => {
  it('answers a question once when fetching the next one failed and was tried again', async () => {
    db.update((data) => {
      data.sessions['token-quiz-popup'] = 101;
    });
    authSession.saveMember('token-quiz-popup', 101);
    const sent = snippetsSent();
    const user = userEvent.setup();
    render(
      <Provider store={createAppStore()}>
        <QuizPopup quizId="1" />
        <PopupHost />
      </Provider>,
    );
    const quiz = await screen.findByRole('dialog', { name: 'Quiz' });
    await user.click(await within(quiz).findByLabelText('Losing weight'));

    injectedFailures.add('get_next_question', 'Next question unavailable');
    await user.click(within(quiz).getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('dialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('Next question unavailable');
    await user.click(within(alert).getByRole('button', { name: 'OK' }));

    injectedFailures.clear();
    await user.click(within(quiz).getByRole('button', { name: 'Submit' }));
    await user.click(await within(quiz).findByLabelText('2 to 3 days'));
    await user.click(within(quiz).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Congratulations' })).toBeInTheDocument();

    expect(sent).toHaveLength(1);
    expect(JSON.parse(String(sent[0]?.answer))).toEqual([
      { question_id: 101, option_ids: [1001] },
      { question_id: 102, option_ids: [1004] },
    ]);
  });

  it("says 'Failed to get next question' when the next question is refused with no message", async () => {
    db.update((data) => {
      data.sessions['token-quiz-popup'] = 101;
    });
    authSession.saveMember('token-quiz-popup', 101);
    const user = userEvent.setup();
    render(
      <Provider store={createAppStore()}>
        <QuizPopup quizId="1" />
        <PopupHost />
      </Provider>,
    );
    const quiz = await screen.findByRole('dialog', { name: 'Quiz' });
    await user.click(await within(quiz).findByLabelText('Losing weight'));
    server.use(
      http.post('*/mock-api/quiz/get_next_question', () =>
        HttpResponse.json({ status: 0, message: '', data: [] }),
      ),
    );
    await user.click(within(quiz).getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('dialog', { name: 'Alert' });
    expect(alert).toHaveTextContent('Failed to get next question');
    expect(alert).not.toHaveTextContent('Something went wrong');
  });
});
