import { describe, expect, it } from 'vitest';
import { authSession } from '@/lib/auth';
import { callApi } from '@/lib/http';
import { apiRequest } from '@/lib/api/request';
import { shopTokenRequest } from './shopToken';

describe('ecommerce/shop_login_token (shopify=true links)', () => {
  it('gives a signed-in member the token the shop signs them in with', async () => {
    const { data } = await callApi(
      'auth/login',
      { email: 'premium@example.com', password: 'Password1!' },
      { auth: 'none' },
    );
    const record = (data as { api_token: string; user_id: number }[])[0];
    if (!record) throw new Error('The test login got no session.');
    authSession.saveMember(record.api_token, record.user_id);
    const reply = await apiRequest(shopTokenRequest);
    expect(reply.data.token).toMatch(/^mock-shop-102-/);
  });

  it('reads a reply without a token as an error', () => {
    expect(shopTokenRequest.schema.safeParse([{ token: '' }]).success).toBe(false);
    expect(shopTokenRequest.schema.safeParse([{}]).success).toBe(false);
  });
});
