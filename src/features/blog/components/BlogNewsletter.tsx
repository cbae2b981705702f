import { EmailSignupForm } from '@/ui/EmailSignupForm';
import { useBlogNewsletterMutation } from '../api';

/** The blog newsletter (frontend/add_blogs_news_letter). */
export function BlogNewsletter() {
  const [subscribe] = useBlogNewsletterMutation();
  return (
    <EmailSignupForm
      className="blog-newsletter"
      name="Blog newsletter"
      heading="New articles by email"
      subscribe={(email) => subscribe(email).unwrap()}
    />
  );
}
