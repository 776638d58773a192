// Issue 40 item 6: every anonymous passkey-options call stored a challenge (4,000 calls grew the data file from
// 17 KB to 629 KB). A sign-in challenge is now derived from its id under the server's secret and stored only once
// it has been used (to refuse it again), until it would have expired.
import { describe, expect, it } from 'vitest';
import { MINUTE } from './clock';
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

describe('anonymous passkey challenges (issue 40)', () => {
  it('4,000 anonymous options calls leave the saved state as it was', async () => {
    const { backend } = setUp();
    const before = JSON.stringify(backend.toJSON()).length;
    for (let call = 0; call < 4_000; call += 1) await backend.api.passkeyLoginOptions();
    expect(JSON.stringify(backend.toJSON()).length - before).toBeLessThan(100);
  });

  it('still signs in once per challenge, refuses it again and after its 5 minutes, and forgets it later', async () => {
    const { backend, clock, authenticator } = setUp();
    await addPasskeyFor(backend, authenticator, await signIn(backend, alex));
    const fair = await backend.api.passkeyLoginOptions();
    expect(fair.challenge_id.length).toBeLessThanOrEqual(64);
    const credential = await authenticator.get(fair.options, origin);
    await backend.api.loginWithPasskey({ challenge_id: fair.challenge_id, credential });
    const replayed = await refusal(
      backend.api.loginWithPasskey({ challenge_id: fair.challenge_id, credential }),
    );
    expect(replayed.body).toEqual({ detail: serverTexts.passkeyChallengeExpired });

    const late = await backend.api.passkeyLoginOptions();
    const lateCredential = await authenticator.get(late.options, origin);
    clock.advance(5 * MINUTE + 1);
    const expired = await refusal(
      backend.api.loginWithPasskey({ challenge_id: late.challenge_id, credential: lateCredential }),
    );
    expect(expired.body).toEqual({ detail: serverTexts.passkeyChallengeExpired });

    const forged = `${late.challenge_id.slice(0, -1)}${late.challenge_id.endsWith('0') ? '1' : '0'}`;
    const tampered = await refusal(
      backend.api.loginWithPasskey({ challenge_id: forged, credential: lateCredential }),
    );
    expect(tampered.status).toBe(400);

    expect(Object.keys(backend.state.spentSignInChallenges ?? {})).toHaveLength(1);
    const again = await backend.api.passkeyLoginOptions();
    clock.advance(MINUTE);
    await backend.api.loginWithPasskey({
      challenge_id: again.challenge_id,
      credential: await authenticator.get(again.options, origin),
    });
    expect(Object.keys(backend.state.spentSignInChallenges ?? {})).toEqual([again.challenge_id]);
  });
});
