import { describe, expect, it } from 'vitest';
import { ApiError, isSuccess, openEnvelope } from './envelope';
import { authFailureAction } from './authErrors';

describe('reply envelope', () => {
  it('opens a successful reply', () => {
    expect(openEnvelope({ status: 1, message: 'Done', data: [{ id: 1 }] })).toEqual({
      data: [{ id: 1 }],
      message: 'Done',
    });
    expect(openEnvelope({ status: true, data: [] }).message).toBe('');
  });

  it('treats 1, true, "1" and "true" as success', () => {
    expect([1, true, '1', 'true'].map((value) => isSuccess(value))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect([0, false, '0', 'false'].map((value) => isSuccess(value))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it('throws the server message on status 0', () => {
    expect(() =>
      openEnvelope({ status: 0, message: 'Invalid email or password.', data: [] }),
    ).toThrowError('Invalid email or password.');
  });

  it('turns a malformed reply into a clear error', () => {
    try {
      openEnvelope('<html>Bad gateway</html>');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).kind).toBe('parse');
      expect((error as ApiError).message).toBe('The server sent a reply we could not read.');
    }
  });
});

describe('auth failures in replies', () => {
  it("'Unauthorized Access!' with status 0 goes to the login of the token's area", () => {
    expect(authFailureAction('Unauthorized Access!', 0, '/home', 'member')).toBe('login');
    expect(authFailureAction('Unauthorized Access!', 0, '/hypno/folder/501', 'hypno')).toBe(
      'hypno-login',
    );
    expect(authFailureAction('Unauthorized Access!', 1, '/home', 'member')).toBeNull();
  });

  it("'Access Denied!' goes home except on blog pages", () => {
    expect(authFailureAction('Access Denied!', 0, '/home/folder/5', 'member')).toBe('home');
    expect(authFailureAction('Access Denied!', 0, '/blog/12', 'member')).toBeNull();
  });

  it('leaves other messages alone', () => {
    expect(authFailureAction('Something went wrong', 0, '/home', 'member')).toBeNull();
  });
});
