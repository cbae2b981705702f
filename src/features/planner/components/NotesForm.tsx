import { useId, useState, type FormEvent } from 'react';
import { textDrafts } from '@/lib/textDrafts';
import { popups } from '@/ui/popupStore';
import { toastQueue } from '@/ui/toastStore';
import { useSaveNotesMutation } from '../api';
import { failureMessage } from '@/lib/failureMessage';
import { NOTES_MAX_LENGTH } from '../model';

/**
 * The day's notes (keyed by day, so a new day starts from its own saved notes). Notes changed and
 * not saved yet are kept as the day's draft (lib/textDrafts), so a reload, a visit elsewhere or a
 * failed save loses none; saving them clears the draft.
 */
export function NotesForm({ day, saved }: { day: string; saved: string }) {
  const place = `plannernotes:${day}`;
  const [notes, setNotes] = useState(() => textDrafts.find(place) ?? saved);
  const [saveNotes, { isLoading }] = useSaveNotesMutation();
  const id = useId();
  const change = (text: string) => {
    setNotes(text);
    // Notes emptied on purpose are a draft too: a reload shows them empty, not the saved ones.
    if (text === saved) textDrafts.set(place, '');
    else textDrafts.keep(place, text);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    saveNotes({ date: day, notes })
      .unwrap()
      .then(() => {
        textDrafts.set(place, '');
        toastQueue.show({ message: 'Notes saved', tone: 'success' });
      })
      .catch((error: unknown) => void popups.alert(failureMessage(error)));
  };
  return (
    <section className="planner-notes" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Notes</h2>
      <form onSubmit={submit}>
        <div className="field">
          <label htmlFor={id}>Notes for the day</label>
          <textarea
            id={id}
            rows={3}
            maxLength={NOTES_MAX_LENGTH}
            value={notes}
            onChange={(event) => change(event.target.value)}
          />
        </div>
        <button
          type="submit"
          className="button button--secondary"
          disabled={isLoading || notes === saved}
        >
          Save notes
        </button>
      </form>
    </section>
  );
}
