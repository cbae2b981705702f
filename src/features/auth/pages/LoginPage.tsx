import { useEffect, useState } from 'react';
import { authSession } from '@/lib/auth';
import { navigateTo } from '@/lib/navigation';
import { AppLink } from '@/ui/AppLink';
import { ServedButton } from '@/ui/ServedButton';
import { SignInForm } from '../components/SignInForm';
import { ForgotPasswordDialog } from '../components/ForgotPasswordDialog';
import { SocialSignIn } from '../components/SocialSignIn';
import { loginMember, rememberLoginQuery } from '../authService';

export const title = 'Log in | RWL';

export default function LoginPage() {
  const [forgotOpen, setForgotOpen] = useState(false);
  // Served prerendered: the button works once the app has taken the page over.

  // The page's own address: a served /login runs without the router (app/served).
  const search = typeof window === 'undefined' ? '' : window.location.search;
  useEffect(() => {
    document.title = title;
    rememberLoginQuery(search);
  }, [search]);

  async function signIn(email: string, password: string) {
    const start = await loginMember(email, password);
    // A remembered page wins; otherwise a former paid member lands on /rejoin and a member with
    // a pinned page on it.
    navigateTo(authSession.takeRedirect() || start || '/home', { replace: true });
  }

  return (
    <section className="page page--narrow auth-page">
      <h1>Welcome back</h1>
      <p className="lead">Log in to your workouts, recipes and plans.</p>
      <SignInForm onSignIn={signIn}>
        <ServedButton className="link-button" onClick={() => setForgotOpen(true)}>
          Forgot password?
        </ServedButton>
      </SignInForm>
      <SocialSignIn />
      <p className="auth-page__switch">
        New here? <AppLink to="/reg1">Start your 7-day free trial</AppLink>
      </p>
      {forgotOpen ? <ForgotPasswordDialog onClose={() => setForgotOpen(false)} /> : null}
    </section>
  );
}
