// D22, issue 40 items 1 and 2: recovery an attacker cannot win. An attacker who knows the password moves the
// account's e-mail and adds his own factors; the old address undoes it for 7 days and the factors leave with him.
import { describe, expect, it } from 'vitest';
import {
  addPasskeyFor,
  alex,
  createPasskeyTestBackend,
  freshKey,
  jamie,
  passkeyOrigin,
  refusal,
  signIn,
  steppedUp,
} from '../test/backendFixtures';
import { createSoftAuthenticator } from '../test/softAuthenticator';
import { DAY, MINUTE } from './clock';
import type { MockBackend } from './MockBackend';
import { mailTexts, mailTextsFor } from './mailTexts';
import { serverTexts } from './serverTexts';

const attackerEmail = 'attacker@example.net';
const bankWithdrawal = {
  amount: 100,
  withdrawal_method: 'Bank Transfer',
  bank_account: 'GB29NWBK60161331926819',
};

const origin = passkeyOrigin;
const setUp = createPasskeyTestBackend;

type Backend = MockBackend;
type SignedIn = Awaited<ReturnType<typeof signIn>>;

/** The attacker signs in with the password, steps up, moves the e-mail to his own address and confirms it. */
async function takeOverEmail(backend: Backend) {
  const attacker = await signIn(backend, alex);
  const proof = await steppedUp(backend, attacker, { password: alex.password });
  await backend.api.requestProfileChange(
    attacker.userId,
    { new_email: attackerEmail },
    attacker.authorization,
    proof,
  );
  const otp = backend.latestCode(attackerEmail, 'profile_change');
  await backend.api.verifyProfileChange(attacker.userId, { otp });
  return attacker;
}

async function turnOnAuthenticator(backend: Backend, signedIn: SignedIn, password: string) {
  const proof = await steppedUp(backend, signedIn, { password });
  await backend.api.beginTotpSetup(signedIn.userId, signedIn.authorization, proof);
  const email = backend.api.getProfile(signedIn.userId).email;
  await backend.api.enableTotp(
    signedIn.userId,
    { authentication_code: backend.authenticatorCode(email) },
    signedIn.authorization,
    proof,
  );
}

const linkToken = (link: string | undefined) => link?.split('#')[1];

async function resetThrough(backend: Backend, email: string, password: string) {
  await backend.api.requestForgotPassword({ email });
  const otp = backend.latestCode(email, 'forgot_password');
  expect(otp, `a reset code for ${email}`).toBeDefined();
  await backend.api.verifyForgotPasswordOtp({ email, otp });
  await backend.api.resetPassword({
    email,
    otp,
    new_password: password,
    confirm_password: password,
  });
}

