import { local, session, storageKeys } from '@/lib/storage';

/** What a former member picked on /rejoin: their old plan, another plan, or an offer. */
export type RejoinChoice =
  | { kind: 'plan'; plan_id: number; sub_plan_id: number }
  | { kind: 'offer'; offer_id: number; plan_id: number; sub_plan_id: number };

export type RejoinMethod = 'saved' | 'card' | 'wallet';

interface RejoinDraft {
  choice: RejoinChoice | null;
  method: RejoinMethod | null;
  /** The member paid on /rejoin in this tab: the page welcomes them back. */
  paid: boolean;
}

const EMPTY: RejoinDraft = { choice: null, method: null, paid: false };

function whole(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

function readChoice(value: unknown): RejoinChoice | null {
  if (!value || typeof value !== 'object') return null;
  const { kind, plan_id, sub_plan_id, offer_id } = value as Record<string, unknown>;
  if (!whole(plan_id) || !whole(sub_plan_id)) return null;
  if (kind === 'plan') return { kind, plan_id, sub_plan_id };
  if (kind === 'offer' && whole(offer_id)) return { kind, offer_id, plan_id, sub_plan_id };
  return null;
}

function read(): RejoinDraft {
  try {
    const stored: unknown = JSON.parse(session.get(storageKeys.rejoinChoice) ?? 'null');
    if (!stored || typeof stored !== 'object') return EMPTY;
    const { member, choice, method, paid } = stored as Record<string, unknown>;
    if ((member ?? null) !== local.get(storageKeys.userId)) return EMPTY;
    return {
      choice: readChoice(choice),
      method: method === 'saved' || method === 'card' || method === 'wallet' ? method : null,
      paid: paid === true,
    };
  } catch {
    return EMPTY;
  }
}

function write(draft: RejoinDraft): void {
  session.set(
    storageKeys.rejoinChoice,
    JSON.stringify({ member: local.get(storageKeys.userId), ...draft }),
  );
}

/**
 * The /rejoin choice for this tab (session storage), for the member who made it: a reload keeps
 * the plan or offer and the way to pay; after the payment only "paid" is kept, so the page says
 * welcome back. Never card data.
 */
export const rejoinDraft = {
  get: read,
  choose(choice: RejoinChoice): void {
    write({ ...read(), choice, paid: false });
  },
  payWith(method: RejoinMethod): void {
    write({ ...read(), method });
  },
  paid(): void {
    write({ choice: null, method: null, paid: true });
  },
};
