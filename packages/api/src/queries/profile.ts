import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient, ApiClients } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import type { components } from '../schema.gen';
import { writeStoredProfile } from '../session/storedProfile';
import { useAccountScope, type AccountScope } from './accountScope';
import { withCodeChallenge } from './codeChallenge';
import { sessionsQueryKey } from './sessions';
import { withStepUpProof } from './stepUp';

export type Profile = components['schemas']['Profile'];
export type ProfileChange = components['schemas']['ProfileChangeRequest'];
export type NotificationPreferences = components['schemas']['NotificationPreferences'];
export type ActivityEntry = components['schemas']['ActivityEntry'];
export type CodeSent = components['schemas']['CodeSentResponse'];

export interface PasswordChangeInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const profileQueryKey = (scope: AccountScope) => [...scope, 'profile'] as const;
export const activityQueryKey = (scope: AccountScope) => [...scope, 'activity'] as const;

export function profileQuery(api: ApiClient, scope: AccountScope) {
  return queryOptions({
    queryKey: profileQueryKey(scope),
    queryFn: ({ signal }) => call(api.GET('/auth/profile/', { signal })),
  });
}

/** The signed-in user's profile, from the server (D4). */
export function useProfile() {
  const { api } = useApiClients();
  return useQuery(profileQuery(api, useAccountScope()));
}

/** Account Information shows 4 entries, the profile settings area 10 (spec 2 §3). */
export function activityQuery(api: ApiClient, scope: AccountScope, limit: number) {
  return queryOptions({
    queryKey: [...activityQueryKey(scope), limit] as const,
    queryFn: ({ signal }) =>
      call(api.GET('/auth/activity/', { params: { query: { limit } }, signal })),
  });
}

/** D3: the server's activity log, IP and location included, newest first. */
export function useAccountActivity(limit: number) {
  const { api } = useApiClients();
  return useQuery(activityQuery(api, useAccountScope(), limit));
}

/** Keeps the local copy the display name reads (D4), so the greeting changes here and in every other tab. */
export function storeProfile(session: ApiClients['session'], profile: Profile): void {
  writeStoredProfile(session, {
    firstName: profile.first_name,
    lastName: profile.last_name,
    email: profile.email,
    language: profile.language,
  });
}

/** A change to the user's account data: every query `after` names is read again once it settles. */
export function useAccountChange<TInput, TData>(
  run: (clients: ApiClients, input: TInput) => Promise<TData>,
  after: (scope: AccountScope) => readonly (readonly unknown[])[],
) {
  const clients = useApiClients();
  const scope = useAccountScope();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => run(clients, input),
    onSettled: () =>
      Promise.all(
        after(scope).map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })),
      ),
  });
}

/** D12: Refresh Data writes a `Manual Refresh` entry on the server. */
export function useRecordManualRefreshMutation() {
  return useAccountChange(
    ({ api }, _input: void) => call(api.POST('/auth/activity/manual-refresh/')),
    (scope) => [activityQueryKey(scope)],
  );
}

/** Starts a change; the server keeps it and e-mails a code (to the new address when the e-mail changes, D12). */
export function requestProfileChange(
  { api, session }: ApiClients,
  change: ProfileChange,
): Promise<CodeSent> {
  return withStepUpProof(session, (header) =>
    call(api.POST('/auth/profile/request-profile-change/', { params: { header }, body: change })),
  );
}

export async function verifyProfileChange(clients: ApiClients, otp: string) {
  const answer = await call(
    clients.api.POST('/auth/profile/verify-profile-change/', { body: { otp } }),
  );
  storeProfile(clients.session, answer.profile);
  return answer;
}

export function useRequestProfileChangeMutation() {
  return useAccountChange(
    (clients, change: ProfileChange) =>
      requestProfileChange(clients, change).then(withCodeChallenge),
    () => [],
  );
}

export function useVerifyProfileChangeMutation() {
  return useAccountChange(verifyProfileChange, (scope) => [
    profileQueryKey(scope),
    activityQueryKey(scope),
  ]);
}

export function updateNotificationPreferences(
  { api }: ApiClients,
  notifications: NotificationPreferences,
) {
  return call(api.PATCH('/auth/profile/notifications/', { body: notifications }));
}

export function useUpdateNotificationPreferencesMutation() {
  return useAccountChange(updateNotificationPreferences, (scope) => [
    profileQueryKey(scope),
    activityQueryKey(scope),
  ]);
}

/** Spec 2 §7 sends the new password as both `password` and `new_password`. */
export function requestPasswordChange(
  { api, session }: ApiClients,
  { oldPassword, newPassword, confirmPassword }: PasswordChangeInput,
): Promise<CodeSent> {
  return withStepUpProof(session, (header) =>
    call(
      api.POST('/auth/password-change/request-password-change/', {
        params: { header },
        body: {
          old_password: oldPassword,
          password: newPassword,
          new_password: newPassword,
          confirm_password: confirmPassword,
        },
      }),
    ),
  );
}

/** D12: other sessions end and a notice is e-mailed; this session stays signed in. */
export function verifyPasswordChange({ api }: ApiClients, otp: string) {
  return call(api.POST('/auth/password-change/verify-password-change/', { body: { otp } }));
}

export function useRequestPasswordChangeMutation() {
  return useAccountChange(
    (clients, input: PasswordChangeInput) =>
      requestPasswordChange(clients, input).then(withCodeChallenge),
    () => [],
  );
}

export function useVerifyPasswordChangeMutation() {
  return useAccountChange(verifyPasswordChange, (scope) => [
    profileQueryKey(scope),
    activityQueryKey(scope),
    sessionsQueryKey(scope),
  ]);
}
