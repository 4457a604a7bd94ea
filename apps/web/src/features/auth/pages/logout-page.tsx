import { useEffect, useRef } from 'react';
import { BootSplash } from '../../../components/boot-splash.tsx';
import { useLogout } from '../api/logout.ts';

/** Route /log_out: ends the session; the login screen then takes the route back to '/'. */
export default function LogoutPage() {
  const logout = useLogout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout();
  }, [logout]);
  return <BootSplash />;
}
