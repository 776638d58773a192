import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ApiProvider,
  createApiClients,
  createMemoryStorage,
  newIdempotencyKey,
  storageKeys,
} from '@tp/api';
import {
  API_BASE_URL,
  MARKET_BASE_URL,
  SEED_NOW,
  createManualClock,
  type ScenarioName,
  serverTexts,
} from '@tp/mocks';
import { createMockServer } from '@tp/mocks/node';
import {
  codeCheckMessages,
  codeValidation,
  forgotPasswordMessages,
  withdrawalMessages,
} from '@tp/messages';
import {
  WithdrawalCodeDialog,
  codeEmailFailedNotice,
  type WithdrawalCodeDialogProps,
} from './WithdrawalCodeDialog';

const alex = { email: 'alex.morgan@example.com', password: 'DemoPass123!' };
const clock = createManualClock(SEED_NOW);
const server = createMockServer({ clock: clock.now });
const MINUTE = 60_000;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.backend.reset();
  clock.set(new Date(SEED_NOW).getTime());
});
afterAll(() => server.close());

let storage: Record<string, string>;
let withdrawalId: number;

beforeEach(async () => {
  const tokens = await server.backend.api.login(alex);
  storage = {
    [storageKeys.authToken]: tokens.access_token,
    [storageKeys.refreshToken]: tokens.refresh_token,
    [storageKeys.username]: tokens.username,
  };
  const userId = server.backend.userIdByEmail(alex.email) ?? 0;
  const created = await server.backend.api.createWithdrawal(
    userId,
    {
      amount: 500,
      withdrawal_method: 'Bank Transfer',
      bank_account: 'GB29NWBK60161331926819',
    },
    newIdempotencyKey(),
  );
  withdrawalId = created.id;
});

const latestCode = () => server.backend.latestCode(alex.email, 'withdrawal') ?? '';
const wrongCode = () => (latestCode() === '111111' ? '222222' : '111111');

type Callbacks = Pick<WithdrawalCodeDialogProps, 'onCancel' | 'onVerified' | 'onExpired'>;

