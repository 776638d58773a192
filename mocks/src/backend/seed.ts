// The deterministic starting state: the contract's two demo users, verified, with a consistent ledger
// (Alex: 10,000 + 5,000 − 1,500 − 1,000 transferred to Jamie = 12,500; Jamie: 2,200 + 1,000 = 3,200; the shared-cost
// transfers between them, 25 × 60 one way and 1,500 back, net to zero for both).
import { activityActions } from './serverTexts';
import type { BackendState, UserRecord, WithdrawalRecord } from './state';

export const DEMO_USERS = {
  alex: { email: 'alex.morgan@example.com', password: 'DemoPass123!', username: 'alexmorgan' },
  jamie: { email: 'jamie.lee@example.com', password: 'DemoPass456!', username: 'jamielee' },
} as const;

/** A fixed "now" for stories and screenshots: after every seeded event. */
export const SEED_NOW = '2026-06-15T12:00:00.000Z';

// PBKDF2-SHA256, 1,000 iterations, of the demo passwords with these salts (seed.test.ts recomputes them).
const alexPassword = {
  algorithm: 'PBKDF2-SHA256',
  iterations: 1000,
  salt: 'a1c3e5f70911b3d5f7193b5d7f91a3c5',
  hash: '42e5073f8b77571fba39c30f8fd69beda510a42637645034359a482f843f3101',
} as const;
const jamiePassword = {
  algorithm: 'PBKDF2-SHA256',
  iterations: 1000,
  salt: 'b2d4f6081a2c4e6082a4c6e8002b4d6f',
  hash: 'f731722807178c33d231b068be577952681bc7d7ebc1d4bddf4627a5308555f3',
} as const;

function alex(): UserRecord {
  return {
    id: 1,
    username: DEMO_USERS.alex.username,
    email: DEMO_USERS.alex.email,
    firstName: 'Alex',
    lastName: 'Morgan',
    phoneNumber: '+14155550101',
    country: 'United States',
    address: '500 Market Street, San Francisco, CA 94105',
    dateOfBirth: '1988-04-12',
    language: 'English',
    notifications: { email: true, sms: false, push: true },
    password: { ...alexPassword },
    emailVerified: true,
    dateJoined: '2025-03-14T09:30:00.000Z',
    lastLogin: '2026-06-14T08:12:00.000Z',
    updatedAt: '2026-02-20T17:45:00.000Z',
    ipAddress: '203.0.113.24',
    location: 'San Francisco, United States',
  };
}

function jamie(): UserRecord {
  return {
    id: 2,
    username: DEMO_USERS.jamie.username,
    email: DEMO_USERS.jamie.email,
    firstName: 'Jamie',
    lastName: 'Lee',
    phoneNumber: '+447700900123',
    country: 'United Kingdom',
    address: null,
    dateOfBirth: null,
    language: 'English',
    notifications: { email: true, sms: false, push: true },
    password: { ...jamiePassword },
    emailVerified: true,
    dateJoined: '2025-06-02T14:05:00.000Z',
    lastLogin: '2026-06-10T19:20:00.000Z',
    updatedAt: null,
    ipAddress: '203.0.113.57',
    location: 'London, United Kingdom',
  };
}

/**
 * D11: enough history for Trade History to page (25 rows a page) without moving a balance. Jamie pays Alex back a
 * shared $1,500 in 25 transfers of $60 (June to August 2025, after Jamie's first deposit), and Alex sends the
 * $1,500 on to Jamie on 1 September: both balances end where they were, and Alex's five newest rows stay as they are.
 */
