import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { http, HttpResponse } from 'msw';
import { loginMember } from './authService';
import { authSession } from '@/lib/auth';
import { hypnoLoginReply, loginMembership, memberLoginReply } from './replies';

describe('sign-in replies', () => {
  it('read the token and id through a schema: a reply without them is an error, not a session', () => {
    expect(memberLoginReply.parse([{ api_token: 'member.abc', user_id: 102 }])).toEqual({
      api_token: 'member.abc',
      user_id: '102',
    });
    expect(memberLoginReply.safeParse([{ user_id: 102 }]).success).toBe(false);
    expect(memberLoginReply.safeParse([{ api_token: '', user_id: 102 }]).success).toBe(false);
    expect(memberLoginReply.safeParse([]).success).toBe(false);
    expect(
      hypnoLoginReply.parse([{ api_token: 'hypno.x', un_user_id: '501', folder_id: '501' }])
        .folder_id,
    ).toBe(501);
  });

  it('a login reply without a token stores no session and rejects with a clear message', async () => {
    server.use(
      http.post('*/auth/login', () =>
        HttpResponse.json({ status: 1, message: 'Login successful.', data: [{ user_id: 102 }] }),
      ),
    );
    await expect(loginMember('premium@example.com', 'Password1!')).rejects.toThrow(
      'The server sent a reply we could not read (0.api_token).',
    );
    expect(authSession.memberToken()).toBeNull();
  });
});

describe('where a member starts after signing in', () => {
  it('a former paid member (lapsed or cancelled) starts on /rejoin; others on their pinned page or the default', async () => {
    await expect(loginMember('lapsed@example.com', 'Password1!')).resolves.toBe('/rejoin');
    await expect(loginMember('cancelled@example.com', 'Password1!')).resolves.toBe('/rejoin');
    await expect(loginMember('premium@example.com', 'Password1!')).resolves.toBe(
      '/home/folder/1059',
    );
    await expect(loginMember('free@example.com', 'Password1!')).resolves.toBeNull();
    await expect(loginMember('fitnessonly@example.com', 'Password1!')).resolves.toBeNull();
  });

  it('reads the membership fields that decide the landing strictly: none missing, none unreadable', () => {
    const lapsed = { type: '1', current_plan_id: 3, sub_plan_id: '1', cancel_subscription: 0 };
    expect(loginMembership.parse([lapsed])).toEqual({
      type: 1,
      current_plan_id: 3,
      sub_plan_id: 1,
      cancel_subscription: 0,
    });
    expect(loginMembership.safeParse([{ ...lapsed, cancel_subscription: undefined }]).success).toBe(
      false,
    );
    expect(loginMembership.safeParse([{ ...lapsed, type: 'Free member' }]).success).toBe(false);
  });

  it('a login reply whose membership fields are missing or unreadable leads nobody to /rejoin', async () => {
    server.use(
      http.post('*/auth/login', () =>
        HttpResponse.json({
          status: 1,
          message: 'Login successful.',
          data: [
            {
              api_token: 'member.x',
              user_id: 171,
              type: 'lapsed',
              current_plan_id: 3,
              sub_plan_id: 1,
            },
          ],
        }),
      ),
    );
    await expect(loginMember('lapsed@example.com', 'Password1!')).resolves.toBeNull();
    expect(authSession.memberToken()).toBe('member.x');
  });
});
