import { local, storageKeys, type StorageKey } from '../storage';

export interface OutboxItem {
  cid: string;
  en: string;
  data: unknown;
  /** Durable items survive a reload and stay until the server has confirmed them. */
  durable: boolean;
}

/**
 * Where a member's queued requests are stored: one key per member id, and per channel when the
 * app has more than one (the food channel's queue is `realtime_outbox:food:{user_id}`).
 */
export function outboxKey(owner: string, channel = ''): StorageKey {
  return channel
    ? `${storageKeys.realtimeOutbox}:${channel}:${owner}`
    : `${storageKeys.realtimeOutbox}:${owner}`;
}

/**
 * Requests waiting to be delivered. Durable ones (chat messages) are kept in local storage
 * until the server's reply with their cid arrives, so a reload or a dropped connection loses
 * nothing; the server ignores a cid it has already seen, so nothing is sent twice.
 *
 * The outbox belongs to one member: their queue is stored under their user id and is handed
 * out only while they own it (never under another account signed in on the same browser).
 */
export class Outbox {
  private items: OutboxItem[];
  private ownerId: string | null;

  constructor(
    private readonly persist = true,
    owner: string | null = local.get(storageKeys.userId),
    private readonly channel = '',
  ) {
    this.ownerId = owner || null;
    this.items = this.load();
  }

  get owner(): string | null {
    return this.ownerId;
  }

  /**
   * Switches to another member's queue (or to none after logout). The previous member's durable
   * items stay stored under their id and come back when they sign in again.
   */
  setOwner(owner: string | null): void {
    const next = owner || null;
    if (next === this.ownerId) return;
    // Asked while nobody owned the queue (after a sign-out, before the next member's channel
    // connects): the screens of whoever signs in now. Those reads go out for them; anything
    // durable made meanwhile belongs to nobody and goes.
    const askedMeanwhile = this.ownerId ? [] : this.items.filter((item) => !item.durable);
    this.save();
    this.ownerId = next;
    this.items = next ? [...this.load(), ...askedMeanwhile] : this.load();
  }

  private load(): OutboxItem[] {
    if (!this.persist || !this.ownerId) return [];
    return local.getJson<OutboxItem[]>(outboxKey(this.ownerId, this.channel)) ?? [];
  }

  add(item: OutboxItem): void {
    if (this.items.some((existing) => existing.cid === item.cid)) return;
    this.items.push(item);
    this.save();
  }

  /** Removes an item once the server has confirmed it. */
  confirm(cid: string): boolean {
    const before = this.items.length;
    this.items = this.items.filter((item) => item.cid !== cid);
    if (this.items.length !== before) this.save();
    return this.items.length !== before;
  }

  /** Items to (re)send now; non-durable items leave the outbox once handed out. */
  drain(): OutboxItem[] {
    const all = [...this.items];
    this.items = this.items.filter((item) => item.durable);
    this.save();
    return all;
  }

  pending(): OutboxItem[] {
    return [...this.items];
  }

  clear(): void {
    this.items = [];
    this.save();
  }

  private save(): void {
    if (!this.persist || !this.ownerId) return;
    const key = outboxKey(this.ownerId, this.channel);
    const durable = this.items.filter((item) => item.durable);
    if (durable.length) local.setJson(key, durable);
    else local.remove(key);
  }
}
