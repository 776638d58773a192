// Issue 11 §8: an address that looks like a user's must not become a second account or a transfer's recipient.
// Issue 24 (D16): addresses are folded (NFKC) and refused when mixed-script or confusable (Unicode TR39).
import { emailAddressMessages } from '@tp/messages';
import { describe, expect, it } from 'vitest';
import {
  alex,
  createTestBackend,
  jamie,
  refusal,
  signIn,
  steppedUp,
} from '../test/backendFixtures';
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
  ['full-width letter (NFKC)', 'alice@example.com', '\uFF41lice@example.com'],
  ['full-width @ (NFKC)', 'alice@example.com', 'alice\uFF20example.com'],
  ['ligature (NFKC)', 'finn@example.com', '\uFB01nn@example.com'],
  ['Cyrillic а in the domain (mixed script)', 'alice@example.com', 'alice@ex\u0430mple.com'],
  ['Greek ο in the local part (mixed script)', 'bob@example.com', 'b\u03BFb@example.com'],
  ['rn for m (TR39 skeleton)', 'sam@example.com', 'sarn@example.com'],
  ['digit 1 for l (TR39 skeleton)', 'alice@example.com', 'a1ice@example.com'],
  // Issue 40: confusables.txt maps 0 to a capital O, so skeletons compare case-folded on both sides.
  [
    'digit 0 for o (TR39 skeleton, case-folded)',
    'bob.morgan@example.com',
    'bob.m0rgan@example.com',
  ],
  // Issue 40: what `<input type=email>` sends for a Cyrillic а in the domain: its IDNA A-label (punycode).
  ['Cyrillic а as an IDNA A-label (punycode)', 'alice@example.com', 'alice@xn--exmple-4nf.com'],
  ['the A-label in capitals', 'alice@example.com', 'alice@XN--EXMPLE-4NF.COM'],
];

const userCount = (backend: MockBackend) => backend.toJSON().users.length;

