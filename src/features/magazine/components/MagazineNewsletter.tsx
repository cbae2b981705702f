import { EmailSignupForm } from '@/ui/EmailSignupForm';
import { useMagazineNewsletterMutation } from '../api';

/** The magazine newsletter (frontend/add_magazine_news_letter). */
export function MagazineNewsletter() {
  const [subscribe] = useMagazineNewsletterMutation();
  return (
    <EmailSignupForm
      className="magazine-newsletter"
      name="Magazine newsletter"
      heading="Each new issue by email"
      subscribe={(email) => subscribe(email).unwrap()}
    />
  );
}
