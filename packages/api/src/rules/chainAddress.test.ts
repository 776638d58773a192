import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base58, bech32, bech32m } from '@scure/base';
import { walletAddressValidation } from '@tp/messages';
import type { Chain } from '../queries/withdrawals';
import { checkChainAddress, isChain } from './chainAddress';

// Made-up addresses (random bytes, encoded), not anybody's wallet.
const btcP2wpkh = 'bc1q9cj2zt6r7eevk2hjqxfkuunf76q92up4ek3rnv';
const btcP2wsh = 'bc1qcrhn4pw85jadnw3yjt0l0w3e2dzf5eth0alglfdmshza9nj9lq0sv660ud';
const btcTaproot = 'bc1p2qcw0ey3rdz5ywtdqwpryuqczxj6lckzv0lgwwj3lefew6c3am8scjy74g';
const btcP2pkh = '1F9W87TCtSMp26TpK3ngWRQbciec8hKYvb';
const btcP2sh = '374AixAy925vLgMDy2fHiNhHruNp5E79aL';
const ethAddress = '0x9a370eB04b0672d687F99E6582BAfdb6B4F0aaD8';
const bnbAddress = '0x812D9d6d81C39403aDAAe43a4662C6BDa18EB0da';
const tronAddress = 'TGZWjCkfFnKMMpHkjsiPgY33cRKHyYd6KL';
const solanaAddress = 'D8q2RxwB58FhoaWTzHmXCNUyhq44uXHXbKGCrH2BVj7u';

const notOfChain = (chain: string) => ({
  ok: false,
  reason: 'notOfChain',
  message: walletAddressValidation.notOfChain(chain),
});
const checksum = (chain: string) => ({
  ok: false,
  reason: 'checksum',
  message: walletAddressValidation.checksumMismatch(chain),
});

/** `text` with the character at `index` swapped for another of `alphabet`. */
function withTypo(text: string, index: number, alphabet: string): string {
  const original = text[index]!;
  const replacement = alphabet[(alphabet.indexOf(original) + 1) % alphabet.length]!;
  return text.slice(0, index) + replacement + text.slice(index + 1);
}
const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const bech32Alphabet = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** Base58Check built with node's own SHA-256, so the check is not only tested against itself. */
function base58check(payload: Uint8Array): string {
  const hash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest();
  const sum = hash(hash(payload)).subarray(0, 4);
  return base58.encode(Uint8Array.from([...payload, ...sum]));
}

