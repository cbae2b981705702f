import { openAfterLogIn } from '@/app/testing/openAfterLogIn';

/** Screen tests: free@example.com, landed on the member home, opens the upgrade page. */
export async function openUpgrade() {
  const { user } = await openAfterLogIn('free@example.com', {
    landing: 'Hello, Fiona',
    path: '/home/profile/upgrade-downgrade?goBack=%2Fhome',
  });
  return user;
}
