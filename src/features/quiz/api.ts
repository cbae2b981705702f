import * as z from 'zod/mini';
import { api } from '@/lib/api';
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
        schema: z.array(quizQuestionSchema).check(z.minLength(1)),
      }),
      transformResponse: (data: QuizQuestion[]) => data[0],
    }),
    getNextQuestion: build.mutation<QuizQuestion, { quizId: number; questionSet: number }>({
      query: ({ quizId, questionSet }) => ({
        url: 'quiz/get_next_question',
        method: 'POST',
        body: { quiz_id: quizId, question_set: questionSet },
        schema: z.array(quizQuestionSchema).check(z.minLength(1)),
      }),
      transformResponse: (data: QuizQuestion[]) => data[0],
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
        schema: z.array(quizSnippetSchema).check(z.minLength(1)),
      }),
      transformResponse: (data: QuizSnippet[]) => data[0],
    }),
  }),
});

export const { useGetQuizMutation, useGetNextQuestionMutation, useSubmitQuizMutation } = quizApi;
