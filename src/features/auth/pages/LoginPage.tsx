import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { authSession } from '@/lib/auth';
import { ServedButton } from '@/ui/ServedButton';
import { SignInForm } from '../components/SignInForm';
import { ForgotPasswordDialog } from '../components/ForgotPasswordDialog';
import { loginMember, rememberLoginQuery } from '../authService';

export const title = 'Log in | RWL';

export default function LoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [forgotOpen, setForgotOpen] = useState(false);
  // Served prerendered: the button works once the app has taken the page over.

  useEffect(() => {
    document.title = title;
    rememberLoginQuery(location.search);
  }, [location.search]);

  async function signIn(email: string, password: string) {
    const pinned = await loginMember(email, password);
    // A remembered page wins; otherwise a member with a pinned page lands on it.
    navigate(authSession.takeRedirect() || pinned || '/home', { replace: true });
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
      <p className="auth-page__switch">
        New here? <Link to="/reg1">Start your 7-day free trial</Link>
      </p>
      {forgotOpen ? <ForgotPasswordDialog onClose={() => setForgotOpen(false)} /> : null}
    </section>
  );
}
