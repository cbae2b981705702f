import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { SignInForm } from '../components/SignInForm';
import { loginHypno } from '../authService';

/** The separate login of the hypnotherapy area. */
export default function HypnoLoginPage() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Hypnotherapy login | RWL';
  }, []);

  async function signIn(email: string, password: string) {
    const folderId = await loginHypno(email, password);
    navigate(folderId ? `/hypno/folder/${folderId}` : '/hypno/folder/0', { replace: true });
  }

  return (
    <section className="page page--narrow auth-page">
      <h1>Hypnotherapy login</h1>
      <p className="lead">Log in to listen to your hypnotherapy sessions.</p>
      <SignInForm onSignIn={signIn} />
    </section>
  );
}
