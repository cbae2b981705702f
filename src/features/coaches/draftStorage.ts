import { session, storageKeys } from '@/lib/storage';
import { readDraft, type CoachDraft } from './model';

/**
 * The coach registration in progress, kept for the tab (session storage) so a reload keeps what
 * was typed. Passwords and card data are never part of the draft. When the pictures do not fit
 * in the browser's storage, the rest is kept and the pictures are asked for again.
 */
export const draftStorage = {
  read(): CoachDraft {
    return readDraft(session.get(storageKeys.coachRegistration));
  },
  save(draft: CoachDraft): void {
    const full = JSON.stringify(draft);
    session.set(storageKeys.coachRegistration, full);
    if (session.get(storageKeys.coachRegistration) === full) return;
    session.set(
      storageKeys.coachRegistration,
      JSON.stringify({ ...draft, certificate: null, identity_image: null, face_picture: null }),
    );
  },
  clear(): void {
    session.remove(storageKeys.coachRegistration);
  },
};
