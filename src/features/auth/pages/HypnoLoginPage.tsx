import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SignInForm } from '../components/SignInForm';
import { ForgotPasswordDialog } from '../components/ForgotPasswordDialog';
import { HypnoRegisterForm } from '../components/HypnoRegisterForm';
import { loginHypno, requestHypnoPasswordReset } from '../authService';

/**
 * The separate login of the hypnotherapy area, where its accounts are also created
 * (/hypno/login?register=1) and their passwords reset (auth_fc).
 */
export default function HypnoLoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const registering = search.get('register') === '1';
  const [forgotOpen, setForgotOpen] = useState(false);
  useEffect(() => {
    document.title = registering
      ? 'Create a hypnotherapy account | RWL'
      : 'Hypnotherapy login | RWL';
  }, [registering]);

  const openFolder = (folderId: number) =>
    navigate(folderId ? `/hypno/folder/${folderId}` : '/hypno/folder/0', { replace: true });

  async function signIn(email: string, password: string) {
    openFolder(await loginHypno(email, password));
  }

  if (registering) {
    return (
      <section className="page page--narrow auth-page">
        <h1>Create your hypnotherapy account</h1>
        <p className="lead">Register to listen to your hypnotherapy sessions.</p>
        <HypnoRegisterForm onRegistered={openFolder} />
        <p className="auth-page__switch">
          Already registered? <Link to="/hypno/login">Log in</Link>
        </p>
      </section>
    );
  }

  return (
    <section className="page page--narrow auth-page">
      <h1>Hypnotherapy login</h1>
      <p className="lead">Log in to listen to your hypnotherapy sessions.</p>
      <SignInForm onSignIn={signIn}>
        <button type="button" className="link-button" onClick={() => setForgotOpen(true)}>
          Forgot password?
        </button>
      </SignInForm>
      <p className="auth-page__switch">
        New here? <Link to="/hypno/login?register=1">Create a hypnotherapy account</Link>
      </p>
      {forgotOpen ? (
        <ForgotPasswordDialog
          onClose={() => setForgotOpen(false)}
          sendLink={requestHypnoPasswordReset}
        />
      ) : null}
    </section>
  );
}
