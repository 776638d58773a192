// D15: passkeys, verified by @simplewebauthn/server against this site's origins, with a software authenticator.
import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock';
import { MockBackend } from './MockBackend';
import { SEED_NOW } from './seed';
import { serverTexts } from './serverTexts';
import {
  addPasskeyFor,
  alex,
  createPasskeyTestBackend,
  passkeyOrigin,
  refusal,
  signIn,
} from '../test/backendFixtures';

const origin = passkeyOrigin;
const setUp = createPasskeyTestBackend;

describe('passkeys', () => {
  it('adds one only with a step-up, then signs in with it and no password', async () => {
    const { backend, authenticator } = setUp();
    const owner = await signIn(backend, alex);
    const refused = await refusal(
      backend.api.passkeyRegistrationOptions(owner.userId, owner.authorization, null),
    );
    expect(refused.body).toMatchObject({ code: 'step_up_required' });
    const added = await addPasskeyFor(backend, authenticator, owner);
    expect(added).toMatchObject({ name: 'Laptop', last_used_at: null });
    expect(backend.api.getSecuritySettings(owner.userId)).toMatchObject({ passkeys: 1 });

    const { challenge_id, options } = await backend.api.passkeyLoginOptions();
    const credential = await authenticator.get(options, origin);
    const tokens = await backend.api.loginWithPasskey({ challenge_id, credential });
    expect(backend.authenticate(`JWT ${tokens.access_token}`)).toBe(owner.userId);
    expect(backend.api.listPasskeys(owner.userId)[0]?.last_used_at).not.toBeNull();
  });

  it('refuses an assertion made for another origin, and a challenge used twice', async () => {
    const { backend, authenticator } = setUp();
    await addPasskeyFor(backend, authenticator, await signIn(backend, alex));
    const phishing = await backend.api.passkeyLoginOptions();
    const forged = await authenticator.get(phishing.options, 'https://app.tradingp1atform.test');
    const refused = await refusal(
      backend.api.loginWithPasskey({ challenge_id: phishing.challenge_id, credential: forged }),
    );
    expect(refused.body).toEqual({ detail: serverTexts.passkeyNotVerified });

    const fair = await backend.api.passkeyLoginOptions();
    const credential = await authenticator.get(fair.options, origin);
    await backend.api.loginWithPasskey({ challenge_id: fair.challenge_id, credential });
    const replayed = await refusal(
      backend.api.loginWithPasskey({ challenge_id: fair.challenge_id, credential }),
    );
    expect(replayed.body).toEqual({ detail: serverTexts.passkeyChallengeExpired });
  });

  it('asks for it after the password, answers a step-up with it, and needs a step-up to remove it', async () => {
    const { backend, authenticator } = setUp();
    const owner = await signIn(backend, alex);
    const passkey = await addPasskeyFor(backend, authenticator, owner);
    const challenged = await refusal(
      backend.api.login({ email: alex.email, password: alex.password }),
    );
    expect(challenged.body).toMatchObject({
      code: 'second_factor_required',
      methods: ['passkey'],
    });
    // A password alone no longer proves it is the owner.
    const passwordOnly = await refusal(
      backend.api.stepUp(owner.userId, { password: alex.password }, owner.authorization),
    );
    expect(passwordOnly.body).toMatchObject({ code: 'passkey_required' });
    const { challenge_id, options } = await backend.api.stepUpPasskeyOptions(
      owner.userId,
      owner.authorization,
    );
    const proof = await backend.api.stepUpWithPasskey(
      owner.userId,
      { challenge_id, credential: await authenticator.get(options, origin) },
      owner.authorization,
    );
    expect(
      (
        await refusal(
          backend.api.removePasskey(owner.userId, passkey.id, owner.authorization, null),
        )
      ).status,
    ).toBe(403);
    await backend.api.removePasskey(
      owner.userId,
      passkey.id,
      owner.authorization,
      proof.step_up_token,
    );
    expect(backend.api.listPasskeys(owner.userId)).toEqual([]);
  });

  it('is refused on a server that serves no origin', async () => {
    const clock = createManualClock(SEED_NOW);
    const backend = new MockBackend({ clock: clock.now, webAuthnOrigins: [] });
    expect((await refusal(backend.api.passkeyLoginOptions())).status).toBe(400);
  });
});
