// Profile, two-step profile and password changes, notification preferences, activity log.
import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import { createApiHttp } from './apiHttp';
import type { HandlerOptions } from './handlerOptions';
import { authorizationOf, readJson, respond, stepUpTokenOf } from './respond';

export function profileHandlers(backend: MockBackend, options: HandlerOptions): HttpHandler[] {
  const http = createApiHttp(options.apiBaseUrl);
  const { latencyMs } = options;
  const userOf = (request: Request) => backend.authenticate(authorizationOf(request));
  return [
    http.get('/auth/profile/', ({ request, response }) =>
      respond(response, latencyMs, () => response(200).json(backend.getProfile(userOf(request)))),
    ),
    http.post('/auth/profile/request-profile-change/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(200).json(
          await backend.requestProfileChange(
            userId,
            await readJson(request),
            authorizationOf(request),
            stepUpTokenOf(request),
          ),
        );
      }),
    ),
    http.post('/auth/profile/verify-profile-change/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(200).json(
          await backend.verifyProfileChange(userId, await readJson(request)),
        );
      }),
    ),
    http.patch('/auth/profile/notifications/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(200).json(
          await backend.updateNotificationPreferences(userId, await readJson(request)),
        );
      }),
    ),
    http.post('/auth/password-change/request-password-change/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(200).json(
          await backend.requestPasswordChange(
            userId,
            await readJson(request),
            authorizationOf(request),
            stepUpTokenOf(request),
          ),
        );
      }),
    ),
    http.post('/auth/password-change/verify-password-change/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(200).json(
          await backend.verifyPasswordChange(
            userId,
            await readJson(request),
            authorizationOf(request),
          ),
        );
      }),
    ),
    http.get('/auth/security/', ({ request, response }) =>
      respond(response, latencyMs, () =>
        response(200).json(backend.getSecuritySettings(userOf(request))),
      ),
    ),
    http.post('/auth/security/totp/setup/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(
          await backend.beginTotpSetup(
            userOf(request),
            authorizationOf(request),
            stepUpTokenOf(request),
          ),
        ),
      ),
    ),
    http.post('/auth/security/totp/enable/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(200).json(
          await backend.enableTotp(
            userId,
            await readJson(request),
            authorizationOf(request),
            stepUpTokenOf(request),
          ),
        );
      }),
    ),
    http.post('/auth/security/totp/disable/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(
          await backend.disableTotp(
            userOf(request),
            authorizationOf(request),
            stepUpTokenOf(request),
          ),
        ),
      ),
    ),
    http.post('/auth/security/backup-codes/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(
          await backend.renewBackupCodes(
            userOf(request),
            authorizationOf(request),
            stepUpTokenOf(request),
          ),
        ),
      ),
    ),
    http.patch('/auth/security/anti-phishing/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(200).json(
          await backend.setAntiPhishingPhrase(
            userId,
            await readJson(request),
            authorizationOf(request),
            stepUpTokenOf(request),
          ),
        );
      }),
    ),
    http.patch('/auth/security/idle-timeout/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(200).json(
          await backend.setIdleTimeout(
            userId,
            await readJson(request),
            authorizationOf(request),
            stepUpTokenOf(request),
          ),
        );
      }),
    ),
    http.get('/auth/passkeys/', ({ request, response }) =>
      respond(response, latencyMs, () => response(200).json(backend.listPasskeys(userOf(request)))),
    ),
    http.post('/auth/passkeys/registration-options/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(
          await backend.passkeyRegistrationOptions(
            userOf(request),
            authorizationOf(request),
            stepUpTokenOf(request),
          ),
        ),
      ),
    ),
    http.post('/auth/passkeys/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(201).json(
          await backend.addPasskey(
            userId,
            await readJson(request),
            authorizationOf(request),
            stepUpTokenOf(request),
          ),
        );
      }),
    ),
    http.delete('/auth/passkeys/{id}/', ({ request, params, response }) =>
      respond(response, latencyMs, async () => {
        await backend.removePasskey(
          userOf(request),
          String(params.id),
          authorizationOf(request),
          stepUpTokenOf(request),
        );
        return response(204).empty();
      }),
    ),
    http.get('/auth/activity/', ({ request, query, response }) =>
      respond(response, latencyMs, () =>
        response(200).json(backend.listAccountActivity(userOf(request), query.get('limit'))),
      ),
    ),
    http.post('/auth/activity/manual-refresh/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(201).json(await backend.recordManualRefresh(userOf(request))),
      ),
    ),
    http.get('/auth/sessions/', ({ request, response }) =>
      respond(response, latencyMs, () =>
        response(200).json(backend.listSessions(userOf(request), authorizationOf(request))),
      ),
    ),
    http.delete('/auth/sessions/{id}/', ({ request, params, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        await backend.revokeSession(userId, String(params.id), authorizationOf(request));
        return response(204).empty();
      }),
    ),
    http.post('/auth/sessions/revoke-others/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = userOf(request);
        return response(200).json(
          await backend.revokeOtherSessions(userId, authorizationOf(request)),
        );
      }),
    ),
  ];
}
