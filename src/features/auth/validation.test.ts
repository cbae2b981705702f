import { describe, expect, it } from 'vitest';
import { hasErrors, validateLogin, validateNewPassword } from './validation';

describe('password reset and sign-in checks', () => {
  it('refuses a new password of only spaces', () => {
    expect(validateNewPassword('          ', '          ')).toEqual({
      password: 'Your password cannot be only spaces.',
    });
    expect(hasErrors(validateNewPassword('          ', '          '))).toBe(true);
    expect(hasErrors(validateNewPassword('  Pass word 1 ', '  Pass word 1 '))).toBe(false);
  });

  it('refuses over-long passwords and emails', () => {
    const long = 'p'.repeat(129);
    expect(validateNewPassword(long, long).password).toBe('Please use at most 128 characters.');
    expect(validateLogin(`${'a'.repeat(250)}@example.com`, 'Password1!').email).toBe(
      'please enter valid email id',
    );
    expect(hasErrors(validateLogin('free@example.com', 'Password1!'))).toBe(false);
  });
});
