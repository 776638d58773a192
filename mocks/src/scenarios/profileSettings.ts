// Named Profile Settings scenarios beyond profile.ts: a change refused at its last step.
import { serverTexts } from '../backend/serverTexts';
import { defineScenario } from './defineScenario';

export const profileSettingsScenarios = [
  // The new address was taken by someone else between the request and the code (the mock checks again).
  defineScenario(
    'profileSettings.verifyChange.emailTaken',
    'verifyProfileChange',
    400,
    ({ api }) => [
      api.post('/auth/profile/verify-profile-change/', ({ response }) =>
        response(400).json({ new_email: [serverTexts.duplicateEmail] }),
      ),
    ],
  ),
] as const;
