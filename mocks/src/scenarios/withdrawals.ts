// Named withdrawal and transfer scenarios: spec 2 §5 and §8 texts and the D1 code checks.
import { forgotPasswordMessages, transferValidation, withdrawalValidation } from '@tp/messages';
import { serverTexts } from '../backend/serverTexts';
import { authorizationOf, idempotencyKeyOf, pathId, readJson, respond } from '../handlers/respond';
import {
  expiredCode,
  incorrectCode,
  resendCooldown,
  resendCooldownInit,
  seedCodeTimes,
  tooManyAttempts,
} from './codeAnswers';
import { defineScenario } from './defineScenario';
import { fixturePendingWithdrawal } from './fixtures';

/** A refusal that names no field, as a server might send while withdrawals are suspended. */
export const withdrawalsPaused = 'Withdrawals are temporarily paused. Please try again later.';

export const withdrawalScenarios = [
  defineScenario('withdrawals.list.empty', 'listWithdrawals', 200, ({ api }) => [
    api.get('/api/withdrawals/', ({ response }) => response(200).json([])),
  ]),
  defineScenario(
    'withdrawals.create.notificationFailed',
    'createWithdrawal',
    201,
    ({ api, backend }) => [
      api.post('/api/withdrawals/', ({ request, response }) =>
        backend
          ? respond(response, 0, async () => {
              const userId = backend.authenticate(authorizationOf(request));
              const answer = await backend.api.createWithdrawal(
                userId,
                await readJson(request),
                idempotencyKeyOf(request),
              );
              return response(201).json({ ...answer, notification_sent: false });
            })
          : response(201).json({
              ...fixturePendingWithdrawal,
              notification_sent: false,
              ...seedCodeTimes,
            }),
      ),
    ],
  ),
  defineScenario('withdrawals.create.insufficientBalance', 'createWithdrawal', 400, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) =>
      response(400).json({ amount: [withdrawalValidation.insufficientBalance] }),
    ),
  ]),
  defineScenario('withdrawals.create.belowMinimum', 'createWithdrawal', 400, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) =>
      response(400).json({ amount: [withdrawalValidation.belowMinimum(5)] }),
    ),
  ]),
  defineScenario('withdrawals.create.aboveMaximum', 'createWithdrawal', 400, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) =>
      response(400).json({ amount: [withdrawalValidation.aboveMaximum(200000)] }),
    ),
  ]),
  defineScenario('withdrawals.create.invalidAmount', 'createWithdrawal', 400, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) =>
      response(400).json({ amount: [withdrawalValidation.invalidAmount] }),
    ),
  ]),
  defineScenario('withdrawals.create.bankAboveMaximum', 'createWithdrawal', 400, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) =>
      response(400).json({ amount: [withdrawalValidation.aboveMaximum(250000)] }),
    ),
  ]),
  defineScenario('withdrawals.create.methodRequired', 'createWithdrawal', 400, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) =>
      response(400).json({ withdrawal_method: [withdrawalValidation.methodRequired] }),
    ),
  ]),
  defineScenario('withdrawals.create.bankAccountRequired', 'createWithdrawal', 400, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) =>
      response(400).json({ bank_account: [withdrawalValidation.bankAccountRequired] }),
    ),
  ]),
  defineScenario('withdrawals.create.cryptoDetailsRequired', 'createWithdrawal', 400, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) =>
      response(400).json({ wallet_address: [withdrawalValidation.cryptoDetailsRequired] }),
    ),
  ]),
  defineScenario('withdrawals.create.detail400', 'createWithdrawal', 400, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) =>
      response(400).json({ detail: withdrawalsPaused }),
    ),
  ]),
  defineScenario('withdrawals.create.emptyError', 'createWithdrawal', 400, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) => response(400).json({})),
  ]),
  defineScenario(
    'withdrawals.create.transferInsufficientBalance',
    'createWithdrawal',
    400,
    ({ api }) => [
      api.post('/api/withdrawals/', ({ response }) =>
        response(400).json({ amount: [transferValidation.insufficientBalance] }),
      ),
    ],
  ),
  defineScenario('withdrawals.create.unknownRecipient', 'createWithdrawal', 400, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) =>
      response(400).json({ recipient_email: [serverTexts.noUserWithEmail] }),
    ),
  ]),
  defineScenario('withdrawals.create.selfTransfer', 'createWithdrawal', 400, ({ api }) => [
    api.post('/api/withdrawals/', ({ response }) =>
      response(400).json({ recipient_email: [serverTexts.selfTransfer] }),
    ),
  ]),
  defineScenario('withdrawals.verify.incorrect', 'verifyWithdrawal', 400, ({ api }) => [
    api.post('/api/withdrawals/{id}/verify/', ({ response }) => response(400).json(incorrectCode)),
  ]),
  defineScenario('withdrawals.verify.expired', 'verifyWithdrawal', 410, ({ api }) => [
    api.post('/api/withdrawals/{id}/verify/', ({ response }) => response(410).json(expiredCode)),
  ]),
  defineScenario('withdrawals.verify.tooMany', 'verifyWithdrawal', 429, ({ api }) => [
    api.post('/api/withdrawals/{id}/verify/', ({ response }) =>
      response(429).json(tooManyAttempts),
    ),
  ]),
  defineScenario('withdrawals.verify.notFound', 'verifyWithdrawal', 404, ({ api }) => [
    api.post('/api/withdrawals/{id}/verify/', ({ response }) =>
      response(404).json({ detail: serverTexts.notFound }),
    ),
  ]),
  defineScenario('withdrawals.resend.cooldown', 'resendWithdrawalOtp', 429, ({ api }) => [
    api.post('/api/withdrawals/{id}/resend-otp/', ({ response }) =>
      response(429).json(resendCooldown, resendCooldownInit),
    ),
  ]),
  defineScenario(
    'withdrawals.resend.notificationFailed',
    'resendWithdrawalOtp',
    200,
    ({ api, backend }) => [
      api.post('/api/withdrawals/{id}/resend-otp/', ({ request, params, response }) =>
        backend
          ? respond(response, 0, async () => {
              const answer = await backend.api.resendWithdrawalOtp(
                backend.authenticate(authorizationOf(request)),
                pathId(params.id),
              );
              return response(200).json({ ...answer, notification_sent: false });
            })
          : response(200).json({
              message: forgotPasswordMessages.newCodeSent,
              notification_sent: false,
              ...seedCodeTimes,
            }),
      ),
    ],
  ),
] as const;
