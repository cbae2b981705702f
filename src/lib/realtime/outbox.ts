import { local, storageKeys } from '../storage';

export interface OutboxItem {
  cid: string;
  en: string;
  data: unknown;
  /** Durable items survive a reload and stay until the server has confirmed them. */
  durable: boolean;
}

/**
 * Requests waiting to be delivered. Durable ones (chat messages) are kept in local storage
 * until the server's reply with their cid arrives, so a reload or a dropped connection loses
 * nothing; the server ignores a cid it has already seen, so nothing is sent twice.
 */
export class Outbox {
  private items: OutboxItem[];

  constructor(private readonly persist = true) {
    this.items = persist ? (local.getJson<OutboxItem[]>(storageKeys.realtimeOutbox) ?? []) : [];
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
    if (!this.persist) return;
    const durable = this.items.filter((item) => item.durable);
    if (durable.length) local.setJson(storageKeys.realtimeOutbox, durable);
    else local.remove(storageKeys.realtimeOutbox);
  }
}
