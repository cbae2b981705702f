import { EmailSignupForm } from '@/ui/EmailSignupForm';
import { useShopNewsletterMutation } from '../api';

/** The shop newsletter (frontend/newsletter). */
export function ShopNewsletter() {
  const [subscribe] = useShopNewsletterMutation();
  return (
    <EmailSignupForm
      className="shop-newsletter"
      name="Shop newsletter"
      heading="New kit and offers by email"
      subscribe={(email) => subscribe(email).unwrap()}
    />
  );
}
