import { describe, expect, it } from 'vitest';
import {
  NO_OPTION_SELECTED,
  quizSnippetSchema,
  SELECT_AT_LEAST_ONE,
  snippetTarget,
  submitStep,
  toggleOption,
  type QuizQuestion,
  type QuizSnippet,
} from './model';
import { quizQueue, notificationsEnabled } from './queue';
import { quizIdsOf } from './realtimeEvents';

const multiple: QuizQuestion = {
  question_id: 101,
  quiz_id: 1,
  question: 'Focus?',
  question_desc: '',
  type: 'Multiple',
  options: [
    { option_id: 1, text: 'A', question_id: 101, question_set: 2 },
    { option_id: 2, text: 'B', question_id: 101, question_set: 0 },
    { option_id: 3, text: 'C', question_id: 101, question_set: 0 },
  ],
  quiz_bulk_id: 11,
  quiz_template_id: 21,
  objectId: 'q',
};
const single: QuizQuestion = { ...multiple, type: 'single' };

const snippet: QuizSnippet = {
  snippet_description: 'Done',
  button_text: 'Go',
  screen_name: 'folder',
  folder_id: '1059',
  sub_folderData: [],
  access: 0,
  is_access: 0,
};

describe('quiz rules (spec 2 §4, §5)', () => {
  it('Multiple allows many options, single only one', () => {
    expect(toggleOption(multiple, [1], 2)).toEqual([1, 2]);
    expect(toggleOption(multiple, [1, 2], 1)).toEqual([2]);
    expect(toggleOption(single, [1], 2)).toEqual([2]);
  });

  it('needs at least one option', () => {
    expect(submitStep(multiple, [])).toEqual({ kind: 'error', message: SELECT_AT_LEAST_ONE });
    expect(SELECT_AT_LEAST_ONE).toBe('Please select at least one option.');
  });

  it("'No option selected' when no answer maps", () => {
    expect(submitStep(multiple, [99])).toEqual({ kind: 'alert', message: NO_OPTION_SELECTED });
  });

  it('all chosen question sets 0: snippet; otherwise the next question', () => {
    expect(submitStep(multiple, [2, 3])).toEqual({
      kind: 'snippet',
      answer: { question_id: 101, option_ids: [2, 3] },
    });
    expect(submitStep(multiple, [2, 1])).toEqual({
      kind: 'next',
      questionSet: 2,
      answer: { question_id: 101, option_ids: [1, 2] },
    });
  });

  it('congratulations target: free users with no prior purchase and no access get the upgrade prompt', () => {
    expect(snippetTarget(snippet, { type: 1, pre_purchase: 0, oneoffpayment: 0 })).toEqual({
      kind: 'upgrade',
    });
    expect(snippetTarget(snippet, { type: 1, pre_purchase: 1, oneoffpayment: 0 })).toEqual({
      kind: 'navigate',
      to: '/home/folder/1059',
    });
    expect(
      snippetTarget({ ...snippet, access: 1 }, { type: 1, pre_purchase: 0, oneoffpayment: 0 }),
    ).toEqual({ kind: 'navigate', to: '/home/folder/1059' });
    expect(snippetTarget(snippet, { type: 2, pre_purchase: 0, oneoffpayment: 0 })).toEqual({
      kind: 'navigate',
      to: '/home/folder/1059',
    });
    expect(
      snippetTarget(
        { ...snippet, screen_name: '' },
        { type: 2, pre_purchase: 0, oneoffpayment: 0 },
      ),
    ).toEqual({ kind: 'none' });
  });

  it('queued quizzes advance by index; notifications are enabled again after the last', () => {
    quizQueue.reset();
    quizQueue.enqueue(1);
    quizQueue.enqueue(2);
    quizQueue.enqueue(2);
    expect(quizQueue.current()).toBe('1');
    expect(notificationsEnabled()).toBe(false);
    quizQueue.advance();
    expect(quizQueue.current()).toBe('2');
    quizQueue.advance();
    expect(quizQueue.current()).toBeNull();
    expect(notificationsEnabled()).toBe(true);
  });
});

describe('quiz snippet access flags', () => {
  it('a missing or unreadable flag is an error, never a guess', () => {
    expect(quizSnippetSchema.parse({ access: '1', is_access: 0 })).toMatchObject({
      access: 1,
      is_access: 0,
    });
    expect(() => quizSnippetSchema.parse({})).toThrow();
    expect(() => quizSnippetSchema.parse({ access: 1 })).toThrow();
    expect(() => quizSnippetSchema.parse({ is_access: 1 })).toThrow();
    expect(() => quizSnippetSchema.parse({ access: 'granted', is_access: 1 })).toThrow();
  });
});

describe('realtime quiz pushes', () => {
  it('reads one id, a list or an array', () => {
    expect(quizIdsOf({ quiz_id: 1 })).toEqual(['1']);
    expect(quizIdsOf({ quiz_ids: [1, 2] })).toEqual(['1', '2']);
    expect(quizIdsOf([{ quiz_id: 3 }, 4] as never)).toEqual(['3', '4']);
    expect(quizIdsOf(null)).toEqual([]);
  });
});