describe('checkChainAddress: Bitcoin', () => {
  it.each([
    ['segwit v0, 20 bytes (P2WPKH)', btcP2wpkh],
    ['segwit v0, 32 bytes (P2WSH)', btcP2wsh],
    ['taproot, bech32m (P2TR)', btcTaproot],
    ['P2PKH', btcP2pkh],
    ['P2SH', btcP2sh],
    // BIP 173 and BIP 350 test vectors.
    ['BIP 173 P2WSH', 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'],
    ['BIP 350 taproot', 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'],
  ])('accepts %s', (_, address) => {
    expect(checkChainAddress('btc', address)).toEqual({ ok: true, address });
  });

  it('keeps bech32 in lower case, however it was typed (one case throughout)', () => {
    expect(checkChainAddress('btc', 'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4')).toEqual({
      ok: true,
      address: 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    });
    expect(checkChainAddress('btc', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toEqual(
      notOfChain('Bitcoin'),
    );
  });

  it('says a mistyped bech32 or Base58Check address has a checksum that does not match', () => {
    expect(checkChainAddress('btc', withTypo(btcP2wpkh, 10, bech32Alphabet))).toEqual(
      checksum('Bitcoin'),
    );
    expect(checkChainAddress('btc', withTypo(btcTaproot, 30, bech32Alphabet))).toEqual(
      checksum('Bitcoin'),
    );
    expect(checkChainAddress('btc', withTypo(btcP2pkh, 33, base58Alphabet))).toEqual(
      checksum('Bitcoin'),
    );
  });

  it('catches every single-character typo in a bech32 address', () => {
    fc.assert(
      fc.property(fc.nat(btcP2wpkh.length - 4), fc.nat(30), (at, shift) => {
        const index = 4 + at; // after "bc1q"
        const position = bech32Alphabet.indexOf(btcP2wpkh[index]!);
        const typed =
          btcP2wpkh.slice(0, index) +
          bech32Alphabet[(position + 1 + shift) % 32] +
          btcP2wpkh.slice(index + 1);
        return !checkChainAddress('btc', typed).ok;
      }),
    );
  });

  it.each([
    ['testnet bech32', 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'],
    ['testnet P2PKH', base58check(Uint8Array.from([0x6f, ...new Uint8Array(20).fill(7)]))],
    ['v0 with a bech32m checksum', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh'],
    ['v0 of 16 bytes', bech32.encode('bc', [0, ...bech32.toWords(new Uint8Array(16).fill(9))])],
    ['v1 of 20 bytes', bech32m.encode('bc', [1, ...bech32m.toWords(new Uint8Array(20).fill(9))])],
    ['v2, not in use', bech32m.encode('bc', [2, ...bech32m.toWords(new Uint8Array(32).fill(9))])],
    ['an Ethereum address', ethAddress],
    ['a TRON address', tronAddress],
    ['a Solana address', solanaAddress],
    ['a space inside', `${btcP2wpkh.slice(0, 20)} ${btcP2wpkh.slice(20)}`],
    ['made-up text', 'bitcoin please'],
    ['nothing', '   '],
    ['a very long text', `bc1q${'q'.repeat(5_000)}`],
  ])('refuses %s', (_, text) => {
    expect(checkChainAddress('btc', text)).toEqual(notOfChain('Bitcoin'));
  });

  it('refuses BIP 350 vectors of v1 and v16 with a bech32 checksum (they need bech32m)', () => {
    for (const text of [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
      'BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL',
    ])
      expect(checkChainAddress('btc', text)).toEqual(notOfChain('Bitcoin'));
  });
});

describe('checkChainAddress: Ethereum and BNB Smart Chain (EIP-55)', () => {
  // EIP-55's own examples.
  const eip55Examples = [
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ];

  it.each(eip55Examples)('accepts the EIP-55 example %s as it is', (address) => {
    expect(checkChainAddress('eth', address)).toEqual({ ok: true, address });
    expect(checkChainAddress('bnb', address)).toEqual({ ok: true, address });
  });

  it('accepts all lower or all upper case and stores the checksummed form', () => {
    for (const address of eip55Examples) {
      const hex = address.slice(2);
      expect(checkChainAddress('eth', `0x${hex.toLowerCase()}`)).toEqual({ ok: true, address });
      expect(checkChainAddress('bnb', `0x${hex.toUpperCase()}`)).toEqual({ ok: true, address });
    }
  });

  it('refuses mixed case that does not match EIP-55, naming the chain', () => {
    const mistyped = ethAddress.replace('eB04', 'Eb04');
    expect(checkChainAddress('eth', mistyped)).toEqual(checksum('Ethereum'));
    expect(checkChainAddress('bnb', bnbAddress.replace('aDAA', 'adAA'))).toEqual(
      checksum('BNB Smart Chain'),
    );
  });

  it('refuses any one letter of a checksummed address typed in the other case', () => {
    const letters = [...ethAddress.slice(2)]
      .map((character, index) => ({ character, index: index + 2 }))
      .filter(({ character }) => /[a-f]/i.test(character));
    for (const { character, index } of letters) {
      const flipped =
        character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase();
      const typed = ethAddress.slice(0, index) + flipped + ethAddress.slice(index + 1);
      expect(checkChainAddress('eth', typed).ok, typed).toBe(false);
    }
  });

  it.each([
    ['39 hex digits', ethAddress.slice(0, -1)],
    ['41 hex digits', `${ethAddress}0`],
    ['no 0x', ethAddress.slice(2)],
    ['0X', `0X${ethAddress.slice(2)}`],
    ['a letter past f', `0x${'g'.repeat(40)}`],
    ['a Bitcoin address', btcP2wpkh],
    ['a TRON address', tronAddress],
  ])('refuses %s', (_, text) => {
    expect(checkChainAddress('eth', text)).toEqual(notOfChain('Ethereum'));
    expect(checkChainAddress('bnb', text)).toEqual(notOfChain('BNB Smart Chain'));
  });
});

describe('checkChainAddress: TRON', () => {
  it('accepts Base58Check of 0x41 and 20 bytes', () => {
    expect(checkChainAddress('trx', tronAddress)).toEqual({ ok: true, address: tronAddress });
    const built = base58check(Uint8Array.from([0x41, ...new Uint8Array(20).fill(3)]));
    expect(built.startsWith('T')).toBe(true);
    expect(checkChainAddress('trx', built)).toEqual({ ok: true, address: built });
  });

  it('says a mistyped one has a checksum that does not match', () => {
    expect(checkChainAddress('trx', withTypo(tronAddress, 33, base58Alphabet))).toEqual(
      checksum('TRON'),
    );
  });

  it.each([
    ['another prefix (0x42)', base58check(Uint8Array.from([0x42, ...new Uint8Array(20).fill(3)]))],
    ['a 22-byte payload', base58check(Uint8Array.from([0x41, ...new Uint8Array(21).fill(3)]))],
    ['a Bitcoin P2PKH address', btcP2pkh],
    ['a Solana address', solanaAddress],
    ['an Ethereum address', ethAddress],
    ['a 0 (not Base58)', tronAddress.replace('Z', '0')],
  ])('refuses %s', (_, text) => {
    expect(checkChainAddress('trx', text)).toEqual(notOfChain('TRON'));
  });
});

describe('checkChainAddress: Solana', () => {
  it.each([
    ['a made-up key', solanaAddress],
    ['the system program', '11111111111111111111111111111111'],
    ['the token program', 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'],
  ])('accepts %s (32 bytes)', (_, address) => {
    expect(checkChainAddress('sol', address)).toEqual({ ok: true, address });
  });

  it.each([
    ['31 bytes', base58.encode(new Uint8Array(31).fill(200))],
    ['33 bytes', base58.encode(new Uint8Array(33).fill(200))],
    ['a TRON address', tronAddress],
    ['an l (not Base58)', solanaAddress.replace('X', 'l')],
    ['an Ethereum address', ethAddress],
  ])('refuses %s', (_, text) => {
    expect(checkChainAddress('sol', text)).toEqual(notOfChain('Solana'));
  });
});

describe('checkChainAddress: every chain', () => {
  const valid: Record<Chain, string> = {
    btc: btcP2wpkh,
    eth: ethAddress,
    bnb: bnbAddress,
    trx: tronAddress,
    sol: solanaAddress,
  };

  it.each(Object.entries(valid))('%s: trims the whitespace around an address', (chain, address) => {
    expect(checkChainAddress(chain as Chain, ` \t${address}\n `)).toEqual({ ok: true, address });
  });

  it.each(Object.entries(valid))(
    '%s: refuses one with a space, a no-break space or a zero-width space inside',
    (chain, address) => {
      for (const gap of [' ', '\u00a0', '\u200b'])
        expect(
          checkChainAddress(chain as Chain, address.slice(0, 10) + gap + address.slice(10)).ok,
        ).toBe(false);
    },
  );

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Chain>('btc', 'eth', 'bnb', 'trx', 'sol'),
        fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[1-9A-z]{1,60}$/)),
        (chain, text) => {
          checkChainAddress(chain, text);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('isChain knows the five chains and nothing else', () => {
    expect(['btc', 'eth', 'bnb', 'trx', 'sol'].every(isChain)).toBe(true);
    expect(['', 'doge', 'BTC', 'toString', '__proto__'].some(isChain)).toBe(false);
  });
});