function sharedCostTransfers(firstId: number): WithdrawalRecord[] {
  const transfers: WithdrawalRecord[] = [];
  const start = Date.parse('2025-06-10T18:00:00.000Z');
  for (let index = 0; index < 25; index += 1) {
    const createdAt = start + index * 3 * 24 * 3_600_000;
    transfers.push({
      id: firstId + index,
      userId: 2,
      amountCents: 60_00,
      method: 'Transfer',
      status: 'approved',
      createdAt: new Date(createdAt).toISOString(),
      expiresAt: new Date(createdAt + 3_600_000).toISOString(),
      decidedAt: new Date(createdAt + 120_000).toISOString(),
      walletAddress: null,
      chain: null,
      bankAccount: null,
      recipientEmail: DEMO_USERS.alex.email,
      recipientId: 1,
      senderEmail: DEMO_USERS.jamie.email,
    });
  }
  transfers.push({
    id: firstId + 25,
    userId: 1,
    amountCents: 1_500_00,
    method: 'Transfer',
    status: 'approved',
    createdAt: '2025-09-01T09:00:00.000Z',
    expiresAt: '2025-09-01T10:00:00.000Z',
    decidedAt: '2025-09-01T09:02:00.000Z',
    walletAddress: null,
    chain: null,
    bankAccount: null,
    recipientEmail: DEMO_USERS.jamie.email,
    recipientId: 2,
    senderEmail: DEMO_USERS.alex.email,
  });
  return transfers;
}

/** D16: the destinations the demo users saved long ago (usable), which the demos and tests withdraw to. */
export const DEMO_DESTINATIONS = {
  alex: [
    { label: 'Main bank account', kind: 'bank', bankAccount: 'GB29NWBK60161331926819' },
    {
      label: 'Ethereum wallet',
      kind: 'crypto',
      chain: 'eth',
      address: '0x9a370eB04b0672d687F99E6582BAfdb6B4F0aaD8',
    },
    {
      label: 'Bitcoin savings',
      kind: 'crypto',
      chain: 'btc',
      address: 'bc1q8cx4zxvqqyq8956cj0z63u7kcmjyc9k6s6puq0',
    },
    {
      label: 'Solana wallet',
      kind: 'crypto',
      chain: 'sol',
      address: 'D8q2RxwB58FhoaWTzHmXCNUyhq44uXHXbKGCrH2BVj7u',
    },
  ],
  jamie: [{ label: 'Current account', kind: 'bank', bankAccount: 'DE89370400440532013000' }],
} as const;

function seedAddressBooks(): BackendState['addressBooks'] {
  const addedAt = Date.parse('2025-01-20T10:00:00.000Z');
  let id = 0;
  const book = (
    userId: number,
    entries: readonly (typeof DEMO_DESTINATIONS)[keyof typeof DEMO_DESTINATIONS][number][],
  ) => ({
    userId,
    allowList: false,
    allowListOffAt: null,
    destinations: entries.map((entry) => ({
      id: ++id,
      userId,
      label: entry.label,
      kind: entry.kind,
      chain: 'chain' in entry ? entry.chain : null,
      address: 'address' in entry ? entry.address : null,
      bankAccount: 'bankAccount' in entry ? entry.bankAccount : null,
      addedAt,
      confirmedAt: addedAt,
      usableAt: addedAt + 24 * 60 * 60 * 1000,
    })),
  });
  return { '1': book(1, DEMO_DESTINATIONS.alex), '2': book(2, DEMO_DESTINATIONS.jamie) };
}

