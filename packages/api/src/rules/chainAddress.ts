// DECISIONS D16: a crypto withdrawal's address must fit its chain, checksum included. One pure check, used by
// the Withdraw form and by the mock server (the reference for a real one), so both refuse the same text with
// the same message. The encodings are @scure/base's and the hashes @noble/hashes': nothing is decoded by hand.
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';
import { base58, bech32, bech32m, createBase58check } from '@scure/base';
import { walletAddressValidation } from '@tp/messages';
import type { Chain } from '../queries/withdrawals';

/** How each chain is named in its messages (and the server's e-mails). */
export const chainNames: Readonly<Record<Chain, string>> = {
  btc: 'Bitcoin',
  eth: 'Ethereum',
  bnb: 'BNB Smart Chain',
  trx: 'TRON',
  sol: 'Solana',
};

export type ChainAddressCheck =
  /** `address` is the canonical form to send and store. */
  | { ok: true; address: string }
  /** `checksum`: well formed for the chain, but its checksum does not hold (a mistyped character). */
  | { ok: false; reason: 'notOfChain' | 'checksum'; message: string };

type Outcome = { ok: true; address: string } | { ok: false; reason: 'notOfChain' | 'checksum' };

const fits = (address: string): Outcome => ({ ok: true, address });
const notOfChain: Outcome = { ok: false, reason: 'notOfChain' };
const badChecksum: Outcome = { ok: false, reason: 'checksum' };

/** Longer than any address of the five chains (a segwit address is at most 90 characters). */
const MAX_ADDRESS_LENGTH = 100;

const base58Text = /^[1-9A-HJ-NP-Za-km-z]+$/;
const base58check = createBase58check(sha256);

/**
 * A Base58Check address: `length` bytes (version byte included, checksum not), the first one of `versions`.
 * A text of the right shape whose checksum does not hold is a mistyped one.
 */
function checkBase58Check(text: string, length: number, versions: readonly number[]): Outcome {
  if (!base58Text.test(text)) return notOfChain;
  const raw = base58.decode(text);
  if (raw.length !== length + 4 || !versions.includes(raw[0]!)) return notOfChain;
  try {
    base58check.decode(text);
  } catch {
    return badChecksum;
  }
  return fits(text);
}

// Lower case bech32 with the `bc` prefix: the separator, then 6+ characters of the bech32 alphabet.
const segwitText = /^bc1[02-9ac-hj-np-z]{6,}$/;

/** BIP 173/350: segwit v0 (bech32, 20 or 32 bytes) or taproot, v1 (bech32m, 32 bytes). Mainnet only. */
function checkSegwit(text: string): Outcome {
  const lower = text.toLowerCase();
  // One case throughout: bech32 refuses a mix.
  if (text !== lower && text !== text.toUpperCase()) return notOfChain;
  if (!segwitText.test(lower)) return notOfChain;
  const v0 = bech32.decodeUnsafe(lower);
  const decoded = v0 ?? bech32m.decodeUnsafe(lower);
  if (!decoded) return badChecksum;
  const [version, ...words] = decoded.words;
  const program = bech32.fromWordsUnsafe(words);
  if (!program) return notOfChain;
  // v0 uses bech32, every later version bech32m (BIP 350); v2 and up have no use yet, so nothing is sent there.
  if (version === 0 && v0 && (program.length === 20 || program.length === 32)) return fits(lower);
  if (version === 1 && !v0 && program.length === 32) return fits(lower);
  return notOfChain;
}

function checkBitcoin(text: string): Outcome {
  if (/^bc1/i.test(text)) return checkSegwit(text);
  // P2PKH (version 0x00, starts with 1) or P2SH (0x05, starts with 3).
  return checkBase58Check(text, 21, [0x00, 0x05]);
}

/** EIP-55: the mixed-case form, each letter upper case where its nibble of keccak-256(lower hex) is 8 or more. */
function eip55(lowerHex: string): string {
  const hash = keccak_256(utf8ToBytes(lowerHex));
  let mixed = '0x';
  for (let i = 0; i < lowerHex.length; i++) {
    const nibble = (hash[i >> 1]! >> (i % 2 === 0 ? 4 : 0)) & 0x0f;
    mixed += nibble >= 8 ? lowerHex[i]!.toUpperCase() : lowerHex[i]!;
  }
  return mixed;
}

/** Ethereum and BNB Smart Chain: 0x and 40 hex digits; one case as typed, or mixed case matching EIP-55. */
function checkEvm(text: string): Outcome {
  if (!/^0x[0-9a-fA-F]{40}$/.test(text)) return notOfChain;
  const hex = text.slice(2);
  const lower = hex.toLowerCase();
  const canonical = eip55(lower);
  if (hex === lower || hex === hex.toUpperCase() || text === canonical) return fits(canonical);
  return badChecksum;
}

/** TRON: Base58Check of 0x41 and a 20-byte account (so it starts with T). */
const checkTron = (text: string) => checkBase58Check(text, 21, [0x41]);

/** Solana: a 32-byte public key in Base58 (no checksum). */
function checkSolana(text: string): Outcome {
  if (!base58Text.test(text)) return notOfChain;
  const key = base58.decode(text);
  return key.length === 32 ? fits(base58.encode(key)) : notOfChain;
}

const checks: Record<Chain, (text: string) => Outcome> = {
  btc: checkBitcoin,
  eth: checkEvm,
  bnb: checkEvm,
  trx: checkTron,
  sol: checkSolana,
};

/** Whether `text` is one of the chains a crypto withdrawal can go out on. */
export function isChain(text: string): text is Chain {
  return Object.hasOwn(checks, text);
}

/**
 * Whether `text` is an address of `chain`, checksum included, once the whitespace around it is trimmed.
 * On success, the canonical form: lower-case bech32, EIP-55 for Ethereum and BNB Smart Chain, Base58 as is.
 * On refusal, the message that names the chain (the same in the form and from the server).
 */
export function checkChainAddress(chain: Chain, text: string): ChainAddressCheck {
  const trimmed = text.trim();
  const outcome =
    trimmed.length === 0 || trimmed.length > MAX_ADDRESS_LENGTH
      ? notOfChain
      : checks[chain](trimmed);
  if (outcome.ok) return outcome;
  const name = chainNames[chain];
  return {
    ...outcome,
    message:
      outcome.reason === 'checksum'
        ? walletAddressValidation.checksumMismatch(name)
        : walletAddressValidation.notOfChain(name),
  };
}
