// D13: trader codes are checked against the directory; joined traders can be paused, resumed and stopped.
import { copyTraderMessages } from '@tp/messages';
import { describe, expect, it } from 'vitest';
import { alex, createTestBackend, freshKey, jamie, refusal, signIn } from '../test/backendFixtures';
import { serverTexts } from './serverTexts';
import { traderDirectory } from './traderDirectory';

async function signedIn(who: { email: string; password: string } = alex) {
  const { backend, clock } = createTestBackend();
  const { userId } = await signIn(backend, who);
  return { backend, clock, userId };
}

describe('joining a copy trader (D13)', () => {
  it('has a directory of at least five traders, each with a name and 30-day performance', async () => {
    const { backend } = await signedIn();
    const directory = backend.api.listTraders();
    expect(directory.length).toBeGreaterThanOrEqual(5);
    expect(
      directory.filter((trader) => typeof trader.performance === 'number').length,
    ).toBeGreaterThanOrEqual(5);
    const performances = directory.map((trader) => trader.performance ?? -Infinity);
    expect(performances).toEqual([...performances].sort((a, b) => b - a));
  });

  it('joins a directory code, trimmed and in any case, with the directory name and performance', async () => {
    const { backend, userId } = await signedIn(jamie);
    const joined = await backend.api.joinCopyTrader(
      userId,
      { trader_code: '  bluechip ' },
      freshKey(),
    );
    const blueChip = traderDirectory.find((trader) => trader.code === 'BLUECHIP')!;
    expect(joined).toMatchObject({
      id: 'BLUECHIP',
      name: blueChip.name,
      performance: blueChip.performance,
      status: 'active',
    });
    expect(backend.api.listCopyTraders(userId).map((entry) => entry.id)).toEqual(['BLUECHIP']);
  });

  it('answers an unknown code with 404 and the D13 text, and records nothing', async () => {
    const { backend, userId } = await signedIn(jamie);
    const refused = await refusal(
      backend.api.joinCopyTrader(userId, { trader_code: 'NOBODY-1' }, freshKey()),
    );
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 404,
      body: { detail: copyTraderMessages.notFound },
    });
    expect(backend.api.listCopyTraders(userId)).toEqual([]);
  });

  it('answers a code already joined with 400 on the field, whatever its case', async () => {
    const { backend, userId } = await signedIn();
    const refused = await refusal(
      backend.api.joinCopyTrader(userId, { trader_code: 'alpha7' }, freshKey()),
    );
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 400,
      body: { trader_code: [copyTraderMessages.alreadyCopied] },
    });
  });

  it('replays a retried join with its key instead of refusing it as a duplicate', async () => {
    const { backend, userId } = await signedIn(jamie);
    const key = freshKey();
    const first = await backend.api.joinCopyTrader(userId, { trader_code: 'STEADY-FX' }, key);
    await expect(
      backend.api.joinCopyTrader(userId, { trader_code: 'STEADY-FX' }, key),
    ).resolves.toEqual(first);
    expect(backend.api.listCopyTraders(userId)).toHaveLength(1);
  });

  it('needs an Idempotency-Key', async () => {
    const { backend, userId } = await signedIn(jamie);
    const refused = await refusal(
      backend.api.joinCopyTrader(userId, { trader_code: 'ALPHA7' }, null),
    );
    expect(refused.body).toEqual({ detail: serverTexts.idempotencyKeyRequired });
    expect(backend.api.listCopyTraders(userId)).toEqual([]);
  });
});

describe('pausing, resuming and stopping a joined trader (D13)', () => {
  it('pauses and resumes, keeping the entry', async () => {
    const { backend, userId } = await signedIn();
    expect(
      await backend.api.updateCopyTrader(userId, 'ALPHA7', { status: 'paused' }),
    ).toMatchObject({
      id: 'ALPHA7',
      status: 'paused',
    });
    expect(
      await backend.api.updateCopyTrader(userId, 'alpha7', { status: 'active' }),
    ).toMatchObject({
      status: 'active',
    });
    expect(backend.api.listCopyTraders(userId).map((entry) => entry.status)).toEqual([
      'paused',
      'active',
    ]);
  });

  it('refuses a status other than active or paused', async () => {
    const { backend, userId } = await signedIn();
    const refused = await refusal(
      backend.api.updateCopyTrader(userId, 'ALPHA7', { status: 'stopped' }),
    );
    expect(refused.status).toBe(400);
  });

  it('stops copying: the entry goes, and the trader can be joined again', async () => {
    const { backend, userId } = await signedIn();
    await backend.api.stopCopyTrader(userId, 'QUANT-42');
    expect(backend.api.listCopyTraders(userId).map((entry) => entry.id)).toEqual(['ALPHA7']);
    expect((await refusal(backend.api.stopCopyTrader(userId, 'QUANT-42'))).status).toBe(404);
    await expect(
      backend.api.joinCopyTrader(userId, { trader_code: 'QUANT-42' }, freshKey()),
    ).resolves.toMatchObject({ id: 'QUANT-42', status: 'active' });
  });

  it("never reaches another user's entry: 404, and the owner's entry is untouched", async () => {
    const { backend } = await signedIn();
    const { userId: jamieId } = await signIn(backend, jamie);
    expect(
      (await refusal(backend.api.updateCopyTrader(jamieId, 'ALPHA7', { status: 'paused' }))).status,
    ).toBe(404);
    expect((await refusal(backend.api.stopCopyTrader(jamieId, 'ALPHA7'))).status).toBe(404);
    const { userId: alexId } = await signIn(backend, alex);
    expect(backend.api.listCopyTraders(alexId).find((entry) => entry.id === 'ALPHA7')?.status).toBe(
      'active',
    );
  });
});
