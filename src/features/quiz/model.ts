import * as z from 'zod/mini';
import { cosmeticList, cosmeticNumber, cosmeticText, strictNumber } from '@/lib/api/schemas';
import { screenRoute } from '@/features/notifications';

/** Quiz question of spec 2 §3. */
export const quizOptionSchema = z.object({
  option_id: z.coerce.number(),
  text: z.string(),
  question_id: cosmeticNumber(0),
  question_set: cosmeticNumber(0),
});

export const quizQuestionSchema = z.object({
  question_id: z.coerce.number(),
  quiz_id: z.coerce.number(),
  question: z.string(),
  question_desc: cosmeticText(''),
  type: cosmeticText('single'),
  options: z.array(quizOptionSchema),
  quiz_bulk_id: cosmeticNumber(0),
  quiz_template_id: cosmeticNumber(0),
  objectId: cosmeticText(''),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

export const quizSnippetSchema = z.object({
  snippet_description: cosmeticText(''),
  button_text: cosmeticText('OK'),
  screen_name: cosmeticText(''),
  folder_id: cosmeticText(''),
  sub_folderData: cosmeticList(z.unknown()),
  // Access flags: absent means no access; an unreadable one is an error, never a guess.
  access: strictNumber,
  is_access: strictNumber,
});
export type QuizSnippet = z.infer<typeof quizSnippetSchema>;

export const SELECT_AT_LEAST_ONE = 'Please select at least one option.';
export const NO_OPTION_SELECTED = 'No option selected';
/** The next question failed and the server said nothing (spec 2 §8). */
export const NEXT_QUESTION_FAILED = 'Failed to get next question';

/** Multiple allows many options; any other type allows one. */
export function isMultiple(question: Pick<QuizQuestion, 'type'>): boolean {
  return question.type.toLowerCase() === 'multiple';
}

/** A click on an option: toggles it (Multiple) or replaces the choice (single). */
export function toggleOption(
  question: Pick<QuizQuestion, 'type'>,
  selected: readonly number[],
  optionId: number,
): number[] {
  if (!isMultiple(question)) return [optionId];
  return selected.includes(optionId)
    ? selected.filter((id) => id !== optionId)
    : [...selected, optionId];
}

export interface QuizAnswer {
  question_id: number;
  option_ids: number[];
}

export type SubmitStep =
  | { kind: 'error'; message: string }
  | { kind: 'alert'; message: string }
  | { kind: 'snippet'; answer: QuizAnswer }
  | { kind: 'next'; questionSet: number; answer: QuizAnswer };

/**
 * Submit: at least one option is required; if no chosen option maps to the question, the popup
 * 'No option selected'; if every chosen option's question set is 0 the quiz is submitted for a
 * snippet, otherwise the next question (the first non-zero set) is fetched.
 */
export function submitStep(question: QuizQuestion, selected: readonly number[]): SubmitStep {
  if (selected.length === 0) return { kind: 'error', message: SELECT_AT_LEAST_ONE };
  const chosen = question.options.filter((option) => selected.includes(option.option_id));
  if (chosen.length === 0) return { kind: 'alert', message: NO_OPTION_SELECTED };
  const answer = {
    question_id: question.question_id,
    option_ids: chosen.map((option) => option.option_id),
  };
  const nextSet = chosen.find((option) => option.question_set !== 0)?.question_set;
  if (nextSet === undefined) return { kind: 'snippet', answer };
  return { kind: 'next', questionSet: nextSet, answer };
}

export interface QuizUser {
  type: number;
  pre_purchase: number;
  oneoffpayment: number;
}

/** The congratulations button: free users with no prior purchase and no access get the upgrade prompt. */
export function snippetTarget(
  snippet: QuizSnippet,
  user: QuizUser,
): { kind: 'upgrade' } | { kind: 'navigate'; to: string } | { kind: 'none' } {
  const hasAccess = snippet.access === 1 || snippet.is_access === 1;
  const priorPurchase = user.pre_purchase === 1 || user.oneoffpayment === 1;
  if (user.type === 1 && !priorPurchase && !hasAccess) return { kind: 'upgrade' };
  if (!snippet.screen_name) return { kind: 'none' };
  return { kind: 'navigate', to: screenRoute(snippet.screen_name, snippet.folder_id) };
}
