// Sign-in, sign-up, e-mail codes, password reset and token refresh (contract "Auth").
import type { HttpHandler } from 'msw';
import type { MockBackend } from '../backend/MockBackend';
import { createApiHttp } from './apiHttp';
import type { HandlerOptions } from './handlerOptions';
import { authorizationOf, clientOf, readJson, respond } from './respond';

export function authHandlers(backend: MockBackend, options: HandlerOptions): HttpHandler[] {
  const http = createApiHttp(options.apiBaseUrl);
  const { latencyMs } = options;
  return [
    http.post('/auth/login/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(await backend.login(await readJson(request), clientOf(request))),
      ),
    ),
    http.post('/auth/logout/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = backend.authenticate(authorizationOf(request));
        return response(200).json(await backend.logout(userId, await readJson(request)));
      }),
    ),
    http.post('/auth/signup/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(201).json(await backend.signup(await readJson(request))),
      ),
    ),
    http.post('/auth/signup/verify-otp/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(
          await backend.verifySignupOtp(await readJson(request), clientOf(request)),
        ),
      ),
    ),
    http.post('/auth/signup/resend-otp/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(await backend.resendSignupOtp(await readJson(request))),
      ),
    ),
    http.post('/auth/forgot-password/request-forgot-password/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(await backend.requestForgotPassword(await readJson(request))),
      ),
    ),
    http.post('/auth/forgot-password/verify-otp/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(await backend.verifyForgotPasswordOtp(await readJson(request))),
      ),
    ),
    http.post('/auth/forgot-password/resend-otp/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(await backend.resendForgotPasswordOtp(await readJson(request))),
      ),
    ),
    http.post('/auth/forgot-password/reset-password/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(await backend.resetPassword(await readJson(request))),
      ),
    ),
    http.post('/auth/login/second-factor/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(
          await backend.loginSecondFactor(await readJson(request), clientOf(request)),
        ),
      ),
    ),
    http.post('/auth/step-up/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = backend.authenticate(authorizationOf(request));
        return response(200).json(
          await backend.stepUp(userId, await readJson(request), authorizationOf(request)),
        );
      }),
    ),
    http.post('/auth/login/passkey-options/', ({ response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(await backend.passkeyLoginOptions()),
      ),
    ),
    http.post('/auth/login/passkey/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(
          await backend.loginWithPasskey(await readJson(request), clientOf(request)),
        ),
      ),
    ),
    http.post('/auth/step-up/passkey-options/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = backend.authenticate(authorizationOf(request));
        return response(200).json(
          await backend.stepUpPasskeyOptions(userId, authorizationOf(request)),
        );
      }),
    ),
    http.post('/auth/step-up/passkey/', ({ request, response }) =>
      respond(response, latencyMs, async () => {
        const userId = backend.authenticate(authorizationOf(request));
        return response(200).json(
          await backend.stepUpWithPasskey(
            userId,
            await readJson(request),
            authorizationOf(request),
          ),
        );
      }),
    ),
    http.post('/auth/this-wasnt-me/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(await backend.followDisownLink(await readJson(request))),
      ),
    ),
    http.post('/auth/token/refresh/', ({ request, response }) =>
      respond(response, latencyMs, async () =>
        response(200).json(await backend.refreshToken(await readJson(request))),
      ),
    ),
  ];
}
