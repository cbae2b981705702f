import { describe, expect, it } from 'vitest';
import { seedCommunityTables } from './communityTables';
import { seedNotificationTables } from './notificationTables';

describe('the seeded notifications', () => {
  it('that point at a community post point at a post of that community', () => {
    const posts = seedCommunityTables().communityPosts;
    const pointing = seedNotificationTables().notifications.filter((item) => item.post_id);
    expect(pointing.length).toBeGreaterThan(0);
    for (const item of pointing) {
      expect(
        posts.some(
          (post) =>
            String(post.post_id) === item.post_id &&
            String(post.community_id) === item.community_id,
        ),
        `${item.title} → /home/community/${item.community_id}/${item.post_id}`,
      ).toBe(true);
    }
  });
});