function renderDialog(
  id: number | null = withdrawalId,
  props: Pick<WithdrawalCodeDialogProps, 'openingNotice'> = {},
) {
  const callbacks = {
    onCancel: vi.fn(),
    onVerified: vi.fn(),
    onExpired: vi.fn(),
  } satisfies Callbacks;
  const clients = createApiClients({
    baseUrl: API_BASE_URL,
    marketBaseUrl: MARKET_BASE_URL,
    storage: createMemoryStorage(storage),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  let open: (next: number | null) => void = () => undefined;
  function Harness() {
    const [current, setCurrent] = useState<number | null>(id);
    open = setCurrent;
    return (
      <WithdrawalCodeDialog
        withdrawalId={current}
        title="Verify Your Withdrawal"
        description="Enter the code we e-mailed you."
        {...props}
        {...callbacks}
      />
    );
  }
  render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider clients={clients}>
        <Harness />
      </ApiProvider>
    </QueryClientProvider>,
  );
  return { ...callbacks, open: (next: number | null) => open(next) };
}

const user = () => userEvent.setup();
const dialog = () => screen.getByRole('dialog', { name: 'Verify Your Withdrawal' });
const codeField = () => within(dialog()).getByLabelText(/Verification code/);

async function enter(code: string) {
  const typing = user();
  await typing.clear(codeField());
  await typing.type(codeField(), code);
  await typing.click(within(dialog()).getByRole('button', { name: 'Verify' }));
}

describe('WithdrawalCodeDialog', () => {
  it('is closed without a withdrawal', () => {
    renderDialog(null);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Verify disabled while the code is empty (spec 2 §5)', () => {
    renderDialog();
    expect(within(dialog()).getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it('asks for a whole code before calling the server', async () => {
    const { onVerified } = renderDialog();
    await enter('123');
    expect(within(dialog()).getByText(codeValidation.codeRequired)).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('the right code approves the withdrawal and takes the money', async () => {
    const { onVerified } = renderDialog();
    await enter(latestCode());
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(onVerified.mock.calls[0]?.[0]).toMatchObject({ id: withdrawalId, status: 'approved' });
    expect(server.backend.fundsOf(alex.email)).toMatchObject({ balance: 12_000, held: 0 });
  });

  it('a wrong code shows the message under the field and keeps the dialog open', async () => {
    const { onVerified, onExpired } = renderDialog();
    await enter(wrongCode());
    expect(await within(dialog()).findByText(codeCheckMessages.incorrect)).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(onVerified).not.toHaveBeenCalled();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('editing the code clears the server message', async () => {
    renderDialog();
    await enter(wrongCode());
    await within(dialog()).findByText(codeCheckMessages.incorrect);
    await user().type(codeField(), '{Backspace}');
    expect(within(dialog()).queryByText(codeCheckMessages.incorrect)).toBeNull();
  });

  it('a code past its 10 minutes calls onExpired with the spec text', async () => {
    const { onExpired, onVerified } = renderDialog();
    const code = latestCode();
    clock.advance(11 * MINUTE);
    await enter(code);
    await waitFor(() => expect(onExpired).toHaveBeenCalledWith(codeCheckMessages.expired));
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('five wrong tries burn the code; Resend Code gives a new one that works', async () => {
    const { onVerified } = renderDialog();
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await enter(wrongCode());
      await within(dialog()).findByText(codeCheckMessages.incorrect);
    }
    await enter(wrongCode());
    expect(await within(dialog()).findByText(serverTexts.tooManyAttempts)).toBeInTheDocument();

    clock.advance(MINUTE + 1_000);
    await user().click(within(dialog()).getByRole('button', { name: 'Resend Code' }));
    expect(
      await within(dialog()).findByText(forgotPasswordMessages.newCodeSent),
    ).toBeInTheDocument();
    await enter(latestCode());
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
  });

  it('a resend within the minute says to wait', async () => {
    renderDialog();
    await user().click(within(dialog()).getByRole('button', { name: 'Resend Code' }));
    expect(await within(dialog()).findByText(serverTexts.resendCooldown)).toBeInTheDocument();
  });

  it('a resend whose e-mail failed says so', async () => {
    clock.advance(MINUTE + 1_000);
    server.useScenario('withdrawals.resend.notificationFailed');
    renderDialog();
    await user().click(within(dialog()).getByRole('button', { name: 'Resend Code' }));
    expect(
      await within(dialog()).findByText(withdrawalMessages.notificationFailed),
    ).toBeInTheDocument();
  });

  it.each<ScenarioName>([
    'withdrawals.resend.serverError',
    'withdrawals.resend.networkError',
    'withdrawals.resend.unavailable',
  ])('%s says Failed to resend OTP', async (name) => {
    server.useScenario(name);
    renderDialog();
    await user().click(within(dialog()).getByRole('button', { name: 'Resend Code' }));
    expect(await within(dialog()).findByText(withdrawalMessages.resendFailed)).toBeInTheDocument();
  });

  it.each<[ScenarioName, string]>([
    ['withdrawals.verify.incorrect', codeCheckMessages.incorrect],
    ['withdrawals.verify.tooMany', serverTexts.tooManyAttempts],
  ])('%s shows the refusal under the field', async (name, message) => {
    server.useScenario(name);
    renderDialog();
    await enter(latestCode());
    expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
  });

  it('withdrawals.verify.expired calls onExpired', async () => {
    server.useScenario('withdrawals.verify.expired');
    const { onExpired } = renderDialog();
    await enter(latestCode());
    await waitFor(() => expect(onExpired).toHaveBeenCalledWith(codeCheckMessages.expired));
  });

  it.each<ScenarioName>([
    'withdrawals.verify.notFound',
    'withdrawals.verify.serverError',
    'withdrawals.verify.badGateway',
    'withdrawals.verify.networkError',
    'withdrawals.verify.forbidden',
  ])('%s says Verification failed', async (name) => {
    server.useScenario(name);
    const { onVerified, onExpired } = renderDialog();
    await enter(latestCode());
    expect(await within(dialog()).findByText(codeCheckMessages.failed)).toBeInTheDocument();
    expect(onVerified).not.toHaveBeenCalled();
    expect(onExpired).not.toHaveBeenCalled();
  });

  it('Cancel calls onCancel and leaves the withdrawal pending', async () => {
    const { onCancel } = renderDialog();
    await user().click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(server.backend.fundsOf(alex.email)).toMatchObject({ held: 500 });
  });

  it('opened again for another withdrawal, it forgets the last one’s code and messages', async () => {
    const { open } = renderDialog();
    await user().click(within(dialog()).getByRole('button', { name: 'Resend Code' }));
    await within(dialog()).findByText(serverTexts.resendCooldown);
    await enter(wrongCode());
    await within(dialog()).findByText(codeCheckMessages.incorrect);
    act(() => open(null));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => open(withdrawalId + 1000));
    expect(codeField()).toHaveValue('');
    expect(within(dialog()).queryByText(codeCheckMessages.incorrect)).toBeNull();
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it('opens with its opening notice, and again after Cancel', async () => {
    const { open } = renderDialog(withdrawalId, { openingNotice: codeEmailFailedNotice(true) });
    expect(within(dialog()).getByText(withdrawalMessages.notificationFailed)).toBeInTheDocument();
    await enter(wrongCode());
    await within(dialog()).findByText(codeCheckMessages.incorrect);
    // Verify hid the opening notice; Cancel and a new opening show it again.
    expect(within(dialog()).queryByText(withdrawalMessages.notificationFailed)).toBeNull();
    await user().click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    act(() => open(null));
    act(() => open(withdrawalId));
    expect(within(dialog()).getByText(withdrawalMessages.notificationFailed)).toBeInTheDocument();
    expect(within(dialog()).queryByText(codeCheckMessages.incorrect)).toBeNull();
  });
});
