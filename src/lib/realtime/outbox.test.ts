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
    const first = new Outbox(true);
    first.add({ cid: 'x', en: 'sendMessage', data: { msg: 'kept' }, durable: true });
    const afterReload = new Outbox(true);
    expect(afterReload.pending().map((item) => item.cid)).toEqual(['x']);
    afterReload.confirm('x');
    expect(new Outbox(true).pending()).toEqual([]);
  });
});
