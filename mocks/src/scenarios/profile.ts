// Named profile scenarios: spec 2 §8 profile and password-change texts, the "notification failed" answers (D1).
import { forgotPasswordMessages } from '@tp/messages';
import { serverTexts } from '../backend/serverTexts';
import { authorizationOf, readJson, respond } from '../handlers/respond';
import { expiredCode, incorrectCode, seedCodeTimes, tooManyAttempts } from './codeAnswers';
import { defineScenario } from './defineScenario';
import { fixtureProfile } from './fixtures';

const notificationFailed = {
  message: forgotPasswordMessages.codeSent,
  notification_sent: false,
  ...seedCodeTimes,
};

export const profileScenarios = [
  defineScenario(
    'profile.requestChange.notificationFailed',
    'requestProfileChange',
    200,
    ({ api, backend }) => [
      api.post('/auth/profile/request-profile-change/', ({ request, response }) =>
        backend
          ? respond(response, 0, async () => {
              const userId = backend.authenticate(authorizationOf(request));
              const answer = await backend.api.requestProfileChange(
                userId,
                await readJson(request),
              );
              return response(200).json({ ...answer, notification_sent: false });
            })
          : response(200).json(notificationFailed),
      ),
    ],
  ),
  defineScenario('profile.requestChange.duplicateEmail', 'requestProfileChange', 400, ({ api }) => [
    api.post('/auth/profile/request-profile-change/', ({ response }) =>
      response(400).json({ new_email: [serverTexts.duplicateEmail] }),
    ),
  ]),
  defineScenario('profile.requestChange.emptyError', 'requestProfileChange', 400, ({ api }) => [
    api.post('/auth/profile/request-profile-change/', ({ response }) => response(400).json({})),
  ]),
  defineScenario('profile.verifyChange.incorrect', 'verifyProfileChange', 400, ({ api }) => [
    api.post('/auth/profile/verify-profile-change/', ({ response }) =>
      response(400).json(incorrectCode),
    ),
  ]),
  defineScenario('profile.verifyChange.expired', 'verifyProfileChange', 410, ({ api }) => [
    api.post('/auth/profile/verify-profile-change/', ({ response }) =>
      response(410).json(expiredCode),
    ),
  ]),
  defineScenario('profile.verifyChange.tooMany', 'verifyProfileChange', 429, ({ api }) => [
    api.post('/auth/profile/verify-profile-change/', ({ response }) =>
      response(429).json(tooManyAttempts),
    ),
  ]),
  defineScenario('profile.verifyChange.emptyError', 'verifyProfileChange', 400, ({ api }) => [
    api.post('/auth/profile/verify-profile-change/', ({ response }) => response(400).json({})),
  ]),
  defineScenario(
    'profile.passwordChange.request.oldPasswordIncorrect',
    'requestPasswordChange',
    400,
    ({ api }) => [
      api.post('/auth/password-change/request-password-change/', ({ response }) =>
        response(400).json({ detail: serverTexts.oldPasswordIncorrect }),
      ),
    ],
  ),
  defineScenario(
    'profile.passwordChange.request.emptyError',
    'requestPasswordChange',
    400,
    ({ api }) => [
      api.post('/auth/password-change/request-password-change/', ({ response }) =>
        response(400).json({}),
      ),
    ],
  ),
  defineScenario(
    'profile.passwordChange.request.notificationFailed',
    'requestPasswordChange',
    200,
    ({ api, backend }) => [
      api.post('/auth/password-change/request-password-change/', ({ request, response }) =>
        backend
          ? respond(response, 0, async () => {
              const userId = backend.authenticate(authorizationOf(request));
              const answer = await backend.api.requestPasswordChange(
                userId,
                await readJson(request),
              );
              return response(200).json({ ...answer, notification_sent: false });
            })
          : response(200).json(notificationFailed),
      ),
    ],
  ),
  defineScenario(
    'profile.passwordChange.verify.incorrect',
    'verifyPasswordChange',
    400,
    ({ api }) => [
      api.post('/auth/password-change/verify-password-change/', ({ response }) =>
        response(400).json(incorrectCode),
      ),
    ],
  ),
  defineScenario(
    'profile.passwordChange.verify.expired',
    'verifyPasswordChange',
    410,
    ({ api }) => [
      api.post('/auth/password-change/verify-password-change/', ({ response }) =>
        response(410).json(expiredCode),
      ),
    ],
  ),
  defineScenario(
    'profile.passwordChange.verify.tooMany',
    'verifyPasswordChange',
    429,
    ({ api }) => [
      api.post('/auth/password-change/verify-password-change/', ({ response }) =>
        response(429).json(tooManyAttempts),
      ),
    ],
  ),
  defineScenario('profile.activity.empty', 'listAccountActivity', 200, ({ api }) => [
    api.get('/auth/activity/', ({ response }) => response(200).json([])),
  ]),
  defineScenario('profile.get.noOptionalFields', 'getProfile', 200, ({ api, backend }) => [
    api.get('/auth/profile/', ({ request, response }) =>
      respond(response, 0, () => {
        const profile = backend
          ? backend.api.getProfile(backend.authenticate(authorizationOf(request)))
          : fixtureProfile;
        const emptied = {
          phone_number: null,
          country: null,
          address: null,
          date_of_birth: null,
          updated_at: null,
          last_login: null,
        };
        return response(200).json({ ...profile, ...emptied });
      }),
    ),
  ]),
] as const;
