import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ApiError, storageKeys, useApiClients, useLoginMutation } from '@tp/api';
import { sessionMessages } from '@tp/messages';
import { LoginView, type LoginBanner } from './LoginView';

function arrivalBanner(state: unknown): LoginBanner | null {
  const message =
    typeof state === 'object' && state !== null
      ? (state as { message?: unknown }).message
      : undefined;
  return typeof message === 'string' ? { tone: 'warning', message } : null;
}

/** The message of a failed sign-in; an unverified account's own explanation rather than the generic 403 text. */
function loginFailureMessage(error: Error): string {
  if (
    error instanceof ApiError &&
    error.code === 'email_not_verified' &&
    error.body &&
    typeof error.body === 'object'
  ) {
    const detail = (error.body as { detail?: unknown }).detail;
    if (typeof detail === 'string') return detail;
  }
  return error.message;
}

/** Spec 1 §2 Login, wired to the API, the session and the router. */
export function LoginScreen() {
  const { session } = useApiClients();
  const location = useLocation();
  const navigate = useNavigate();
  const login = useLoginMutation();
  const [banner, setBanner] = useState<LoginBanner | null>(() => arrivalBanner(location.state));
  const [rememberedEmail] = useState(() => session.storage.getItem(storageKeys.rememberedEmail));

  // Spec 1 §2: when the stored authToken is removed (e.g. in another tab) say the session expired.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (
        event.key === storageKeys.authToken &&
        event.oldValue !== null &&
        event.newValue === null
      ) {
        setBanner({ tone: 'warning', message: sessionMessages.sessionExpired });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return (
    <LoginView
      rememberedEmail={rememberedEmail}
      busy={login.isPending}
      banner={banner}
      onBannerHide={() => setBanner(null)}
      onSubmit={(values) => {
        setBanner(null);
        login.mutate(values, {
          onSuccess: () => navigate('/dashboard', { replace: true }),
          onError: (error) => setBanner({ tone: 'error', message: loginFailureMessage(error) }),
        });
      }}
    />
  );
}
