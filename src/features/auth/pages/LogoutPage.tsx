import { useEffect, useRef } from 'react';
import { Spinner } from '@/ui/Spinner';
import { useLogout } from '../useLogout';

export default function LogoutPage() {
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return (
    <section className="page page--narrow">
      <Spinner label="Logging out" />
    </section>
  );
}
