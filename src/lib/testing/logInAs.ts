import { authSession } from '@/lib/auth';
import { callApi } from '@/lib/http';

/**
 * Screen tests: signs a demo account in through the mock's `auth/login` and keeps the session
 * where the app reads it, so the screen under test opens as that member.
 */
export async function logInAs(email: string): Promise<void> {
  const { data } = await callApi('auth/login', { email, password: 'Password1!' }, { auth: 'none' });
  const record = (data as { api_token: string; user_id: number | string }[])[0];
  if (!record) throw new Error('The test login got no session.');
  authSession.saveMember(record.api_token, record.user_id);
}
