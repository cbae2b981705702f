import { api } from '@/lib/api';
import { firstItem } from '@/lib/api/schemas';
import {
  quizQuestionSchema,
  quizSnippetSchema,
  type QuizAnswer,
  type QuizQuestion,
  type QuizSnippet,
} from './model';

export const quizApi = api.injectEndpoints({
  endpoints: (build) => ({
    getQuiz: build.mutation<QuizQuestion, string>({
      query: (quizId) => ({
        url: 'quiz/get_quiz',
        method: 'POST',
        body: { quiz_id: quizId },
        schema: firstItem(quizQuestionSchema),
      }),
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

export const { useGetQuizMutation, useGetNextQuestionMutation, useSubmitQuizMutation } = quizApi;
