import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import {
  ApiProvider,
  createApiClients,
  createMemoryStorage,
  storageKeys,
  useSecuritySettings,
  useSetIdleTimeoutMutation,
} from '@tp/api';
import { API_BASE_URL, MARKET_BASE_URL, SEED_NOW, createManualClock, serverTexts } from '@tp/mocks';
import { createMockServer } from '@tp/mocks/node';
import { createSoftAuthenticator } from '@tp/mocks/test/softAuthenticator.ts';
import { httpErrors } from '@tp/messages';
import { ClockProvider } from '../../../clock';
import { formatTime } from '../../../format';
import { isStepUpCancelled } from './stepUpGate';
import { stepUpTexts } from './stepUpTexts';
import { i18n } from '@tp/i18n';
import { useStepUpGate } from './useStepUpGate';

const alex = { email: 'alex.morgan@example.com', password: 'DemoPass123!' };
const clock = createManualClock(SEED_NOW);
const server = createMockServer({ clock: clock.now });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  server.backend.reset();
  clock.set(new Date(SEED_NOW).getTime());
});
afterAll(() => server.close());

let storage: Record<string, string>;
let authorization = '';
beforeEach(async () => {
  const tokens = await server.backend.api.login(alex);
  authorization = `JWT ${tokens.access_token}`;
  storage = {
    [storageKeys.authToken]: tokens.access_token,
    [storageKeys.refreshToken]: tokens.refresh_token,
    [storageKeys.username]: tokens.username,
  };
});

const alexId = () => server.backend.userIdByEmail(alex.email) ?? 0;
const idleOnServer = async () =>
  (await server.backend.api.getSecuritySettings(alexId())).idle_timeout_minutes;

/** A sensitive change behind the gate: Save sets the idle timeout to 30 minutes and says how it ended. */
function Harness() {
  const gate = useStepUpGate();
  const settings = useSecuritySettings();
  const save = useSetIdleTimeoutMutation();
  const [outcome, setOutcome] = useState('');
  const run = () =>
    gate
      .run(() => save.mutateAsync(30))
      .then(
        (saved) => setOutcome(`saved ${saved.idle_timeout_minutes}`),
        (error: unknown) => setOutcome(isStepUpCancelled(error) ? 'cancelled' : 'failed'),
      );
  return (
    <>
      <p>{settings.data ? 'settings loaded' : 'settings loading'}</p>
      <button type="button" onClick={() => void run()}>
        Save
      </button>
      <output>{outcome}</output>
      {gate.dialog}
    </>
  );
}

function renderGate() {
  const clients = createApiClients({
    baseUrl: API_BASE_URL,
    marketBaseUrl: MARKET_BASE_URL,
    storage: createMemoryStorage(storage),
  });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiProvider clients={clients}>
        <ClockProvider now={clock.now}>
          <Harness />
        </ClockProvider>
      </ApiProvider>
    </QueryClientProvider>,
  );
}

const user = () => userEvent.setup();
const dialog = () => screen.findByRole('dialog', { name: i18n._(stepUpTexts.title) });
const outcome = () => screen.getByRole('status', { hidden: true });

async function startSave() {
  await screen.findByText('settings loaded');
  await user().click(screen.getByRole('button', { name: 'Save' }));
  return within(await dialog());
}

async function prove(scope: ReturnType<typeof within>, password: string, code?: string) {
  const typing = user();
  const passwordField = scope.getByLabelText(/^Password/);
  await typing.clear(passwordField);
  await typing.type(passwordField, password);
  if (code !== undefined) {
    const codeField = scope.getByLabelText(/^Authentication code/);
    await typing.clear(codeField);
    await typing.type(codeField, code);
  }
  await typing.click(scope.getByRole('button', { name: i18n._(stepUpTexts.confirm) }));
}

/** Adds a passkey to Alex's account on the server, as Profile Settings would after a step-up. */
async function addPasskey() {
  const userId = alexId();
  const proof = (
    await server.backend.api.stepUp(userId, { password: alex.password }, authorization)
  ).step_up_token;
  const { challenge_id, options } = await server.backend.api.passkeyRegistrationOptions(
    userId,
    authorization,
    proof,
  );
  const credential = await createSoftAuthenticator().create(options, location.origin);
  await server.backend.api.addPasskey(
    userId,
    { challenge_id, name: 'Laptop', credential },
    authorization,
    proof,
  );
}

