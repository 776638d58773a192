import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@tp/api';

export interface LoginLocationState {
  /** A message to show on /login, e.g. why the session ended. */
  message?: string;
  /** Where to return after signing in. */
  from?: string;
}

/** Protected routes redirect to /login when signed out (spec 2 §2). */
export function RequireAuth() {
  const { isAuthenticated, endedMessage } = useSession();
  const location = useLocation();
  if (!isAuthenticated) {
    const state: LoginLocationState = {
      from: location.pathname,
      ...(endedMessage ? { message: endedMessage } : {}),
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/** /login, /register and /forgot-password redirect to /dashboard when signed in (spec 1 §2). */
export function PublicOnly() {
  const { isAuthenticated } = useSession();
  return isAuthenticated ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
