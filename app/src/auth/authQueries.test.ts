// @vitest-environment node
// The auth calls of @tp/api against the real mock server (msw/node). It lives in the app because
// @tp/api may not import @tp/mocks (the mocks depend on the api; the lint boundary forbids it).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  createApiClients,
  createMemoryStorage,
  login,
  requestPasswordReset,
  resendPasswordResetCode,
  resendSignupCode,
  resetPassword,
  signup,
  storageKeys,
  verifyPasswordResetCode,
  verifySignupCode,
  type ApiClients,
  type KeyValueStorage,
} from '@tp/api';
import { API_BASE_URL, MARKET_BASE_URL } from '@tp/mocks';
import { createMockServer } from '@tp/mocks/node';
import {
  codeCheckMessages,
  forgotPasswordMessages,
  httpErrors,
  signupMessages,
} from '@tp/messages';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.backend.reset();
});
afterAll(() => server.close());

let storage: KeyValueStorage;
function clients(): ApiClients {
  storage = createMemoryStorage();
  return createApiClients({ baseUrl: API_BASE_URL, marketBaseUrl: MARKET_BASE_URL, storage });
}

const sam = {
  first_name: 'Sam',
  last_name: 'Taylor',
  email: 'sam.taylor@example.com',
  phone_number: '+15550104477',
  password: 'Secret123!',
  verify_password: 'Secret123!',
};

async function failure(pending: Promise<unknown>): Promise<ApiError> {
  const error = await pending.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('sign-up', () => {
  it('signs up, verifies the e-mailed code, stores both tokens and the display-name profile', async () => {
    const api = clients();
    const answer = await signup(api, sam);
    expect(answer.message).toBe(forgotPasswordMessages.codeSent);
    const code = server.backend.latestCode(sam.email, 'signup');
    expect(code).toMatch(/^\d{6}$/);

    await verifySignupCode(api, { email: sam.email, otp: code! });
    expect(storage.getItem(storageKeys.authToken)).toBeTruthy();
    expect(storage.getItem(storageKeys.refreshToken)).toBeTruthy();
    expect(api.session.getSnapshot().isAuthenticated).toBe(true);
    expect(JSON.parse(storage.getItem(storageKeys.userProfile)!)).toMatchObject({
      firstName: 'Sam',
      lastName: 'Taylor',
    });
  });

  it('refuses a duplicate e-mail with a message for the field', async () => {
    const error = await failure(signup(clients(), { ...sam, email: 'alex.morgan@example.com' }));
    expect(error.status).toBe(400);
    expect(error.fieldErrors.email).toBe('A user with this email already exists.');
  });

  it('an empty error answer reads "Signup failed."', async () => {
    server.useScenario('auth.signup.emptyError');
    expect((await failure(signup(clients(), sam))).message).toBe(signupMessages.signupFailed);
  });

  it('a wrong code is refused, the session stays empty; five wrong codes answer 429', async () => {
    const api = clients();
    await signup(api, sam);
    const right = server.backend.latestCode(sam.email, 'signup')!;
    const wrong = right === '000000' ? '111111' : '000000';
    const first = await failure(verifySignupCode(api, { email: sam.email, otp: wrong }));
    expect(first.message).toBe(codeCheckMessages.incorrect);
    expect(storage.getItem(storageKeys.authToken)).toBeNull();
    for (let attempt = 2; attempt <= 4; attempt += 1)
      await failure(verifySignupCode(api, { email: sam.email, otp: wrong }));
    const last = await failure(verifySignupCode(api, { email: sam.email, otp: wrong }));
    expect(last.status).toBe(429);
    expect(last.message).toBe(httpErrors.tooManyRequests);
  });

  it('an answer without a refresh token stores nothing and says so', async () => {
    server.useScenario('auth.verify.missingRefreshToken');
    const api = clients();
    const error = await failure(verifySignupCode(api, { email: sam.email, otp: '123456' }));
    expect(error.message).toBe(signupMessages.missingRefreshToken);
    expect(storage.getItem(storageKeys.authToken)).toBeNull();
  });

  it('an answer without tokens reads "Authentication error after verification"', async () => {
    server.useScenario('auth.verify.missingTokens');
    const error = await failure(verifySignupCode(clients(), { email: sam.email, otp: '123456' }));
    expect(error.message).toBe(signupMessages.authErrorAfterVerification);
  });

  it('an empty verify error reads "OTP verification failed."', async () => {
    server.useScenario('auth.verify.emptyError');
    const error = await failure(verifySignupCode(clients(), { email: sam.email, otp: '123456' }));
    expect(error.message).toBe(signupMessages.otpVerificationFailed);
  });

  it('resend is limited to once a minute (429)', async () => {
    const api = clients();
    await signup(api, sam);
    const error = await failure(resendSignupCode(api, { email: sam.email }));
    expect(error.status).toBe(429);
    expect(error.message).toBe(httpErrors.tooManyRequests);
  });

  it('an unverified account cannot sign in: 403 email_not_verified', async () => {
    const api = clients();
    await signup(api, sam);
    const error = await failure(
      login(api, { email: sam.email, password: sam.password, rememberMe: false }),
    );
    expect(error.status).toBe(403);
    expect(error.code).toBe('email_not_verified');
  });
});

describe('forgot password', () => {
  const alex = 'alex.morgan@example.com';

  it('request, wrong code, right code, reset: the new password signs in and the old one does not', async () => {
    const api = clients();
    expect((await requestPasswordReset(api, { email: alex })).message).toBe(
      forgotPasswordMessages.codeSent,
    );
    const code = server.backend.latestCode(alex, 'forgot_password')!;
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await failure(verifyPasswordResetCode(api, { email: alex, otp: wrong }))).message).toBe(
      codeCheckMessages.incorrect,
    );
    expect((await verifyPasswordResetCode(api, { email: alex, otp: code })).message).toBe(
      forgotPasswordMessages.otpVerified,
    );
    const done = await resetPassword(api, {
      email: alex,
      otp: code,
      newPassword: 'BrandNew456!',
      confirmPassword: 'BrandNew456!',
    });
    expect(done.redirect_to_login).toBe(true);

    await expect(
      login(api, { email: alex, password: 'BrandNew456!', rememberMe: false }),
    ).resolves.toMatchObject({ username: 'alexmorgan' });
    expect(
      (
        await failure(
          login(clients(), { email: alex, password: 'DemoPass123!', rememberMe: false }),
        )
      ).status,
    ).toBe(401);
  });

  it('an empty request error reads the spec fallback', async () => {
    server.useScenario('auth.forgotPassword.request.emptyError');
    expect((await failure(requestPasswordReset(clients(), { email: alex }))).message).toBe(
      forgotPasswordMessages.requestFailed,
    );
  });

  it('resend within a minute answers 429', async () => {
    const api = clients();
    await requestPasswordReset(api, { email: alex });
    const error = await failure(resendPasswordResetCode(api, { email: alex }));
    expect(error.status).toBe(429);
  });

  it('too many tries carry the redirect-to-login flag', async () => {
    server.useScenario('auth.forgotPassword.verify.tooMany');
    const error = await failure(verifyPasswordResetCode(clients(), { email: alex, otp: '123456' }));
    expect(error.redirectToLogin).toBe(true);
    expect(error.message).toBe(httpErrors.tooManyRequests);
  });
});
