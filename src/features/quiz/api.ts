import { api, type ApiFailure } from '@/lib/api';
import { realtime } from '@/lib/realtime';
import { firstItem } from '@/lib/api/schemas';
import {
  quizQuestionSchema,
  quizSnippetSchema,
  type QuizAnswer,
  type QuizQuestion,
  type QuizSnippet,
} from './model';
import { quizQueue } from './queue';
import { quizIdsOf, type QuizPush } from './realtimeEvents';
import { failureMessage } from '@/lib/failureMessage';

/** A getQuiz reply that says no (status 0), with the server's message. */
function refusal(reply: unknown): string | null {
  if (!reply || typeof reply !== 'object' || Array.isArray(reply)) return null;
  const { status, message } = reply as { status?: unknown; message?: unknown };
  if (status === undefined || Number(status) === 1) return null;
  return typeof message === 'string' && message ? message : 'Something went wrong';
}

export const quizApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The quizzes waiting for the member (the realtime getQuiz request), asked each time the
     * quiz screen opens; each joins the quiz queue, which opens the quiz popup.
     */
    waitingQuizzes: build.query<string[], void>({
      async queryFn() {
        try {
          const reply = await realtime.request('getQuiz', {});
          const refused = refusal(reply);
          if (refused) return { error: { kind: 'server', message: refused } satisfies ApiFailure };
          return { data: quizIdsOf(reply as QuizPush) };
        } catch (error) {
          return {
            error: { kind: 'network', message: failureMessage(error) } satisfies ApiFailure,
          };
        }
      },
      keepUnusedDataFor: 0,
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          data.forEach((id) => quizQueue.enqueue(id));
        } catch {
          // The quiz screen shows the failure.
        }
      },
    }),
    getQuiz: build.mutation<QuizQuestion, string>({
      query: (quizId) => ({
        url: 'quiz/get_quiz',
        method: 'POST',
        body: { quiz_id: quizId },
        schema: firstItem(quizQuestionSchema),
      }),
    }),
    /** The exit quiz asked before a membership is cancelled (GET quiz/cancel_membership). */
    getExitQuiz: build.query<QuizQuestion, void>({
      query: () => ({
        url: 'quiz/cancel_membership',
        method: 'GET',
        schema: firstItem(quizQuestionSchema),
      }),
      keepUnusedDataFor: 0,
    }),
    getNextQuestion: build.mutation<QuizQuestion, { quizId: number; questionSet: number }>({
      query: ({ quizId, questionSet }) => ({
        url: 'quiz/get_next_question',
        method: 'POST',
        body: { quiz_id: quizId, question_set: questionSet },
        schema: firstItem(quizQuestionSchema),
      }),
    }),
    submitQuiz: build.mutation<QuizSnippet, { question: QuizQuestion; answers: QuizAnswer[] }>({
      query: ({ question, answers }) => ({
        url: 'quiz/snippet',
        method: 'POST',
        body: {
          answer: JSON.stringify(answers),
          quiz_id: question.quiz_id,
          bulk_id: question.quiz_bulk_id,
          template_id: question.quiz_template_id,
          object_id: question.objectId,
        },
        schema: firstItem(quizSnippetSchema),
      }),
    }),
  }),
});

export const {
  useGetQuizMutation,
  useGetExitQuizQuery,
  useGetNextQuestionMutation,
  useSubmitQuizMutation,
  useWaitingQuizzesQuery,
} = quizApi;