export function createSeedState(): BackendState {
  return {
    version: 5,
    users: [alex(), jamie()],
    accounts: [
      {
        id: 1,
        userId: 1,
        balanceCents: 12_500_00,
        heldCents: 0,
        updatedAt: '2025-10-05T10:02:00.000Z',
      },
      {
        id: 2,
        userId: 2,
        balanceCents: 3_200_00,
        heldCents: 0,
        updatedAt: '2025-10-05T10:02:00.000Z',
      },
    ],
    summaries: [{ userId: 1, profitLossCents: 1_245_30, marginCents: 3_125_00, openedPosition: 2 }],
    deposits: [
      {
        id: 1,
        userId: 1,
        amountCents: 10_000_00,
        paymentMethod: 'Cryptocurrency',
        walletId: 'bitcoin',
        walletAddress: 'bc1q9cj2zt6r7eevk2hjqxfkuunf76q92up4ek3rnv',
        cryptoType: 'BTC',
        status: 'approved',
        createdAt: '2025-03-15T11:00:00.000Z',
        decidedAt: '2025-03-15T13:30:00.000Z',
        proofType: 'png',
      },
      {
        id: 2,
        userId: 2,
        amountCents: 2_200_00,
        paymentMethod: 'Cryptocurrency',
        walletId: 'usdt_trc20',
        walletAddress: 'TKJndSeffPQonzHUVBxjKd4JLsV6Aqsdgy',
        cryptoType: 'USDT (TRC20)',
        status: 'approved',
        createdAt: '2025-06-03T09:15:00.000Z',
        decidedAt: '2025-06-03T10:00:00.000Z',
        proofType: 'jpeg',
      },
      {
        id: 3,
        userId: 1,
        amountCents: 5_000_00,
        paymentMethod: 'Cryptocurrency',
        walletId: 'ethereum',
        walletAddress: '0xa0072aBD16Cf4Fa432824017139114c49eE6e214',
        cryptoType: 'ETH',
        status: 'approved',
        createdAt: '2025-07-01T16:20:00.000Z',
        decidedAt: '2025-07-01T18:00:00.000Z',
        proofType: 'png',
      },
      {
        id: 4,
        userId: 1,
        amountCents: 300_00,
        paymentMethod: 'Cryptocurrency',
        walletId: 'bitcoin',
        walletAddress: 'bc1q9cj2zt6r7eevk2hjqxfkuunf76q92up4ek3rnv',
        cryptoType: 'BTC',
        status: 'rejected',
        createdAt: '2026-01-08T12:00:00.000Z',
        decidedAt: '2026-01-09T09:00:00.000Z',
        proofType: 'jpeg',
      },
      {
        id: 5,
        userId: 2,
        amountCents: 500_00,
        paymentMethod: 'Cryptocurrency',
        walletId: 'ethereum',
        walletAddress: '0xa0072aBD16Cf4Fa432824017139114c49eE6e214',
        cryptoType: 'ETH',
        status: 'pending',
        createdAt: '2026-05-20T15:40:00.000Z',
        decidedAt: null,
        proofType: 'png',
      },
      {
        id: 6,
        userId: 1,
        amountCents: 750_00,
        paymentMethod: 'Cryptocurrency',
        walletId: 'usdt_trc20',
        walletAddress: 'TKJndSeffPQonzHUVBxjKd4JLsV6Aqsdgy',
        cryptoType: 'USDT (TRC20)',
        status: 'pending',
        createdAt: '2026-05-28T08:05:00.000Z',
        decidedAt: null,
        proofType: 'png',
      },
    ],
    withdrawals: [
      {
        id: 1,
        userId: 1,
        amountCents: 1_500_00,
        method: 'Bank Transfer',
        status: 'approved',
        createdAt: '2025-09-10T14:00:00.000Z',
        expiresAt: '2025-09-10T15:00:00.000Z',
        decidedAt: '2025-09-10T14:03:00.000Z',
        walletAddress: null,
        chain: null,
        bankAccount: 'GB29NWBK60161331926819',
        recipientEmail: null,
        recipientId: null,
      },
      {
        id: 2,
        userId: 1,
        amountCents: 1_000_00,
        method: 'Transfer',
        status: 'approved',
        createdAt: '2025-10-05T10:00:00.000Z',
        expiresAt: '2025-10-05T11:00:00.000Z',
        decidedAt: '2025-10-05T10:02:00.000Z',
        walletAddress: null,
        chain: null,
        bankAccount: null,
        recipientEmail: DEMO_USERS.jamie.email,
        recipientId: 2,
        senderEmail: DEMO_USERS.alex.email,
      },
      {
        id: 3,
        userId: 1,
        amountCents: 250_00,
        method: 'Cryptocurrency',
        status: 'expired',
        createdAt: '2026-03-02T18:30:00.000Z',
        expiresAt: '2026-03-02T19:30:00.000Z',
        decidedAt: '2026-03-02T19:30:00.000Z',
        walletAddress: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
        chain: 'eth',
        bankAccount: null,
        recipientEmail: null,
        recipientId: null,
      },
      ...sharedCostTransfers(4),
    ],
    subscriptions: [],
    copyTraders: [
      { userId: 1, code: 'ALPHA7', status: 'active', joinedAt: '2026-01-12T10:00:00.000Z' },
      { userId: 1, code: 'QUANT-42', status: 'paused', joinedAt: '2026-04-03T16:30:00.000Z' },
    ],
    // D10: Alex's portfolio (shares of the balance); Jamie holds nothing yet.
    holdings: [
      { userId: 1, name: 'Bitcoin', shareBasisPoints: 3_200, changePercent: 18.42 },
      { userId: 1, name: 'Ethereum', shareBasisPoints: 1_800, changePercent: 9.75 },
      { userId: 1, name: 'Apple', shareBasisPoints: 1_200, changePercent: 6.1 },
      { userId: 1, name: 'NVIDIA', shareBasisPoints: 1_000, changePercent: 31.6 },
      { userId: 1, name: 'Solana', shareBasisPoints: 900, changePercent: -7.35 },
      { userId: 1, name: 'Microsoft', shareBasisPoints: 800, changePercent: 4.2 },
      { userId: 1, name: 'Cardano', shareBasisPoints: 600, changePercent: -12.8 },
      { userId: 1, name: 'Tesla', shareBasisPoints: 500, changePercent: -3.05 },
    ],
    activity: [
      {
        id: 1,
        userId: 1,
        timestamp: '2025-03-14T09:30:00.000Z',
        action: activityActions.accountCreated,
        ipAddress: '203.0.113.24',
        location: 'San Francisco, United States',
      },
      {
        id: 2,
        userId: 1,
        timestamp: '2025-03-14T09:32:00.000Z',
        action: activityActions.emailVerified,
        ipAddress: '203.0.113.24',
        location: 'San Francisco, United States',
      },
      {
        id: 3,
        userId: 2,
        timestamp: '2025-06-02T14:05:00.000Z',
        action: activityActions.accountCreated,
        ipAddress: '203.0.113.57',
        location: 'London, United Kingdom',
      },
      {
        id: 4,
        userId: 2,
        timestamp: '2025-06-02T14:07:00.000Z',
        action: activityActions.emailVerified,
        ipAddress: '203.0.113.57',
        location: 'London, United Kingdom',
      },
      {
        id: 5,
        userId: 1,
        timestamp: '2026-02-20T17:40:00.000Z',
        action: activityActions.login,
        ipAddress: '203.0.113.87',
        location: 'Oakland, United States',
      },
      {
        id: 6,
        userId: 1,
        timestamp: '2026-02-20T17:45:00.000Z',
        action: activityActions.profileUpdated,
        ipAddress: '203.0.113.87',
        location: 'Oakland, United States',
      },
      {
        id: 7,
        userId: 1,
        timestamp: '2026-04-18T07:55:00.000Z',
        action: activityActions.passwordChanged,
        ipAddress: '203.0.113.24',
        location: 'San Francisco, United States',
      },
      {
        id: 8,
        userId: 1,
        timestamp: '2026-04-18T08:10:00.000Z',
        action: activityActions.logout,
        ipAddress: '203.0.113.24',
        location: 'San Francisco, United States',
      },
      {
        id: 9,
        userId: 2,
        timestamp: '2026-06-10T19:20:00.000Z',
        action: activityActions.login,
        ipAddress: '203.0.113.57',
        location: 'London, United Kingdom',
      },
      {
        id: 10,
        userId: 1,
        timestamp: '2026-06-14T08:12:00.000Z',
        action: activityActions.login,
        ipAddress: '203.0.113.24',
        location: 'San Francisco, United States',
      },
    ],
    codes: {},
    codeSentAt: {},
    tokens: {},
    sessions: [],
    idempotency: {},
    outbox: [],
    security: {},
    throttle: {},
    stepUps: {},
    signInChallenges: {},
    disownLinks: {},
    webAuthnChallenges: {},
    addressBooks: seedAddressBooks(),
    nextId: {
      user: 3,
      account: 3,
      deposit: 7,
      withdrawal: 30,
      subscription: 1,
      activity: 11,
      message: 1,
      destination: 10,
    },
  };
}
