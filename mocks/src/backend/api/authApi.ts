// Sign-in, sign-up, e-mail codes, password reset, token refresh and step-up (contract "Auth").
import * as auth from '../auth';
import { followDisownLink } from '../disownLinks';
import type { ClientInfo } from '../sessions';
import { stepUp, stepUpPasskeyOptions, stepUpWithPasskey } from '../stepUp';
import { accessTokenFamily } from '../tokens';
import { getUser } from '../users';
import { nothing, writes } from './entry';

export const authApi = {
  login: writes(200, (backend, body: unknown, client?: ClientInfo) =>
    auth.login(backend, body, client),
  ).from(async (r) => [await r.json(), r.client]),
  logout: writes(200, (backend, userId: number, body: unknown) =>
    auth.logout(backend, getUser(backend, userId), body),
  ).from(async (r) => [r.userId, await r.json()]),
  signup: writes(201, (backend, body: unknown) => auth.signup(backend, body)).from(async (r) => [
    await r.json(),
  ]),
  verifySignupOtp: writes(200, (backend, body: unknown, client?: ClientInfo) =>
    auth.verifySignupOtp(backend, body, client),
  ).from(async (r) => [await r.json(), r.client]),
  resendSignupOtp: writes(200, (backend, body: unknown) =>
    auth.resendSignupOtp(backend, body),
  ).from(async (r) => [await r.json()]),
  requestForgotPassword: writes(200, (backend, body: unknown) =>
    auth.requestForgotPassword(backend, body),
  ).from(async (r) => [await r.json()]),
  verifyForgotPasswordOtp: writes(200, (backend, body: unknown) =>
    auth.verifyForgotPasswordOtp(backend, body),
  ).from(async (r) => [await r.json()]),
  resendForgotPasswordOtp: writes(200, (backend, body: unknown) =>
    auth.resendForgotPasswordOtp(backend, body),
  ).from(async (r) => [await r.json()]),
  resetPassword: writes(200, (backend, body: unknown) => auth.resetPassword(backend, body)).from(
    async (r) => [await r.json()],
  ),
  loginSecondFactor: writes(200, (backend, body: unknown, client?: ClientInfo) =>
    auth.loginSecondFactor(backend, body, client),
  ).from(async (r) => [await r.json(), r.client]),
  passkeyLoginOptions: writes(200, (backend) =>
    auth.passkeyLoginOptions(backend, backend.webAuthnSite),
  ).from(nothing),
  loginWithPasskey: writes(200, (backend, body: unknown, client?: ClientInfo) =>
    auth.loginWithPasskey(backend, backend.webAuthnSite, body, client),
  ).from(async (r) => [await r.json(), r.client]),
  followDisownLink: writes(200, (backend, body: unknown) => followDisownLink(backend, body)).from(
    async (r) => [await r.json()],
  ),
  refreshToken: writes(200, (backend, body: unknown) => auth.refreshToken(backend, body)).from(
    async (r) => [await r.json()],
  ),
  stepUp: writes(
    200,
    (backend, userId: number, body: unknown, authorization: string | null = null) =>
      stepUp(backend, getUser(backend, userId), accessTokenFamily(backend, authorization), body),
  ).from(async (r) => [r.userId, await r.json(), r.authorization]),
  stepUpPasskeyOptions: writes(
    200,
    (backend, userId: number, authorization: string | null = null) =>
      stepUpPasskeyOptions(
        backend,
        getUser(backend, userId),
        accessTokenFamily(backend, authorization),
        backend.webAuthnSite,
      ),
  ).from(async (r) => [r.userId, r.authorization]),
  stepUpWithPasskey: writes(
    200,
    (backend, userId: number, body: unknown, authorization: string | null = null) =>
      stepUpWithPasskey(
        backend,
        getUser(backend, userId),
        accessTokenFamily(backend, authorization),
        backend.webAuthnSite,
        body,
      ),
  ).from(async (r) => [r.userId, await r.json(), r.authorization]),
};
