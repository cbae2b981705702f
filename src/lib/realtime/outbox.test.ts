import { describe, expect, it } from 'vitest';
import { Outbox } from './outbox';

describe('realtime outbox', () => {
  it('keeps durable items until confirmed and hands out others once', () => {
    const outbox = new Outbox(false);
    outbox.add({ cid: 'a', en: 'sendMessage', data: { msg: 'one' }, durable: true });
    outbox.add({ cid: 'b', en: 'getChatList', data: {}, durable: false });
    outbox.add({ cid: 'a', en: 'sendMessage', data: { msg: 'one' }, durable: true });
    expect(outbox.drain().map((item) => item.cid)).toEqual(['a', 'b']);
    expect(outbox.pending().map((item) => item.cid)).toEqual(['a']);
    expect(outbox.confirm('a')).toBe(true);
    expect(outbox.pending()).toEqual([]);
  });

  it('survives a reload when persisted', () => {
    const first = new Outbox(true, '102');
    first.add({ cid: 'x', en: 'sendMessage', data: { msg: 'kept' }, durable: true });
    const afterReload = new Outbox(true, '102');
    expect(afterReload.pending().map((item) => item.cid)).toEqual(['x']);
    afterReload.confirm('x');
    expect(new Outbox(true, '102').pending()).toEqual([]);
  });

  it("belongs to one member: another member never gets the first member's queue", () => {
    const outbox = new Outbox(true, '102');
    outbox.add({ cid: 'p', en: 'sendMessage', data: { msg: 'private' }, durable: true });
    outbox.setOwner(null);
    expect(outbox.pending()).toEqual([]);
    outbox.setOwner('101');
    expect(outbox.drain()).toEqual([]);
    expect(new Outbox(true, '101').pending()).toEqual([]);
    outbox.setOwner('102');
    expect(outbox.pending().map((item) => item.cid)).toEqual(['p']);
  });

  it("keeps each channel's queue apart (the food channel's beside the main one)", () => {
    const main = new Outbox(true, '102');
    const food = new Outbox(true, '102', 'food');
    main.add({ cid: 'm', en: 'sendMessage', data: {}, durable: true });
    food.add({ cid: 'f', en: 'planner/add_product', data: {}, durable: true });
    expect(new Outbox(true, '102').pending().map((item) => item.cid)).toEqual(['m']);
    expect(new Outbox(true, '102', 'food').pending().map((item) => item.cid)).toEqual(['f']);
    expect(window.localStorage.getItem('realtime_outbox:food:102')).toContain(
      'planner/add_product',
    );
  });
});
