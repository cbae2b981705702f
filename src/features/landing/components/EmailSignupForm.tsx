import { NEWSLETTER_LIST_ID, subscribe } from '../signup';
import { useSignupForm } from '../useSignupForm';

/** Email sign-up (list 161), with the shared sign-up rules of useSignupForm. */
export function EmailSignupForm({
  slug,
  onSubscribed,
}: {
  slug: string;
  onSubscribed?: () => void;
}) {
  const { submit, sending, field } = useSignupForm({
    empty: { name: '', email: '' },
    send: (values) => subscribe({ ...values, list_id: NEWSLETTER_LIST_ID, slug }),
    successTitle: 'ThankYou',
    onSent: onSubscribed,
  });

  return (
    // method="post": in a browser without JavaScript the form is sent without the email in the
    // address (and so never in a log or a referrer); with it, the page's code sends it.
    <form
      className="landing-signup"
      method="post"
      noValidate
      onSubmit={submit}
      aria-label="Email sign-up"
    >
      {field('name', 'Name', 'text', 'name')}
      {field('email', 'Email', 'email', 'email')}
      <button
        type="submit"
        className="button button--primary"
        disabled={sending}
        aria-busy={sending || undefined}
      >
        {sending ? 'Signing up…' : 'Sign up'}
      </button>
    </form>
  );
}
