import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Opens /dashboard once signing in (or verifying a new account) has finished, unless this screen has gone:
 * the session is stored before the profile is fetched, so the guard (PublicOnly) may already have opened the
 * dashboard and the user moved on to another page, which must not be taken back.
 */
export function useLandOnDashboard(): () => void {
  const navigate = useNavigate();
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return () => {
    if (mounted.current) void navigate('/dashboard', { replace: true });
  };
}
