import { describe, expect, it } from 'vitest';
import { messageSchema } from './model';

describe("a chat message's media lock is read strictly", () => {
  it('fails a message without access instead of showing its media unlocked', () => {
    expect(messageSchema.safeParse({ _id: 'm1', access: 0 }).success).toBe(true);
    expect(messageSchema.safeParse({ _id: 'm1', access: 0 }).data?.access).toBe(0);
    expect(messageSchema.safeParse({ _id: 'm1' }).success).toBe(false);
    expect(messageSchema.safeParse({ _id: 'm1', access: 'open' }).success).toBe(false);
  });
});