describe('item 1: the old address undoes a confirmed e-mail change for 7 days', () => {
  it('restores the old address with the link of its notice, signs everyone out and blocks withdrawals', async () => {
    const { backend, clock } = setUp();
    const attacker = await takeOverEmail(backend);
    const changed = backend.outbox(alex.email).at(-1);
    const until = new Date(clock.now() + 7 * DAY).toISOString();
    expect(changed).toMatchObject({
      subject: mailTexts.emailChangedNoticeSubject,
      body: mailTexts.emailChangedUndoBody(attackerEmail, until),
      code: null,
    });
    clock.advance(6 * DAY);
    await backend.api.followDisownLink({ token: linkToken(changed?.link) });
    expect(backend.api.getProfile(attacker.userId).email).toBe(alex.email);
    expect(backend.userIdByEmail(attackerEmail)).toBeUndefined();
    expect(() => backend.authenticate(attacker.authorization)).toThrow();
    const again = await signIn(backend, alex);
    const blocked = await refusal(
      backend.api.createWithdrawal(again.userId, bankWithdrawal, freshKey()),
    );
    expect(blocked.body).toMatchObject({ code: 'withdrawals_blocked' });
  });

  it('restores it with the link of the notice sent when the change was asked for, too', async () => {
    const { backend } = setUp();
    const asked = await signIn(backend, alex);
    const proof = await steppedUp(backend, asked, { password: alex.password });
    await backend.api.requestProfileChange(
      asked.userId,
      { new_email: attackerEmail },
      asked.authorization,
      proof,
    );
    const notice = backend.outbox(alex.email).at(-1);
    await backend.api.verifyProfileChange(asked.userId, {
      otp: backend.latestCode(attackerEmail, 'profile_change'),
    });
    await backend.api.followDisownLink({ token: linkToken(notice?.link) });
    expect(backend.api.getProfile(asked.userId).email).toBe(alex.email);
  });

  it('sends a reset code to the old address for 7 days, and the reset gives the address back', async () => {
    const { backend, clock } = setUp();
    const attacker = await takeOverEmail(backend);
    clock.advance(DAY);
    await resetThrough(backend, alex.email, 'OwnerAgain123!');
    expect(backend.api.getProfile(attacker.userId).email).toBe(alex.email);
    expect(() => backend.authenticate(attacker.authorization)).toThrow();
    // The attacker's address no longer names the account: his own reset sends nothing.
    await backend.api.requestForgotPassword({ email: attackerEmail });
    expect(backend.latestCode(attackerEmail, 'forgot_password')).toBeUndefined();
  });

  it('writes the old address its notice in the account’s language', async () => {
    const { backend, clock } = setUp();
    const owner = await signIn(backend, alex);
    await backend.api.requestProfileChange(
      owner.userId,
      { language: 'German' },
      owner.authorization,
    );
    await backend.api.verifyProfileChange(owner.userId, {
      otp: backend.latestCode(alex.email, 'profile_change'),
    });
    clock.advance(MINUTE);
    await takeOverEmail(backend);
    const until = new Date(clock.now() + 7 * DAY).toISOString();
    expect(backend.outbox(alex.email).at(-1)).toMatchObject({
      subject: mailTextsFor('German').emailChangedNoticeSubject,
      body: mailTextsFor('German').emailChangedUndoBody(attackerEmail, until),
    });
  });

  it('sends nothing to the old address after the 7 days', async () => {
    const { backend, clock } = setUp();
    await takeOverEmail(backend);
    clock.advance(7 * DAY + MINUTE);
    await backend.api.requestForgotPassword({ email: alex.email });
    expect(backend.latestCode(alex.email, 'forgot_password')).toBeUndefined();
  });

  it('tells the account until when the old address can undo it, and keeps it from other sign-ups', async () => {
    const { backend, clock } = setUp();
    const attacker = await takeOverEmail(backend);
    expect(backend.api.getSecuritySettings(attacker.userId).email_change_undo).toEqual([
      { previous_email: alex.email, until: new Date(clock.now() + 7 * DAY).toISOString() },
    ]);
    const jamieSignedIn = await signIn(backend, jamie);
    const proof = await steppedUp(backend, jamieSignedIn, { password: jamie.password });
    const taken = await refusal(
      backend.api.requestProfileChange(
        jamieSignedIn.userId,
        { new_email: alex.email },
        jamieSignedIn.authorization,
        proof,
      ),
    );
    expect(taken.body).toEqual({ new_email: [serverTexts.duplicateEmail] });
    clock.advance(7 * DAY + MINUTE);
    expect(backend.api.getSecuritySettings(attacker.userId).email_change_undo).toEqual([]);
  });

  it('keeps the first address able to undo a second change made to hide the first', async () => {
    const { backend, clock } = setUp();
    const attacker = await takeOverEmail(backend);
    const first = backend.outbox(alex.email).at(-1);
    clock.advance(MINUTE);
    const proof = await steppedUp(backend, attacker, { password: alex.password });
    await backend.api.requestProfileChange(
      attacker.userId,
      { new_email: 'second@example.net' },
      attacker.authorization,
      proof,
    );
    await backend.api.verifyProfileChange(attacker.userId, {
      otp: backend.latestCode('second@example.net', 'profile_change'),
    });
    await backend.api.followDisownLink({ token: linkToken(first?.link) });
    expect(backend.api.getProfile(attacker.userId).email).toBe(alex.email);
  });

  it('refuses an e-mail change while the account is frozen after This wasn’t me', async () => {
    const { backend } = setUp();
    await takeOverEmail(backend);
    await backend.api.followDisownLink({
      token: linkToken(backend.outbox(alex.email).at(-1)?.link),
    });
    const again = await signIn(backend, alex);
    const proof = await steppedUp(backend, again, { password: alex.password });
    const frozen = await refusal(
      backend.api.requestProfileChange(
        again.userId,
        { new_email: 'third@example.net' },
        again.authorization,
        proof,
      ),
    );
    expect(frozen.body).toMatchObject({ code: 'withdrawals_blocked' });
  });
});