describe('look-alike e-mail addresses (issue 11 §8)', () => {
  it.each(lookalikes)('%s: a second sign-up is refused', async (_, original, variant) => {
    const { backend } = createTestBackend();
    await backend.api.signup(signupBody(original));
    const before = userCount(backend);
    const error = await refusal(backend.api.signup(signupBody(variant)));
    expect(error.status).toBe(400);
    expect(Object.keys(error.body)).toEqual(['email']);
    expect(userCount(backend)).toBe(before);
  });

  it.each(lookalikes)(
    '%s: a transfer reaches the first account or is refused, never another',
    async (_, original, variant) => {
      const { backend } = createTestBackend();
      await backend.api.signup(signupBody(original));
      const ownerId = backend.userIdByEmail(original);
      await backend.api.signup(signupBody(variant)).catch(() => undefined);
      const { userId } = await signIn(backend, alex);
      let transferId: number;
      try {
        const created = await backend.api.createWithdrawal(
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
      ['email', () => backend.api.signup(signupBody(hidden))],
      ['email', () => backend.api.login({ email: hidden, password: alex.password })],
      ['email', () => backend.api.requestForgotPassword({ email: hidden })],
      ['email', () => backend.api.resendForgotPasswordOtp({ email: hidden })],
      ['email', () => backend.api.resendSignupOtp({ email: hidden })],
      ['new_email', () => backend.api.requestProfileChange(userId, { new_email: hidden })],
      [
        'recipient_email',
        () =>
          backend.api.createWithdrawal(
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

/** Alex's address with a Cyrillic а (U+0430) for the domain's a. */
const cyrillicA = 'alex.morgan@ex\u0430mple.com';
/** Alex's address with a full-width ａ (U+FF41) first: the same address once folded. */
const fullWidthA = '\uFF41lex.morgan@example.com';
/** Alex's address with a Greek ο (U+03BF) for the o of morgan. */
const greekO = 'alex.m\u03BFrgan@example.com';
/** Latin only, but `rn` reads as `m`: the same TR39 skeleton as Alex's. */
const rnForM = 'alex.rnorgan@example.com';
/** A zero for the o of morgan: confusables.txt maps it to a capital O (issue 40). */
const zeroForO = 'alex.m0rgan@example.com';
/** `cyrillicA` as `<input type=email>` hands it over: the domain's IDNA A-label (issue 40). */
const punycodeA = 'alex.morgan@xn--exmple-4nf.com';
/** Every form of the attack on Alex's address that must be refused. */
const attacksOnAlex = [cyrillicA, greekO, rnForM, zeroForO, punycodeA];

const lookalikeRefusal = (field: string) => ({
  status: 400,
  body: { [field]: [emailAddressMessages.lookalike] },
});

async function refusedWith(call: Promise<unknown>) {
  const error = await refusal(call);
  return { status: error.status, body: error.body };
}

/** Alex's account keeps another address, as one made before D16 could have had. */
function withLegacyAddress(backend: MockBackend, userId: number, email: string) {
  const snapshot = backend.toJSON();
  const user = snapshot.users.find((candidate) => candidate.id === userId);
  if (!user) throw new Error('no such user');
  user.email = email;
  backend.restore(snapshot);
}

/** Legitimate addresses in one script (or Latin with Han and kana, TR39's highly restrictive level). */
const singleScript: [string, string][] = [
  [
    'Cyrillic on a Cyrillic IDN domain',
    '\u0438\u0432\u0430\u043D.\u043F\u0435\u0442\u0440\u043E\u0432@\u043F\u0440\u0438\u043C\u0435\u0440.\u0440\u0444',
  ],
  [
    'Greek on a Greek IDN domain',
    '\u03B1\u03BB\u03AD\u03BE\u03B7\u03C2@\u03C0\u03B1\u03C1\u03AC\u03B4\u03B5\u03B9\u03B3\u03BC\u03B1.\u03B5\u03BB',
  ],
  ['a Cyrillic local part at a Latin domain', '\u043C\u0430\u0440\u0438\u044F@example.com'],
  ['Japanese with Latin', '\u7530\u4E2D.taro@example.jp'],
  ['Latin with accents and digits', 'jos\u00E9.o2@ex-ample.com'],
];

describe('folded, single-script, not confusable (D16, Unicode TR39)', () => {
  it('refuses a sign-up with an address that mixes scripts or looks like an account', async () => {
    const { backend } = createTestBackend();
    const before = userCount(backend);
    for (const email of attacksOnAlex) {
      expect(await refusedWith(backend.api.signup(signupBody(email)))).toEqual(
        lookalikeRefusal('email'),
      );
    }
    expect(userCount(backend)).toBe(before);
  });

  it("folds a full-width address into Alex's: the sign-up is refused as taken", async () => {
    const { backend } = createTestBackend();
    expect(await refusedWith(backend.api.signup(signupBody(fullWidthA)))).toEqual({
      status: 400,
      body: { email: [serverTexts.duplicateEmail] },
    });
    expect(backend.userIdByEmail(fullWidthA)).toBe(backend.userIdByEmail(alex.email));
  });

  it('refuses the same addresses as a new e-mail, before any step-up or code', async () => {
    const { backend } = createTestBackend();
    const session = await signIn(backend, jamie);
    const sentBefore = backend.outbox().length;
    const change = (email: string) =>
      refusedWith(
        backend.api.requestProfileChange(
          session.userId,
          { new_email: email },
          session.authorization,
        ),
      );
    for (const email of attacksOnAlex)
      expect(await change(email)).toEqual(lookalikeRefusal('new_email'));
    expect(await change(fullWidthA)).toEqual({
      status: 400,
      body: { new_email: [serverTexts.duplicateEmail] },
    });
    expect(backend.outbox()).toHaveLength(sentBefore);
    expect(backend.api.getProfile(session.userId).email).toBe(jamie.email);
  });

  it('refuses a confirmed e-mail change when an account like the new address appeared meanwhile', async () => {
    const { backend } = createTestBackend();
    const session = await signIn(backend, jamie);
    const proof = await steppedUp(backend, session, { password: jamie.password });
    await backend.api.requestProfileChange(
      session.userId,
      { new_email: 'sam.taylor@example.com' },
      session.authorization,
      proof,
    );
    await backend.api.signup(signupBody('sarn.taylor@example.com'));
    const otp = backend.latestCode('sam.taylor@example.com', 'profile_change') ?? '';
    expect(await refusedWith(backend.api.verifyProfileChange(session.userId, { otp }))).toEqual(
      lookalikeRefusal('new_email'),
    );
    expect(backend.api.getProfile(session.userId).email).toBe(jamie.email);
  });

  it('refuses a transfer to an address that mixes scripts or looks like an account', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, jamie);
    const before = backend.api.listWithdrawals(userId).length;
    for (const [index, email] of attacksOnAlex.entries()) {
      const transfer = backend.api.createWithdrawal(
        userId,
        { amount: 10, withdrawal_method: 'Transfer', recipient_email: email },
        `lookalike-recipient-000${index}`,
      );
      expect(await refusedWith(transfer)).toEqual(lookalikeRefusal('recipient_email'));
    }
    expect(backend.api.listWithdrawals(userId)).toHaveLength(before);
  });

  it("sends a transfer to a full-width address to Alex, and answers Alex's address as the server has it", async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, jamie);
    const created = await backend.api.createWithdrawal(
      userId,
      { amount: 10, withdrawal_method: 'Transfer', recipient_email: fullWidthA },
      'full-width-recipient-0001',
    );
    expect(created.recipient_email).toBe(alex.email);
    const stored = backend.toJSON().withdrawals.find((withdrawal) => withdrawal.id === created.id);
    expect(stored?.recipientId).toBe(backend.userIdByEmail(alex.email));
  });

  it('sends no transfer to an account made before D16 with a look-alike address', async () => {
    const { backend } = createTestBackend();
    await backend.api.signup(signupBody('sam.taylor@example.com'));
    const impostor = backend.userIdByEmail('sam.taylor@example.com') ?? 0;
    const { userId } = await signIn(backend, jamie);
    const before = backend.api.listWithdrawals(userId).length;
    const transferTo = (email: string, key: string) =>
      refusedWith(
        backend.api.createWithdrawal(
          userId,
          { amount: 10, withdrawal_method: 'Transfer', recipient_email: email },
          key,
        ),
      );
    for (const [index, legacy] of [cyrillicA, rnForM, zeroForO].entries()) {
      withLegacyAddress(backend, impostor, legacy);
      // Neither the impostor's address itself nor Alex's, which the sender could not tell from it.
      expect(await transferTo(legacy, `legacy-lookalike-00${index}`)).toEqual(
        lookalikeRefusal('recipient_email'),
      );
    }
    expect(await transferTo(alex.email, 'legacy-lookalike-alex')).toEqual(
      lookalikeRefusal('recipient_email'),
    );
    expect(backend.api.listWithdrawals(userId)).toHaveLength(before);
  });

  it.each(singleScript)('accepts %s: sign-up, e-mail change and transfer', async (_, email) => {
    const { backend } = createTestBackend();
    await backend.api.signup(signupBody(email));
    const newcomer = backend.userIdByEmail(email);
    expect(newcomer).toBeDefined();

    const session = await signIn(backend, jamie);
    const created = await backend.api.createWithdrawal(
      session.userId,
      { amount: 10, withdrawal_method: 'Transfer', recipient_email: email },
      'single-script-0001',
    );
    expect(created.recipient_email).toBe(email);

    const other = email.replace('@', '2@');
    const proof = await steppedUp(backend, session, { password: jamie.password });
    await backend.api.requestProfileChange(
      session.userId,
      { new_email: other },
      session.authorization,
      proof,
    );
    const otp = backend.latestCode(other, 'profile_change') ?? '';
    await backend.api.verifyProfileChange(session.userId, { otp });
    expect(backend.api.getProfile(session.userId).email).toBe(other);
  });
});

/** A Cyrillic address on a Cyrillic IDN domain, and the same address as `<input type=email>` sends it. */
const idnAddress = '\u0438\u0432\u0430\u043D@\u043F\u0440\u0438\u043C\u0435\u0440.\u0440\u0444';
const idnAddressAsALabels = '\u0438\u0432\u0430\u043D@xn--e1afmkfd.xn--p1ai';

describe('IDNA A-labels are read as the domain they stand for (issue 40)', () => {
  it('finds the account of an IDN address written with its A-labels, and refuses a second sign-up', async () => {
    const { backend } = createTestBackend();
    await backend.api.signup(signupBody(idnAddress));
    expect(backend.userIdByEmail(idnAddressAsALabels)).toBe(backend.userIdByEmail(idnAddress));
    expect(await refusedWith(backend.api.signup(signupBody(idnAddressAsALabels)))).toEqual({
      status: 400,
      body: { email: [serverTexts.duplicateEmail] },
    });
  });

  it('refuses an A-label that hides an invisible character', async () => {
    const { backend } = createTestBackend();
    // `exa` + a zero-width joiner + `mple`, punycode-encoded.
    expect(await refusedWith(backend.api.signup(signupBody('alice@xn--example-j06c.com')))).toEqual(
      {
        status: 400,
        body: { email: [serverTexts.emailHiddenCharacters] },
      },
    );
  });
});
