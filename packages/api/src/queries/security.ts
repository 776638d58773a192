// D15: the account's second factor, backup codes and idle timeout. Every change carries this tab's step-up proof.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient, ApiClients } from '../client';
import { call } from '../http/call';
import { useApiClients } from '../react/ApiProvider';
import type { components } from '../schema.gen';
import { useAccountScope, type AccountScope } from './accountScope';
import { activityQueryKey, useAccountChange } from './profile';
import { withStepUpProof } from './stepUp';

export type SecuritySettings = components['schemas']['SecuritySettings'];
export type TotpSetup = components['schemas']['TotpSetup'];
export type BackupCodesIssued = components['schemas']['BackupCodesIssued'];

export const DEFAULT_IDLE_TIMEOUT_MINUTES = 15;

export const securityQueryKey = (scope: AccountScope) => [...scope, 'security'] as const;

export function securityQuery(api: ApiClient, scope: AccountScope) {
  return queryOptions({
    queryKey: securityQueryKey(scope),
    queryFn: ({ signal }) => call(api.GET('/auth/security/', { signal })),
  });
}

export function useSecuritySettings() {
  const { api } = useApiClients();
  return useQuery(securityQuery(api, useAccountScope()));
}

export function beginTotpSetup(clients: ApiClients, _input?: void): Promise<TotpSetup> {
  return withStepUpProof(clients.session, (header) =>
    call(clients.api.POST('/auth/security/totp/setup/', { params: { header } })),
  );
}

export function enableTotp(clients: ApiClients, code: string): Promise<BackupCodesIssued> {
  return withStepUpProof(clients.session, (header) =>
    call(
      clients.api.POST('/auth/security/totp/enable/', {
        params: { header },
        body: { authentication_code: code },
      }),
    ),
  );
}

export function disableTotp(clients: ApiClients, _input?: void) {
  return withStepUpProof(clients.session, (header) =>
    call(clients.api.POST('/auth/security/totp/disable/', { params: { header } })),
  );
}

export function renewBackupCodes(clients: ApiClients, _input?: void): Promise<BackupCodesIssued> {
  return withStepUpProof(clients.session, (header) =>
    call(clients.api.POST('/auth/security/backup-codes/', { params: { header } })),
  );
}

export function setIdleTimeout(clients: ApiClients, minutes: number): Promise<SecuritySettings> {
  return withStepUpProof(clients.session, (header) =>
    call(
      clients.api.PATCH('/auth/security/idle-timeout/', {
        params: { header },
        body: { idle_timeout_minutes: minutes },
      }),
    ),
  );
}

/** D16: null removes the phrase. */
export function setAntiPhishingPhrase(
  clients: ApiClients,
  phrase: string | null,
): Promise<SecuritySettings> {
  return withStepUpProof(clients.session, (header) =>
    call(
      clients.api.PATCH('/auth/security/anti-phishing/', {
        params: { header },
        body: { anti_phishing_phrase: phrase },
      }),
    ),
  );
}

export const useBeginTotpSetupMutation = () =>
  useAccountChange(beginTotpSetup, (scope) => [securityQueryKey(scope), activityQueryKey(scope)]);
export const useEnableTotpMutation = () =>
  useAccountChange(enableTotp, (scope) => [securityQueryKey(scope), activityQueryKey(scope)]);
export const useDisableTotpMutation = () =>
  useAccountChange(disableTotp, (scope) => [securityQueryKey(scope), activityQueryKey(scope)]);
export const useRenewBackupCodesMutation = () =>
  useAccountChange(renewBackupCodes, (scope) => [securityQueryKey(scope), activityQueryKey(scope)]);
export const useSetAntiPhishingPhraseMutation = () =>
  useAccountChange(setAntiPhishingPhrase, (scope) => [
    securityQueryKey(scope),
    activityQueryKey(scope),
  ]);
export const useSetIdleTimeoutMutation = () =>
  useAccountChange(setIdleTimeout, (scope) => [securityQueryKey(scope), activityQueryKey(scope)]);

/** D15: a notice's "This wasn't me" link; every session ends and withdrawals stop until a reset. */
export function followDisownLink({ api }: ApiClients, token: string) {
  return call(api.POST('/auth/this-wasnt-me/', { body: { token } }));
}

export function useFollowDisownLinkMutation() {
  const clients = useApiClients();
  return useMutation({ mutationFn: (token: string) => followDisownLink(clients, token) });
}
