// Profile, two-step profile and password changes, notification preferences, activity log.
import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import { createApiHttp } from './apiHttp';
import type { HandlerOptions } from './handlerOptions';
import { authorizationOf, readJson, respond } from './respond';

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
          await backend.requestProfileChange(userId, await readJson(request)),
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
          await backend.requestPasswordChange(userId, await readJson(request)),
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
    http.get('/auth/activity/', ({ request, query, response }) =>
      respond(response, latencyMs, () =>
        response(200).json(backend.listAccountActivity(userOf(request), query.get('limit'))),
      ),
    ),
  ];
}
