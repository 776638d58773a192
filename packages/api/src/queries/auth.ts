import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionMessages } from '@tp/messages';
import { call } from '../http/call';
import { ApiError } from '../http/apiError';
import { storageKeys } from '../session/sessionStore';
import { writeStoredProfile } from '../session/storedProfile';
import { useApiClients } from '../react/ApiProvider';
import type { ApiClients } from '../client';

export interface LoginInput {
  email: string;
  password: string;
  rememberMe: boolean;
}

/** Spec 1 §4 sign in: store both tokens and the username, remember or forget the e-mail. */
/** Keeps the local copy of the profile that the display name reads; the name falls back to the username without it. */
async function storeProfileForDisplayName({ api, session }: ApiClients): Promise<void> {
  try {
    const profile = await call(api.GET('/auth/profile/'));
    writeStoredProfile(session, {
      firstName: profile.first_name,
      lastName: profile.last_name,
      email: profile.email,
    });
  } catch {
    writeStoredProfile(session, null);
  }
}

export async function login(clients: ApiClients, { email, password, rememberMe }: LoginInput) {
  const { api, session } = clients;
  const data = await call(api.POST('/auth/login/', { body: { email, password } }), 'login');
  session.signIn({
    accessToken: data.access_token,
    refreshToken: data.refresh_token,
    username: data.username,
  });
  await storeProfileForDisplayName(clients);
  if (rememberMe) session.storage.setItem(storageKeys.rememberedEmail, email);
  else session.storage.removeItem(storageKeys.rememberedEmail);
  return data;
}

/** Spec 1 §4 logout: post the refresh token, then clear the session even when the call fails. */
export async function logout({ api, session }: ApiClients): Promise<{ message: string | null }> {
  const refreshToken = session.getSnapshot().refreshToken;
  try {
    if (refreshToken)
      await call(api.POST('/auth/logout/', { body: { refresh_token: refreshToken } }));
    return { message: null };
  } catch (error) {
    const serverMessage = error instanceof ApiError && error.kind === 'http' ? error.message : null;
    throw new ApiError(serverMessage ?? sessionMessages.logoutFailed, 'http');
  } finally {
    session.clear();
    writeStoredProfile(session, null);
  }
}

export function useLoginMutation() {
  const clients = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => login(clients, input),
    onSuccess: () => queryClient.clear(),
  });
}

export function useLogoutMutation() {
  const clients = useApiClients();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(clients),
    onSettled: () => queryClient.clear(),
  });
}
