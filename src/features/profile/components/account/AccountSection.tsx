import { useId, type FormEvent, type ReactNode } from 'react';

/** One section of the account screen: a titled form with its Save button and confirmation. */
export function AccountSection({
  title,
  saving,
  status,
  onSubmit,
  saveLabel = 'Save',
  children,
}: {
  title: string;
  saving: boolean;
  status: string;
  onSubmit: () => void;
  saveLabel?: string;
  children: ReactNode;
}) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <section className="form-card profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <form noValidate onSubmit={submit}>
        {children}
        <div className="card-form__actions profile-actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            {saving ? 'Saving…' : saveLabel}
          </button>
        </div>
        <p role="status" className="profile-status">
          {status}
        </p>
      </form>
    </section>
  );
}
