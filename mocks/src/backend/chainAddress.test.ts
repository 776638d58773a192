// D16: the server refuses a crypto withdrawal whose address does not fit its chain, checksum included, and
// stores the address in its canonical form.
import { walletAddressValidation } from '@tp/messages';
import { describe, expect, it } from 'vitest';
import {
  alex,
  createTestBackend,
  freshKey,
  refusal,
  signIn,
  steppedUp,
} from '../test/backendFixtures';
import { HOUR } from './clock';
import type { Chain } from './state';

// Made-up addresses (random bytes, encoded), not anybody's wallet, and not in the demo users' address books.
const valid: Record<Chain, string> = {
  btc: 'bc1q39zlvmmqeqtcmkcvj9mfs2tezpg7var5thj38s',
  eth: '0xed177F02cF4e52235196Cc2849c26Bec2221b086',
  bnb: '0x45e44e4EAC1755c78d26B0064635a9AC3Eb49565',
  trx: 'TK7xThG9nupjeAKW9Sitk7gqgTm6SmVQuT',
  sol: '28Fv759ktmwiB25Q5zSNP9vnyKWChLUfzmwZhR2gCKiE',
};

/** The first letter of a hex address typed in the other case. */
function caseFlipped(address: string): string {
  const index = address.slice(2).search(/[a-f]/i) + 2;
  const letter = address[index]!;
  const flipped = letter === letter.toLowerCase() ? letter.toUpperCase() : letter.toLowerCase();
  return address.slice(0, index) + flipped + address.slice(index + 1);
}

const crypto = (chain: string, walletAddress: string) => ({
  amount: 50,
  withdrawal_method: 'Cryptocurrency',
  wallet_address: walletAddress,
  chain,
});

async function refusedWith(chain: string, walletAddress: string) {
  const { backend } = createTestBackend();
  const { userId } = await signIn(backend, alex);
  const error = await refusal(
    backend.api.createWithdrawal(userId, crypto(chain, walletAddress), freshKey()),
  );
  const funds = backend.fundsOf(alex.email);
  return { status: error.status, body: error.body, held: funds.held };
}

const notOfChain = (name: string) => ({
  status: 400,
  body: { wallet_address: [walletAddressValidation.notOfChain(name)] },
  held: 0,
});
const checksumMismatch = (name: string) => ({
  status: 400,
  body: { wallet_address: [walletAddressValidation.checksumMismatch(name)] },
  held: 0,
});

describe('createWithdrawal: the wallet address must fit its chain (D16)', () => {
  it.each([
    ['an Ethereum address on Bitcoin', 'btc', valid.eth, 'Bitcoin'],
    [
      'a testnet address on Bitcoin',
      'btc',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      'Bitcoin',
    ],
    ['a Bitcoin address on Ethereum', 'eth', valid.btc, 'Ethereum'],
    ['41 hex digits on BNB Smart Chain', 'bnb', `${valid.bnb}0`, 'BNB Smart Chain'],
    [
      // Base58Check of 0x42 and 20 bytes: its checksum holds, but TRON's prefix is 0x41.
      'a TRON-shaped address with the wrong prefix',
      'trx',
      'Tfu7iK3wxxnEBFRqmJ3iAfJqEvaEb71m4f',
      'TRON',
    ],
    // Base58 of 31 bytes: one short of a public key.
    ['a Solana string of 31 bytes', 'sol', '4a5GXkj17Q4g9kZYuja72MW1Ai7UKCqALAb8g84fHmF', 'Solana'],
    ['a TRON address on Solana', 'sol', valid.trx, 'Solana'],
    [
      'a space inside the address',
      'eth',
      `${valid.eth.slice(0, 12)} ${valid.eth.slice(12)}`,
      'Ethereum',
    ],
  ])('refuses %s with 400 on wallet_address, holding nothing', async (_, chain, address, name) => {
    expect(await refusedWith(chain, address)).toEqual(notOfChain(name));
  });

  it('refuses a mistyped EIP-55 checksum (one letter in the wrong case)', async () => {
    // Still 40 hex digits, but the mixed case no longer matches keccak-256.
    expect(await refusedWith('eth', caseFlipped(valid.eth))).toEqual(checksumMismatch('Ethereum'));
    expect(await refusedWith('bnb', caseFlipped(valid.bnb))).toEqual(
      checksumMismatch('BNB Smart Chain'),
    );
  });

  it('refuses a bech32 typo and a mistyped TRON address by their checksums', async () => {
    // "39zl" typed as "39xl".
    expect(await refusedWith('btc', valid.btc.replace('39zl', '39xl'))).toEqual(
      checksumMismatch('Bitcoin'),
    );
    expect(await refusedWith('trx', `${valid.trx.slice(0, -1)}V`)).toEqual(
      checksumMismatch('TRON'),
    );
  });

  it('says so beside the other fields it refuses in the same answer', async () => {
    const { backend } = createTestBackend();
    const { userId } = await signIn(backend, alex);
    const error = await refusal(
      backend.api.createWithdrawal(
        userId,
        { ...crypto('sol', valid.eth), amount: 4.99 },
        freshKey(),
      ),
    );
    expect(error.body).toMatchObject({
      wallet_address: [walletAddressValidation.notOfChain('Solana')],
    });
    expect(Object.keys(error.body as object).sort()).toEqual(['amount', 'wallet_address']);
  });

  it.each(Object.entries(valid))(
    '%s: a fitting address passes the check (then the address book speaks, not a 400)',
    async (chain, address) => {
      const { backend } = createTestBackend();
      const { userId } = await signIn(backend, alex);
      const error = await refusal(
        backend.api.createWithdrawal(userId, crypto(chain, `  ${address} `), freshKey()),
      );
      expect(error.status).not.toBe(400);
    },
  );

  it('stores the canonical form: lower-case bech32, EIP-55 for Ethereum', async () => {
    const { backend, clock } = createTestBackend();
    const signedIn = await signIn(backend, alex);
    const proof = await steppedUp(backend, signedIn, { password: alex.password });
    const create = (chain: Chain, address: string) =>
      backend.api.createWithdrawal(
        signedIn.userId,
        crypto(chain, address),
        freshKey(),
        signedIn.authorization,
        proof,
      );
    const typed = [
      ['btc', valid.btc.toUpperCase(), valid.btc],
      ['eth', valid.eth.toLowerCase(), valid.eth],
    ] as const;
    // A first withdrawal to a new address saves it, held for 24 hours (D16).
    for (const [chain, address] of typed)
      expect((await refusal(create(chain, address))).status).toBe(403);
    clock.advance(24 * HOUR);
    // The same address typed in the other case is the same destination, stored as its canonical form.
    const btc = await create('btc', valid.btc);
    const eth = await create('eth', valid.eth.toUpperCase().replace('0X', '0x'));
    expect(btc.wallet_address).toBe(valid.btc);
    expect(eth.wallet_address).toBe(valid.eth);
    expect(backend.api.listWithdrawals(signedIn.userId).map((w) => w.wallet_address)).toEqual(
      expect.arrayContaining(typed.map(([, , canonical]) => canonical)),
    );
  });
});
