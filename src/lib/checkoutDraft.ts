import { local, session, storageKeys } from '@/lib/storage';

/** A checkout in progress: the delivery address typed so far and the step reached. Never card data. */
export interface CheckoutDraft {
  address: Record<string, string>;
  step: 'address' | 'payment';
}

/** The stored draft when it is readable and the signed-in member's (or, signed out, a visitor's). */
function read(): CheckoutDraft | null {
  try {
    const stored: unknown = JSON.parse(session.get(storageKeys.shopCheckout) ?? 'null');
    if (!stored || typeof stored !== 'object') return null;
    const { member, address, step } = stored as Record<string, unknown>;
    if ((member ?? null) !== local.get(storageKeys.userId)) return null;
    if (step !== 'address' && step !== 'payment') return null;
    if (!address || typeof address !== 'object') return null;
    const text = Object.entries(address).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    return { address: Object.fromEntries(text), step };
  } catch {
    return null;
  }
}

/**
 * The shop checkout's address and step, for this tab (session storage): a reload keeps them. Kept
 * for the member (or visitor) who typed them, cleared once the order is placed and at logout.
 */
export const checkoutDraft = {
  get(): CheckoutDraft | null {
    return read();
  },
  set(draft: CheckoutDraft): void {
    session.set(
      storageKeys.shopCheckout,
      JSON.stringify({ member: local.get(storageKeys.userId), ...draft }),
    );
  },
  clear(): void {
    session.remove(storageKeys.shopCheckout);
  },
};
