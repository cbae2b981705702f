import { describe, expect, it } from 'vitest';
import { failureMessage } from './failureMessage';

describe('failureMessage', () => {
  it("is the server's message of a failed call or a thrown error", () => {
    expect(failureMessage({ status: 0, message: 'Recipes are resting.' })).toBe(
      'Recipes are resting.',
    );
    expect(failureMessage(new Error('The message was not sent.'))).toBe(
      'The message was not sent.',
    );
  });

  it('falls back when there is no readable message', () => {
    expect(failureMessage(undefined)).toBe('Something went wrong');
    expect(failureMessage({ message: '  ' })).toBe('Something went wrong');
    expect(failureMessage({ message: 42 }, 'Could not load the quiz.')).toBe(
      'Could not load the quiz.',
    );
    expect(failureMessage('offline')).toBe('Something went wrong');
  });
});
