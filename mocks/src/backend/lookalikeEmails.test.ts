// Issue 11 §8: an address that looks like a user's must not become a second account or a transfer's recipient.
import { describe, expect, it } from 'vitest';
import { alex, createTestBackend, refusal, signIn } from '../test/backendFixtures';
import type { MockBackend } from './MockBackend';
import { serverTexts } from './serverTexts';

function signupBody(email: string) {
  return {
    first_name: 'Look',
    last_name: 'Alike',
    email,
    phone_number: '+14155550123',
    password: 'LookAlike123!',
    verify_password: 'LookAlike123!',
  };
}

const nfcAccented = 'jos\u00e9@example.com';
const nfdAccented = 'jose\u0301@example.com';

/** [what differs, the address signed up first, a variant that reads the same]. */
const lookalikes: [string, string, string][] = [
  ['upper-case domain', 'alice@example.com', 'alice@EXAMPLE.com'],
  ['surrounding spaces', 'alice@example.com', '  alice@example.com  '],
  ['decomposed accent (NFD)', nfcAccented, nfdAccented],
  ['precomposed accent (NFC)', nfdAccented, nfcAccented],
  ['zero-width space', 'alice@example.com', 'ali\u200Bce@example.com'],
  ['soft hyphen', 'alice@example.com', 'ali\u00ADce@example.com'],
  ['left-to-right mark at the end', 'alice@example.com', 'alice@example.com\u200E'],
  ['right-to-left override', 'alice@example.com', '\u202Ealice@example.com'],
  ['byte order mark', 'alice@example.com', '\uFEFFalice@example.com'],
];

const userCount = (backend: MockBackend) => backend.toJSON().users.length;

describe('look-alike e-mail addresses (issue 11 §8)', () => {
  it.each(lookalikes)('%s: a second sign-up is refused', async (_, original, variant) => {
    const { backend } = createTestBackend();
    await backend.signup(signupBody(original));
    const before = userCount(backend);
    const error = await refusal(backend.signup(signupBody(variant)));
    expect(error.status).toBe(400);
    expect(Object.keys(error.body)).toEqual(['email']);
    expect(userCount(backend)).toBe(before);
  });

  it.each(lookalikes)(
    '%s: a transfer reaches the first account or is refused, never another',
    async (_, original, variant) => {
      const { backend } = createTestBackend();
      await backend.signup(signupBody(original));
      const ownerId = backend.userIdByEmail(original);
      await backend.signup(signupBody(variant)).catch(() => undefined);
      const { userId } = await signIn(backend, alex);
      let transferId: number;
      try {
        const created = await backend.createWithdrawal(
          userId,
          { amount: 10, withdrawal_method: 'Transfer', recipient_email: variant },
          'lookalike-transfer-0001',
        );
        transferId = created.id;
      } catch (error) {
        expect(error).toMatchObject({ status: 400 });
        return;
      }
      const stored = backend
        .toJSON()
        .withdrawals.find((withdrawal) => withdrawal.id === transferId);
      expect(stored?.recipientId).toBe(ownerId);
    },
  );

  it('refuses invisible and bidi characters at every door that takes an e-mail, per field', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const hidden = '\u202Eali\u200Bce@example.com';
    const refused = (field: string) => ({
      status: 400,
      body: { [field]: [serverTexts.emailHiddenCharacters] },
    });
    const doors: [string, () => Promise<unknown>][] = [
      ['email', () => backend.signup(signupBody(hidden))],
      ['email', () => backend.login({ email: hidden, password: alex.password })],
      ['email', () => backend.requestForgotPassword({ email: hidden })],
      ['email', () => backend.resendForgotPasswordOtp({ email: hidden })],
      ['email', () => backend.resendSignupOtp({ email: hidden })],
      ['new_email', () => backend.requestProfileChange(userId, { new_email: hidden })],
      [
        'recipient_email',
        () =>
          backend.createWithdrawal(
            userId,
            { amount: 10, withdrawal_method: 'Transfer', recipient_email: hidden },
            'hidden-recipient-0001',
          ),
      ],
    ];
    for (const [field, call] of doors) {
      const error = await refusal(call);
      expect({ status: error.status, body: error.body }).toEqual(refused(field));
    }
  });
});
