// Named auth scenarios: every login, session, sign-up and forgot-password message of spec 1 §8.
import { loginServerDetails } from '@tp/messages';
import { HttpResponse } from 'msw';
import { scenarioTexts, serverTexts } from '../backend/serverTexts';
import {
  expiredCode,
  incorrectCode,
  resendCooldown,
  resendCooldownInit,
  seedCodeTimes,
  tooManyAttempts,
} from './codeAnswers';
import { defineScenario } from './defineScenario';

const incorrect = incorrectCode;
const expired = expiredCode;
const tooMany = tooManyAttempts;
const cooldown = resendCooldown;
const cooldownHeaders = resendCooldownInit;

export const authScenarios = [
  // Login (spec 1 §8, D8)
  defineScenario('auth.login.unknownEmail', 'login', 401, ({ api }) => [
    api.post('/auth/login/', ({ response }) =>
      response(401).json({ detail: loginServerDetails.noActiveAccount }),
    ),
  ]),
  defineScenario('auth.login.invalidPassword', 'login', 401, ({ api }) => [
    api.post('/auth/login/', ({ response }) =>
      response(401).json({ detail: loginServerDetails.invalidPassword }),
    ),
  ]),
  defineScenario('auth.login.otherDetail', 'login', 401, ({ api }) => [
    api.post('/auth/login/', ({ response }) =>
      response(401).json({ detail: scenarioTexts.accountDisabled }),
    ),
  ]),
  defineScenario(
    'auth.login.noDetail',
    'login',
    401,
    ({ api }) => [
      api.post('/auth/login/', ({ response }) =>
        response.untyped(HttpResponse.json({}, { status: 401 })),
      ),
    ],
    'AuthError requires detail; an empty 401 exercises the "Authentication failed" fallback',
  ),
  defineScenario('auth.login.nonFieldErrors', 'login', 400, ({ api }) => [
    api.post('/auth/login/', ({ response }) =>
      response(400).json({
        non_field_errors: [scenarioTexts.unableToLogIn, scenarioTexts.accountLocked],
      }),
    ),
  ]),
  defineScenario('auth.login.detail400', 'login', 400, ({ api }) => [
    api.post('/auth/login/', ({ response }) =>
      response(400).json({ detail: scenarioTexts.loginUnavailable }),
    ),
  ]),
  defineScenario('auth.login.message400', 'login', 400, ({ api }) => [
    api.post('/auth/login/', ({ response }) =>
      response(400).json({ message: scenarioTexts.loginMessage }),
    ),
  ]),
  defineScenario('auth.login.fieldErrors', 'login', 400, ({ api }) => [
    api.post('/auth/login/', ({ response }) =>
      response(400).json({
        email: [serverTexts.invalidEmail],
        password: [serverTexts.fieldBlank, scenarioTexts.passwordTooShort],
      }),
    ),
  ]),
  defineScenario('auth.login.emptyError', 'login', 400, ({ api }) => [
    api.post('/auth/login/', ({ response }) => response(400).json({})),
  ]),
  defineScenario('auth.login.unverified', 'login', 403, ({ api }) => [
    api.post('/auth/login/', ({ response }) =>
      response(403).json({
        detail: serverTexts.emailNotVerified,
        code: 'email_not_verified',
        ...seedCodeTimes,
      }),
    ),
  ]),

  // Session
  defineScenario('auth.refresh.fails', 'refreshToken', 401, ({ api }) => [
    api.post('/auth/token/refresh/', ({ response }) =>
      response(401).json({ detail: serverTexts.refreshInvalid, code: 'token_not_valid' }),
    ),
  ]),
  defineScenario('auth.logout.fails', 'logout', 400, ({ api }) => [
    api.post('/auth/logout/', ({ response }) =>
      response(400).json({ detail: serverTexts.refreshInvalid }),
    ),
  ]),

  // Sign-up and its code
  defineScenario('auth.signup.duplicateEmail', 'signup', 400, ({ api }) => [
    api.post('/auth/signup/', ({ response }) =>
      response(400).json({ email: [serverTexts.duplicateEmail] }),
    ),
  ]),
  defineScenario('auth.signup.fieldErrors', 'signup', 400, ({ api }) => [
    api.post('/auth/signup/', ({ response }) =>
      response(400).json({
        first_name: [serverTexts.fieldBlank],
        phone_number: [scenarioTexts.phoneInvalid],
        password: [scenarioTexts.passwordTooCommon],
      }),
    ),
  ]),
  defineScenario('auth.signup.emptyError', 'signup', 400, ({ api }) => [
    api.post('/auth/signup/', ({ response }) => response(400).json({})),
  ]),
  defineScenario('auth.verify.incorrect', 'verifySignupOtp', 400, ({ api }) => [
    api.post('/auth/signup/verify-otp/', ({ response }) => response(400).json(incorrect)),
  ]),
  defineScenario('auth.verify.expired', 'verifySignupOtp', 410, ({ api }) => [
    api.post('/auth/signup/verify-otp/', ({ response }) => response(410).json(expired)),
  ]),
  defineScenario('auth.verify.tooMany', 'verifySignupOtp', 429, ({ api }) => [
    api.post('/auth/signup/verify-otp/', ({ response }) => response(429).json(tooMany)),
  ]),
  defineScenario('auth.verify.emptyError', 'verifySignupOtp', 400, ({ api }) => [
    api.post('/auth/signup/verify-otp/', ({ response }) => response(400).json({})),
  ]),
  defineScenario(
    'auth.verify.missingRefreshToken',
    'verifySignupOtp',
    200,
    ({ api }) => [
      api.post('/auth/signup/verify-otp/', ({ response }) =>
        response.untyped(
          HttpResponse.json({
            message: serverTexts.emailVerified,
            access_token: 'mock-access-token',
            username: 'samtaylor',
          }),
        ),
      ),
    ],
    'VerifySignupOtpResponse requires refresh_token; its absence exercises "Authentication error: missing refresh token"',
  ),
  defineScenario(
    'auth.verify.missingTokens',
    'verifySignupOtp',
    200,
    ({ api }) => [
      api.post('/auth/signup/verify-otp/', ({ response }) =>
        response.untyped(HttpResponse.json({ message: serverTexts.emailVerified })),
      ),
    ],
    'VerifySignupOtpResponse requires the tokens; their absence exercises "Authentication error after verification"',
  ),
  defineScenario('auth.resend.emptyError', 'resendSignupOtp', 400, ({ api }) => [
    api.post('/auth/signup/resend-otp/', ({ response }) => response(400).json({})),
  ]),
  defineScenario('auth.resend.cooldown', 'resendSignupOtp', 429, ({ api }) => [
    api.post('/auth/signup/resend-otp/', ({ response }) =>
      response(429).json(cooldown, cooldownHeaders),
    ),
  ]),

  // Forgot password
  defineScenario(
    'auth.forgotPassword.request.emptyError',
    'requestForgotPassword',
    400,
    ({ api }) => [
      api.post('/auth/forgot-password/request-forgot-password/', ({ response }) =>
        response(400).json({}),
      ),
    ],
  ),
  defineScenario(
    'auth.forgotPassword.verify.incorrect',
    'verifyForgotPasswordOtp',
    400,
    ({ api }) => [
      api.post('/auth/forgot-password/verify-otp/', ({ response }) =>
        response(400).json(incorrect),
      ),
    ],
  ),
  defineScenario(
    'auth.forgotPassword.verify.expired',
    'verifyForgotPasswordOtp',
    410,
    ({ api }) => [
      api.post('/auth/forgot-password/verify-otp/', ({ response }) => response(410).json(expired)),
    ],
  ),
  defineScenario(
    'auth.forgotPassword.verify.tooMany',
    'verifyForgotPasswordOtp',
    429,
    ({ api }) => [
      api.post('/auth/forgot-password/verify-otp/', ({ response }) =>
        response(429).json({ ...tooMany, redirect_to_login: true }),
      ),
    ],
  ),
  defineScenario(
    'auth.forgotPassword.verify.redirectToLogin',
    'verifyForgotPasswordOtp',
    400,
    ({ api }) => [
      api.post('/auth/forgot-password/verify-otp/', ({ response }) =>
        response(400).json({ ...incorrect, redirect_to_login: true }),
      ),
    ],
  ),
  defineScenario(
    'auth.forgotPassword.resend.cooldown',
    'resendForgotPasswordOtp',
    429,
    ({ api }) => [
      api.post('/auth/forgot-password/resend-otp/', ({ response }) =>
        response(429).json(cooldown, cooldownHeaders),
      ),
    ],
  ),
  defineScenario(
    'auth.forgotPassword.verify.emptyError',
    'verifyForgotPasswordOtp',
    400,
    ({ api }) => [
      api.post('/auth/forgot-password/verify-otp/', ({ response }) => response(400).json({})),
    ],
  ),
  defineScenario(
    'auth.forgotPassword.resend.emptyError',
    'resendForgotPasswordOtp',
    400,
    ({ api }) => [
      api.post('/auth/forgot-password/resend-otp/', ({ response }) => response(400).json({})),
    ],
  ),
  defineScenario('auth.forgotPassword.reset.expired', 'resetPassword', 410, ({ api }) => [
    api.post('/auth/forgot-password/reset-password/', ({ response }) =>
      response(410).json({ ...expired, redirect_to_login: true }),
    ),
  ]),
] as const;