describe('item 2: factors leave with the attacker', () => {
  it("This wasn't me removes the passkeys and the authenticator app of the last 7 days and e-mails each", async () => {
    const { backend, clock, authenticator } = setUp();
    const owner = await signIn(backend, alex);
    await turnOnAuthenticator(backend, owner, alex.password);
    clock.advance(8 * DAY);
    // The attacker has the password and a phished authenticator code.
    const challenged = await refusal(
      backend.api.login({ email: alex.email, password: alex.password }),
    );
    const tokens = await backend.api.loginSecondFactor({
      challenge: (challenged.body as { challenge: string }).challenge,
      authentication_code: backend.authenticatorCode(alex.email),
    });
    const attacker = { userId: owner.userId, authorization: `JWT ${tokens.access_token}` };
    clock.advance(30_000);
    const proof = await steppedUp(backend, attacker, {
      password: alex.password,
      authentication_code: backend.authenticatorCode(alex.email) ?? '',
    });
    const { challenge_id, options } = await backend.api.passkeyRegistrationOptions(
      attacker.userId,
      attacker.authorization,
      proof,
    );
    await backend.api.addPasskey(
      attacker.userId,
      { challenge_id, name: 'Attacker', credential: await authenticator.create(options, origin) },
      attacker.authorization,
      proof,
    );
    const addedNotice = backend.outbox(alex.email).at(-1);
    expect(addedNotice).toMatchObject({ subject: mailTexts.passkeyAddedSubject });
    expect(addedNotice?.link).toMatch(/^\/this-wasnt-me#[0-9a-f]{48}$/);

    await backend.api.followDisownLink({ token: linkToken(addedNotice?.link) });
    expect(backend.api.listPasskeys(owner.userId)).toEqual([]);
    // The owner's own authenticator app, older than 7 days, stays.
    expect(backend.api.getSecuritySettings(owner.userId)).toMatchObject({ totp_enabled: true });
    expect(() => backend.authenticate(attacker.authorization)).toThrow();
    const removals = backend
      .outbox(alex.email)
      .filter((message) => message.subject === mailTexts.passkeyRemovedSubject);
    expect(removals.map((message) => message.body)).toEqual([
      mailTexts.factorRemovedBody('Attacker'),
    ]);
  });

  it('a password reset removes the authenticator app turned on in the last 7 days, with its backup codes', async () => {
    const { backend } = setUp();
    const attacker = await signIn(backend, alex);
    await turnOnAuthenticator(backend, attacker, alex.password);
    const turnedOn = backend.outbox(alex.email).at(-1);
    expect(turnedOn).toMatchObject({ subject: mailTexts.totpOnSubject });
    expect(turnedOn?.link).toMatch(/^\/this-wasnt-me#[0-9a-f]{48}$/);
    await resetThrough(backend, alex.email, 'OwnerAgain123!');
    expect(backend.api.getSecuritySettings(attacker.userId)).toMatchObject({
      totp_enabled: false,
      backup_codes_remaining: 0,
    });
    expect(backend.outbox(alex.email).map((message) => message.subject)).toContain(
      mailTexts.totpOffSubject,
    );
    // Signs in with the new password alone: nothing of the attacker's is asked for.
    await signIn(backend, { email: alex.email, password: 'OwnerAgain123!' });
  });

  it('a password reset removes a passkey of the last 7 days and keeps an older one', async () => {
    const { backend, clock, authenticator } = setUp();
    const owner = await signIn(backend, alex);
    const older = await addPasskeyFor(backend, authenticator, owner, { name: 'Attacker' });
    clock.advance(8 * DAY);
    // A passkey is on: the step-up takes it; the new one is made on another authenticator.
    const step = await backend.api.stepUpPasskeyOptions(owner.userId, owner.authorization);
    const proof = await backend.api.stepUpWithPasskey(
      owner.userId,
      {
        challenge_id: step.challenge_id,
        credential: await authenticator.get(step.options, origin),
      },
      owner.authorization,
    );
    const { challenge_id, options } = await backend.api.passkeyRegistrationOptions(
      owner.userId,
      owner.authorization,
      proof.step_up_token,
    );
    const newer = await backend.api.addPasskey(
      owner.userId,
      {
        challenge_id,
        name: 'Newer',
        credential: await createSoftAuthenticator().create(options, origin),
      },
      owner.authorization,
      proof.step_up_token,
    );
    expect(backend.api.listPasskeys(owner.userId).map((passkey) => passkey.id)).toEqual([
      older.id,
      newer.id,
    ]);
    await resetThrough(backend, alex.email, 'OwnerAgain123!');
    expect(backend.api.listPasskeys(owner.userId).map((passkey) => passkey.id)).toEqual([older.id]);
  });

  it.each([
    ['This wasn’t me', 'disown'],
    ['a password reset', 'reset'],
  ] as const)(
    '%s forgets every trusted device: the attacker’s is a stranger again, and its next sign-in is e-mailed',
    async (_, how) => {
      const { backend, clock } = setUp();
      const { device_id: attackersDevice } = await backend.api.login(alex);
      const fromAttackersDevice = (password: string) =>
        backend.api.login(
          { email: alex.email, password },
          { userAgent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/99.0', deviceId: attackersDevice },
        );
      const newPassword = 'OwnerAgain123!';
      if (how === 'disown') {
        const attacker = await signIn(backend, alex);
        await turnOnAuthenticator(backend, attacker, alex.password);
        await backend.api.followDisownLink({
          token: linkToken(backend.outbox(alex.email).at(-1)?.link),
        });
      } else await resetThrough(backend, alex.email, newPassword);
      const password = how === 'disown' ? alex.password : newPassword;

      // Strangers' failures pause it like any other client: it no longer has a count of its own.
      for (let attempt = 0; attempt < 5; attempt += 1)
        await refusal(backend.api.login({ email: alex.email, password: `stranger-${attempt}` }));
      expect((await refusal(fromAttackersDevice(password))).status).toBe(429);
      // Once the pause is over, its sign-in is a new device's, and the owner hears of it.
      clock.advance(16 * MINUTE);
      const mailsBefore = backend.outbox(alex.email).length;
      await fromAttackersDevice(password);
      expect(
        backend
          .outbox(alex.email)
          .slice(mailsBefore)
          .map((mail) => mail.subject),
      ).toContain(mailTexts.newDeviceSubject);
    },
  );

  it('refuses a passkey credential another account already holds', async () => {
    const { backend, authenticator } = setUp();
    const alexIn = await signIn(backend, alex);
    const held = await addPasskeyFor(backend, authenticator, alexIn, { name: 'Attacker' });
    const jamieIn = await signIn(backend, jamie);
    const refused = await refusal(
      addPasskeyFor(backend, createSoftAuthenticator(), jamieIn, {
        password: jamie.password,
        name: 'Attacker',
        credentialId: held.id,
      }),
    );
    expect(refused.body).toEqual({ detail: serverTexts.passkeyExists });
    expect(backend.api.listPasskeys(jamieIn.userId)).toEqual([]);
  });
});
