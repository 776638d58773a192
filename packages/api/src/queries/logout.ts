import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionMessages } from '@tp/messages';
import { call } from '../http/call';
import { ApiError } from '../http/apiError';
import { useApiClients } from '../react/ApiProvider';
import type { ApiClients } from '../client';

// Apart from sign-in and sign-up (./auth): every page's header signs out, so this is in the app's first
// chunk, while the forms' calls load with their pages.

/** Spec 1 §4 logout: post the refresh token, then clear the session even when the call fails. */
export async function logout({ api, session }: ApiClients): Promise<{ message: string | null }> {
  const refreshToken = session.getSnapshot().refreshToken;
  let failure: string | null = null;
  try {
    if (refreshToken)
      await call(api.POST('/auth/logout/', { body: { refresh_token: refreshToken } }));
    return { message: null };
  } catch (error) {
    const serverMessage = error instanceof ApiError && error.kind === 'http' ? error.message : null;
    failure = serverMessage ?? sessionMessages.logoutFailed;
    throw new ApiError(failure, 'http');
  } finally {
    // The reason travels with the ended session, so whichever redirect to /login wins shows it.
    session.clear(failure);
  }
}

export function useLogoutMutation() {
  const clients = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(clients),
    onSettled: () => queryClient.clear(),
  });
}
