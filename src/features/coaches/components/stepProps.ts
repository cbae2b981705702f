import type { ChangeEvent } from 'react';
import type { TextFieldProps } from '@/ui/TextField';
import type { CoachDraft, DraftErrors, DraftField } from '../model';

/** What each registration step gets: the draft, its errors and a way to change it. */
export interface StepProps {
  draft: CoachDraft;
  errors: DraftErrors;
  update: (patch: Partial<CoachDraft>, clear?: DraftField) => void;
}

/** The draft's fields a text input edits. */
type DraftTextName = {
  [Name in keyof CoachDraft]: CoachDraft[Name] extends string ? Name : never;
}[keyof CoachDraft];

/**
 * A step's text fields (label and input attributes, by the draft's field) bound to the draft:
 * each gets its name, value and message, and typing clears the message.
 */
export function draftInputs<Name extends DraftTextName>(
  { draft, errors, update }: StepProps,
  inputs: Record<Name, TextFieldProps>,
): Record<Name, TextFieldProps> {
  const bound = {} as Record<Name, TextFieldProps>;
  for (const name of Object.keys(inputs) as Name[]) {
    bound[name] = {
      ...inputs[name],
      name,
      value: draft[name],
      error: errors[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) =>
        update({ [name]: event.target.value }, name),
    };
  }
  return bound;
}