describe('useStepUpGate', () => {
  it('asks for the password when the server wants a proof, then makes the change once', async () => {
    renderGate();
    const scope = await startSave();
    expect(scope.queryByLabelText(/^Authentication code/)).toBeNull();
    expect(scope.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(await idleOnServer()).toBe(15);

    await prove(scope, alex.password);
    await waitFor(() => expect(outcome()).toHaveTextContent('saved 30'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await idleOnServer()).toBe(30);
  });

  it('keeps the dialog with the message under Password when the password is wrong', async () => {
    renderGate();
    const scope = await startSave();
    await prove(scope, 'WrongPass1!');
    const password = scope.getByLabelText(/^Password/);
    await waitFor(() => expect(password).toHaveAccessibleDescription(/password is incorrect/));
    expect(password).toHaveFocus();
    expect(outcome()).toHaveTextContent('');
    await prove(scope, alex.password);
    await waitFor(() => expect(outcome()).toHaveTextContent('saved 30'));
  });

  it('asks for nothing while the proof is fresh', async () => {
    renderGate();
    const scope = await startSave();
    await prove(scope, alex.password);
    await waitFor(() => expect(outcome()).toHaveTextContent('saved 30'));
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(outcome()).toHaveTextContent('saved 30'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects quietly on Cancel: nothing changes', async () => {
    renderGate();
    const scope = await startSave();
    await user().type(scope.getByLabelText(/^Password/), 'half-typed');
    await user().click(scope.getByRole('button', { name: i18n._(stepUpTexts.cancel) }));
    await waitFor(() => expect(outcome()).toHaveTextContent('cancelled'));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Back where the user was (the dialog has no trigger for Radix to return to).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus());
    expect(await idleOnServer()).toBe(15);
  });

  it('asks for the authenticator code when the account has a second factor on', async () => {
    await server.backend.turnOnAuthenticator(alex.email);
    renderGate();
    const scope = await startSave();
    expect(scope.getByLabelText(/^Authentication code/)).toHaveAttribute(
      'autocomplete',
      'one-time-code',
    );
    await prove(scope, alex.password, server.backend.authenticatorCode(alex.email));
    await waitFor(() => expect(outcome()).toHaveTextContent('saved 30'));
  });

  it('shows the code field when the server asks for one the page did not know of', async () => {
    renderGate();
    await screen.findByText('settings loaded');
    // Turned on in another tab after this page read the settings.
    await server.backend.turnOnAuthenticator(alex.email);
    const scope = await startSave();
    expect(scope.queryByLabelText(/^Authentication code/)).toBeNull();
    await prove(scope, alex.password);
    const code = await scope.findByLabelText(/^Authentication code/);
    await waitFor(() => expect(code).toHaveAccessibleDescription(/authenticator app/));
    await waitFor(() => expect(code).toHaveFocus());
    await prove(scope, alex.password, server.backend.authenticatorCode(alex.email));
    await waitFor(() => expect(outcome()).toHaveTextContent('saved 30'));
  });

  it("says the spec's 429 text and when the account can try again", async () => {
    renderGate();
    const scope = await startSave();
    for (let attempt = 0; attempt < 5; attempt++) {
      await prove(scope, `WrongPass${attempt}!`);
      await waitFor(() =>
        expect(scope.getByLabelText(/^Password/)).toHaveAccessibleDescription(/incorrect/),
      );
    }
    await prove(scope, alex.password);
    const alert = await scope.findByRole('alert');
    expect(alert).toHaveTextContent(httpErrors.tooManyRequests);
    expect(alert).toHaveTextContent(/You can try again at /);
    const retryAt = /You can try again at (.+)\./.exec(alert.textContent ?? '')?.[1];
    expect(retryAt).toBe(formatTime(clock.now() + 15 * 60_000));
    expect(outcome()).toHaveTextContent('');
  });

  it('asks a passkey-only account for a passkey, not the password', async () => {
    await addPasskey();
    renderGate();
    const scope = await startSave();
    expect(scope.getByText(i18n._(stepUpTexts.descriptionPasskey))).toBeInTheDocument();
    expect(scope.queryByLabelText(/^Password/)).toBeNull();
    // jsdom has no WebAuthn: the browser's refusal is said, and the dialog waits for another way.
    await user().click(scope.getByRole('button', { name: i18n._(stepUpTexts.usePasskey) }));
    expect(await scope.findByRole('alert')).toHaveTextContent(/WebAuthn/);
    expect(scope.getByRole('button', { name: i18n._(stepUpTexts.usePasskey) })).toBeEnabled();
    expect(outcome()).toHaveTextContent('');
    expect(await idleOnServer()).toBe(15);
  });

  it('offers the passkey once the server asks for one the page did not know of', async () => {
    renderGate();
    await screen.findByText('settings loaded');
    await addPasskey();
    const scope = await startSave();
    await prove(scope, alex.password);
    expect(await scope.findByRole('alert')).toHaveTextContent(serverTexts.usePasskeyInstead);
    expect(scope.getByRole('button', { name: i18n._(stepUpTexts.usePasskey) })).toBeInTheDocument();
    expect(scope.queryByLabelText(/^Password/)).toBeNull();
  });
});
