import type { CoachDraft, DraftErrors, DraftField } from '../model';

/** What each registration step gets: the draft, its errors and a way to change it. */
export interface StepProps {
  draft: CoachDraft;
  errors: DraftErrors;
  update: (patch: Partial<CoachDraft>, clear?: DraftField) => void;
}
