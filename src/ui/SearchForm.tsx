import { useId, useState, type FormEvent } from 'react';
import './searchForm.css';

interface SearchFormProps {
  label: string;
  maxLength: number;
  /** The trimmed term on submit; '' as soon as the field is emptied. */
  onSearch: (term: string) => void;
  /** The search shown (e.g. read from the address): the field starts with it and follows it. */
  term?: string;
}

/** A labelled search field and its button (role search). */
export function SearchForm({ label, maxLength, onSearch, term }: SearchFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(term ?? '');
  const [shownTerm, setShownTerm] = useState(term);
  if (term !== undefined && term !== shownTerm) {
    setShownTerm(term);
    setDraft(term);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className="search-form" role="search" onSubmit={submit}>
      <label htmlFor={id}>{label}</label>
      <div className="search-form__row">
        <input
          id={id}
          type="search"
          maxLength={maxLength}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (!event.target.value.trim()) onSearch('');
          }}
        />
        <button className="button" type="submit">
          Search
        </button>
      </div>
    </form>
  );
}
