import { session, storageKeys } from '@/lib/storage';
import type { BuyerForm } from './model';

/** A buy form in progress: the programme, the visitor's details and the step reached. Never card data. */
export interface BuyerDraft {
  folder_id: number;
  form: BuyerForm;
  step: 'details' | 'card';
}

const EMPTY: BuyerForm = { first_name: '', last_name: '', email: '' };

/** The visitor's details for this tab (session storage): a reload keeps them, a purchase clears them. */
export const buyerDraft = {
  get(folderId: number): BuyerDraft {
    try {
      const stored: unknown = JSON.parse(session.get(storageKeys.buyerDraft) ?? 'null');
      if (!stored || typeof stored !== 'object') throw new Error('none');
      const { folder_id, form, step } = stored as Record<string, unknown>;
      if (folder_id !== folderId || !form || typeof form !== 'object') throw new Error('other');
      const text = (key: keyof BuyerForm) => {
        const value = (form as Record<string, unknown>)[key];
        return typeof value === 'string' ? value : '';
      };
      return {
        folder_id: folderId,
        form: {
          first_name: text('first_name'),
          last_name: text('last_name'),
          email: text('email'),
        },
        step: step === 'card' ? 'card' : 'details',
      };
    } catch {
      return { folder_id: folderId, form: EMPTY, step: 'details' };
    }
  },
  set(draft: BuyerDraft): void {
    session.set(storageKeys.buyerDraft, JSON.stringify(draft));
  },
  clear(): void {
    session.remove(storageKeys.buyerDraft);
  },
};
