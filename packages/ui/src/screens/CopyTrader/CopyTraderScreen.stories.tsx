import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  API_BASE_URL,
  createLostAnswer,
  createOutage,
  createStoryMockApi,
  scenario,
  type ScenarioName,
} from '@tp/mocks';
import { copyTraderMessages, emptyStates, httpErrors } from '@tp/messages';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { storyUsers } from '../../storybook/signedIn';
import { signedInScreen } from '../../storybook/signedInScreen';
import { inFlight } from '../../storybook/StoryProviders';
import { i18n } from '@tp/i18n';
import { copyTraderTexts } from './copyTraderTexts';
import { CopyTraderScreen } from './CopyTraderScreen';
import { region, slow, selfTimed } from '../../storybook/storyQueries';
import { createOutageRecovery } from '../../storybook/outageRecovery';

const mockApi = createStoryMockApi();
let joinRequests = 0;

/** Counts join calls, then lets them through to the handlers behind. */
const countJoins = http.post(`${API_BASE_URL}/api/copy-traders/`, () => {
  joinRequests += 1;
});

const signedIn = signedInScreen(mockApi, '/copy-trader');

/**
 * The Copy Trader page of a signed-in user: join a trader by their code, the traders the user
 * copies (each can be paused, resumed or stopped), and the traders one can copy. The stories run
 * the page against the test server with the demo account Alex Morgan signed in, and show each
 * answer the server can give to loading the lists, joining, pausing and stopping: refusals, errors
 * and slow answers included.
 */
const meta = {
  title: 'Screens/CopyTrader/CopyTraderScreen',
  component: CopyTraderScreen,
  parameters: {
    docs: { story: screenDocsStory },
    msw: { handlers: [countJoins, ...mockApi.handlers] },
  },
  ...signedIn,
  beforeEach: async (context) => {
    joinRequests = 0;
    await signedIn.beforeEach(context);
  },
} satisfies Meta<typeof CopyTraderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const withScenarios = (...names: ScenarioName[]) => ({
  msw: { handlers: [...names.flatMap((name) => scenario(name)), countJoins, ...mockApi.handlers] },
});

/** Alex's entries on the server: code → status (seed: ALPHA7 active, QUANT-42 paused). */
function alexOnServer(): Record<string, string> {
  const alex = mockApi.backend.userIdByEmail(storyUsers.alex.email)!;
  return Object.fromEntries(
    mockApi.api.listCopyTraders(alex).map((entry) => [entry.id, entry.status]),
  );
}

/** Stops an entry from another tab or device: the page still shows it until it reads the list again. */
async function stopElsewhere(code: string) {
  const alex = mockApi.backend.userIdByEmail(storyUsers.alex.email)!;
  await mockApi.api.stopCopyTrader(alex, code);
}

const yourList = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Your Copy Traders' }));
const directoryTable = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Traders you can copy' }));
const codeField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Trader Code' });

/** The row of `code` in Your Copy Traders, once the list shows it. */
async function rowOf(canvasElement: HTMLElement, code: string) {
  const table = await within(canvasElement).findByRole('table', { name: 'Your Copy Traders' });
  const cell = await within(table).findByText(code, { selector: 'td span' }, slow);
  return within(cell.closest('tr')!);
}

/**
 * Waits for the list and for any join before to settle (the button reads Joining… and the field is
 * read-only meanwhile), types the code and presses Join Trader.
 */
async function joinWith(canvasElement: HTMLElement, typed: string) {
  await rowOf(canvasElement, 'ALPHA7');
  await within(canvasElement).findByRole('button', { name: 'Join Trader' }, slow);
  await waitFor(() => expect(codeField(canvasElement)).not.toHaveAttribute('readonly'), slow);
  await userEvent.clear(codeField(canvasElement));
  await userEvent.type(codeField(canvasElement), typed);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Join Trader' }));
}

/** Alex from the seed: ALPHA7 active, QUANT-42 paused (newest first); the directory marks both. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const quant = await rowOf(canvasElement, 'QUANT-42');
    await expect(quant.getByText('Paused')).toBeVisible();
    await expect(quant.getByText('+8.15%')).toBeVisible();
    const alpha = await rowOf(canvasElement, 'ALPHA7');
    await expect(alpha.getByText('Active')).toBeVisible();
    await expect(alpha.getByText('+12.40%')).toBeVisible();
    const rows = yourList(canvasElement).getAllByRole('row');
    await expect(rows.map((row) => (row as HTMLTableRowElement).cells[0]?.textContent)).toEqual([
      'Trader ID',
      'QUANT-42',
      'ALPHA7',
    ]);
    const traders = directoryTable(canvasElement);
    await waitFor(() => expect(traders.getAllByRole('row')).toHaveLength(7), slow);
    await expect(traders.getAllByText('Joined')).toHaveLength(2);
    await expect(traders.getAllByRole('button', { name: /^Use code/ })).toHaveLength(4);
  },
};

export const ListLoading: Story = {
  parameters: { ...withScenarios('copyTraders.list.loading'), ...inFlight },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading your copy traders')).toBeVisible();
  },
};

export const ListEmpty: Story = {
  parameters: withScenarios('copyTraders.list.empty'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(emptyStates.copyTraders, {}, slow),
    ).toBeVisible();
    // Nothing is joined, so every directory code is offered.
    await waitFor(
      () =>
        expect(
          directoryTable(canvasElement).getAllByRole('button', { name: /^Use code/ }),
        ).toHaveLength(6),
      slow,
    );
  },
};

function listFails(name: ScenarioName, message: string): Story {
  return {
    parameters: withScenarios(name),
    play: async ({ canvasElement }) => {
      await waitFor(
        () => expect(yourList(canvasElement).getByRole('alert')).toHaveTextContent(message),
        slow,
      );
      await expect(
        yourList(canvasElement).getByRole('button', { name: 'Try Again' }),
      ).toBeVisible();
      // The rest of the page still works.
      await expect(codeField(canvasElement)).toBeEnabled();
    },
  };
}

export const ListServerError = listFails('copyTraders.list.serverError', httpErrors.serverError);
export const ListNetworkError = listFails('copyTraders.list.networkError', httpErrors.network);

const listRecovery = createOutageRecovery('/api/copy-traders/');

/** The list fails; while Try Again runs the error stays with its button busy; then it loads. */
export const ListTryAgain: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: { handlers: [...listRecovery.handlers, ...mockApi.handlers] },
  },
  beforeEach: listRecovery.beforeEach,
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(yourList(canvasElement).getByRole('alert')).toHaveTextContent(
          httpErrors.serverError,
        ),
      slow,
    );
    await listRecovery.tryAgain(
      within(canvasElement).getByRole('table', { name: 'Your Copy Traders' }),
      httpErrors.serverError,
    );
    await expect((await rowOf(canvasElement, 'ALPHA7')).getByText('Active')).toBeVisible();
  },
};

const refreshOutage = createOutage('/api/copy-traders/');

/**
 * The pause goes through but reading the list again fails: the last list stays, marked as possibly out
 * of date; Try Again shows the server's state.
 */
export const StaleAfterFailedRefresh: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { msw: { handlers: [...refreshOutage.handlers, countJoins, ...mockApi.handlers] } },
  beforeEach: () => {
    refreshOutage.end();
    return refreshOutage.end;
  },
  play: async ({ canvasElement }) => {
    const alpha = await rowOf(canvasElement, 'ALPHA7');
    refreshOutage.start();
    await userEvent.click(
      alpha.getByRole('button', { name: 'Pause Alpha Seven Capital (ALPHA7)' }),
    );
    await expect(
      await region(canvasElement, 'Your Copy Traders').findByText(
        i18n._(copyTraderTexts.staleList),
        {},
        slow,
      ),
    ).toBeVisible();
    await expect(alexOnServer().ALPHA7).toBe('paused');
    await expect(alpha.getByText('Active')).toBeVisible();
    refreshOutage.end();
    await userEvent.click(
      region(canvasElement, 'Your Copy Traders').getByRole('button', { name: 'Try Again' }),
    );
    await waitFor(() => expect(alpha.getByText('Paused')).toBeVisible(), slow);
    await expect(
      region(canvasElement, 'Your Copy Traders').queryByText(i18n._(copyTraderTexts.staleList)),
    ).toBeNull();
  },
};

export const DirectoryEmpty: Story = {
  parameters: withScenarios('traders.list.empty'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(i18n._(copyTraderTexts.directoryEmpty), {}, slow),
    ).toBeVisible();
  },
};

export const DirectoryServerError: Story = {
  parameters: withScenarios('traders.list.serverError'),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(directoryTable(canvasElement).getByRole('alert')).toHaveTextContent(
          httpErrors.serverError,
        ),
      slow,
    );
    // Joining by code does not need the directory.
    await joinWith(canvasElement, 'BLUECHIP');
    await expect(await rowOf(canvasElement, 'BLUECHIP')).toBeTruthy();
  },
};

export const DirectoryNetworkError: Story = {
  parameters: withScenarios('traders.list.networkError'),
  play: async ({ canvasElement }) => {
    await waitFor(
      () =>
        expect(directoryTable(canvasElement).getByRole('alert')).toHaveTextContent(
          httpErrors.network,
        ),
      slow,
    );
  },
};

/** Type a code, join: the notice names the trader, the field clears, the server and the table have it. */
export const JoinsByCode: Story = {
  play: async ({ canvasElement }) => {
    await joinWith(canvasElement, ' bluechip ');
    await expect(
      await region(canvasElement, 'Join a Trader').findByText(
        'You now copy Blue Chip Growth (BLUECHIP).',
        {},
        slow,
      ),
    ).toBeVisible();
    await expect(codeField(canvasElement)).toHaveValue('');
    await expect(alexOnServer()).toEqual({
      ALPHA7: 'active',
      'QUANT-42': 'paused',
      BLUECHIP: 'active',
    });
    const row = await rowOf(canvasElement, 'BLUECHIP');
    await expect(row.getByText('Blue Chip Growth')).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();
    // Newest first, and the directory now marks it.
    await expect(yourList(canvasElement).getAllByRole('row')[1]).toHaveTextContent('BLUECHIP');
    await expect(directoryTable(canvasElement).getAllByText('Joined')).toHaveLength(3);
    await expect(joinRequests).toBe(1);
  },
};

/** Use code from the directory, then Join Trader. */
export const UseCodeThenJoin: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const use = await within(canvasElement).findByRole(
      'button',
      { name: 'Use code STEADY-FX' },
      slow,
    );
    await userEvent.click(use);
    await expect(codeField(canvasElement)).toHaveValue('STEADY-FX');
    await expect(codeField(canvasElement)).toHaveFocus();
    await expect(joinRequests).toBe(0);
    await userEvent.keyboard('{Enter}');
    await expect(await rowOf(canvasElement, 'STEADY-FX')).toBeTruthy();
    await expect(alexOnServer()['STEADY-FX']).toBe('active');
  },
};

// Spec 2 §5.
/** An empty code or only spaces sends nothing and says nothing. */
export const EmptyCodeSendsNothing: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'ALPHA7');
    const join = within(canvasElement).getByRole('button', { name: 'Join Trader' });
    await userEvent.click(join);
    await userEvent.type(codeField(canvasElement), '    ');
    await userEvent.click(join);
    await userEvent.keyboard('{Enter}');
    await expect(joinRequests).toBe(0);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(codeField(canvasElement)).not.toHaveAttribute('aria-invalid');
    await expect(Object.keys(alexOnServer())).toHaveLength(2);
  },
};

/** Two quick presses of Join Trader: one request, one entry. */
export const DoubleClickJoinsOnce: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, 'ALPHA7');
    await userEvent.type(codeField(canvasElement), 'MOMENTUM9');
    const join = within(canvasElement).getByRole('button', { name: 'Join Trader' });
    // Both clicks land before React re-renders the busy button (faster than userEvent.dblClick).
    join.click();
    join.click();
    await expect(await rowOf(canvasElement, 'MOMENTUM9')).toBeTruthy();
    await expect(joinRequests).toBe(1);
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

/** D13 from the mock server itself: an unknown code is a 404, shown under the field; the code stays. */
function refusedByServer(typed: string, message: string, names: ScenarioName[] = []): Story {
  return {
    parameters: withScenarios(...names),
    play: async ({ canvasElement }) => {
      await joinWith(canvasElement, typed);
      const field = codeField(canvasElement);
      await waitFor(
        () => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)),
        slow,
      );
      await expect(field).toHaveFocus();
      await expect(field).toHaveValue(typed);
      await expect(within(canvasElement).queryByRole('alert')).toBeNull();
      await expect(Object.keys(alexOnServer())).toEqual(['QUANT-42', 'ALPHA7']);
    },
  };
}

export const UnknownCode = refusedByServer('NOPE99', copyTraderMessages.notFound);
export const AlreadyCopied = refusedByServer('alpha7', copyTraderMessages.alreadyCopied);
export const UnknownCodeScenario = refusedByServer('BLUECHIP', copyTraderMessages.notFound, [
  'copyTraders.join.unknownCode',
]);
export const DuplicateScenario = refusedByServer('BLUECHIP', copyTraderMessages.alreadyCopied, [
  'copyTraders.join.duplicate',
]);

/** Joined once, the same code again is a new join (new key): the server refuses it. */
export const SameCodeTwice: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await joinWith(canvasElement, 'BLUECHIP');
    await rowOf(canvasElement, 'BLUECHIP');
    await joinWith(canvasElement, 'BLUECHIP');
    await waitFor(
      () =>
        expect(codeField(canvasElement)).toHaveAccessibleDescription(
          expect.stringContaining(copyTraderMessages.alreadyCopied),
        ),
      slow,
    );
    await expect(joinRequests).toBe(2);
    await expect(Object.keys(alexOnServer())).toHaveLength(3);
  },
};

/** Spec §8: a failure that is not about the code; the form and the code stay for a retry. */
function joinFails(name: ScenarioName, message: string): Story {
  return {
    parameters: withScenarios(name),
    play: async ({ canvasElement }) => {
      await joinWith(canvasElement, 'BLUECHIP');
      await waitFor(
        () =>
          expect(region(canvasElement, 'Join a Trader').getByRole('alert')).toHaveTextContent(
            message,
          ),
        slow,
      );
      await expect(codeField(canvasElement)).toHaveValue('BLUECHIP');
      await expect(codeField(canvasElement)).not.toHaveAttribute('aria-invalid');
      await expect(
        within(canvasElement).getByRole('button', { name: 'Join Trader' }),
      ).toBeEnabled();
      await expect(alexOnServer().BLUECHIP).toBeUndefined();
    },
  };
}

export const JoinServerError = joinFails('copyTraders.join.serverError', httpErrors.serverError);
export const JoinUnavailable = joinFails('copyTraders.join.unavailable', httpErrors.serverError);
export const JoinNetworkError = joinFails('copyTraders.join.networkError', httpErrors.network);
export const JoinTooManyRequests = joinFails(
  'copyTraders.join.tooManyRequests',
  httpErrors.tooManyRequests,
);
export const JoinTimeout = joinFails('copyTraders.join.timeout', httpErrors.timeout);

export const Joining: Story = {
  parameters: { ...withScenarios('copyTraders.join.loading'), ...inFlight },
  play: async ({ canvasElement }) => {
    await joinWith(canvasElement, 'BLUECHIP');
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Joining…' }),
    ).toBeDisabled();
    await expect(codeField(canvasElement)).toHaveValue('BLUECHIP');
  },
};

/** The server joins but the answer is lost on the way back. */
const lostJoin = createLostAnswer('/api/copy-traders/', async ({ request }) =>
  mockApi.api.joinCopyTrader(
    mockApi.backend.authenticate(request.headers.get('Authorization')),
    await request.json(),
    request.headers.get('Idempotency-Key'),
  ),
);

/**
 * Join Trader again (nothing edited) carries the same Idempotency-Key: the server answers its first
 * success instead of "You already copy this trader.", and there is one entry.
 */
export const RetryAfterLostAnswer: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { msw: { handlers: [countJoins, ...lostJoin.handlers, ...mockApi.handlers] } },
  beforeEach: lostJoin.arm,
  play: async ({ canvasElement }) => {
    await joinWith(canvasElement, 'BLUECHIP');
    await waitFor(
      () =>
        expect(region(canvasElement, 'Join a Trader').getByRole('alert')).toHaveTextContent(
          httpErrors.network,
        ),
      slow,
    );
    await expect(alexOnServer().BLUECHIP).toBe('active');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Join Trader' }));
    await expect(
      await region(canvasElement, 'Join a Trader').findByText(
        'You now copy Blue Chip Growth (BLUECHIP).',
        {},
        slow,
      ),
    ).toBeVisible();
    await expect(codeField(canvasElement)).not.toHaveAttribute('aria-invalid');
    await expect(joinRequests).toBe(2);
    await expect(Object.keys(alexOnServer())).toHaveLength(3);
  },
};

/** Pause, resume, then stop through the confirmation; the server and the table follow each step. */
export const PauseResumeStop: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    let alpha = await rowOf(canvasElement, 'ALPHA7');
    await userEvent.click(
      alpha.getByRole('button', { name: 'Pause Alpha Seven Capital (ALPHA7)' }),
    );
    await waitFor(() => expect(alpha.getByText('Paused')).toBeVisible(), slow);
    await expect(alexOnServer().ALPHA7).toBe('paused');
    await expect(region(canvasElement, 'Your Copy Traders').getByRole('status')).toHaveTextContent(
      i18n._(copyTraderTexts.paused({ id: 'ALPHA7', name: 'Alpha Seven Capital' })),
    );

    alpha = await rowOf(canvasElement, 'ALPHA7');
    await userEvent.click(
      alpha.getByRole('button', { name: 'Resume Alpha Seven Capital (ALPHA7)' }),
    );
    await waitFor(() => expect(alpha.getByText('Active')).toBeVisible(), slow);
    await expect(alexOnServer().ALPHA7).toBe('active');

    await userEvent.click(
      alpha.getByRole('button', { name: 'Stop copying Alpha Seven Capital (ALPHA7)' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Stop copying?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Stop copying' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), slow);
    await expect(alexOnServer()).toEqual({ 'QUANT-42': 'paused' });
    await expect(yourList(canvasElement).queryByText('ALPHA7')).toBeNull();
    await expect(region(canvasElement, 'Your Copy Traders').getByRole('status')).toHaveTextContent(
      'You stopped copying Alpha Seven Capital (ALPHA7).',
    );
    // The row is gone, so focus goes to its list.
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Your Copy Traders'));
    // The directory offers the code again.
    await expect(
      directoryTable(canvasElement).getByRole('button', { name: 'Use code ALPHA7' }),
    ).toBeVisible();
    // Spec 2 §9: the success clears itself after 3 seconds; its live region stays for the next one.
    await waitFor(
      () =>
        expect(
          region(canvasElement, 'Your Copy Traders').getByRole('status'),
        ).toBeEmptyDOMElement(),
      selfTimed,
    );
  },
};

/** Cancel leaves everything as it was; focus comes back to the row's Stop copying. */
export const StopCancelled: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    const quant = await rowOf(canvasElement, 'QUANT-42');
    const stop = quant.getByRole('button', { name: 'Stop copying Quant Forty-Two (QUANT-42)' });
    await userEvent.click(stop);
    const dialog = within(await screen.findByRole('dialog', { name: 'Stop copying?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(stop).toHaveFocus());
    await expect(alexOnServer()['QUANT-42']).toBe('paused');
  },
};

export const PauseInFlight: Story = {
  parameters: { ...withScenarios('copyTraders.update.loading'), ...inFlight },
  play: async ({ canvasElement }) => {
    const alpha = await rowOf(canvasElement, 'ALPHA7');
    await userEvent.click(
      alpha.getByRole('button', { name: 'Pause Alpha Seven Capital (ALPHA7)' }),
    );
    const busy = await alpha.findByRole('button', {
      name: 'Pausing… Alpha Seven Capital (ALPHA7)',
    });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(
      alpha.getByRole('button', { name: 'Stop copying Alpha Seven Capital (ALPHA7)' }),
    ).toBeDisabled();
    // Another row is not held up.
    await expect(
      (await rowOf(canvasElement, 'QUANT-42')).getByRole('button', {
        name: 'Resume Quant Forty-Two (QUANT-42)',
      }),
    ).toBeEnabled();
  },
};

/** A failed pause: its message next to the row, which keeps its state (on the server too). */
function rowActionFails(name: ScenarioName, message: string): Story {
  return {
    parameters: withScenarios(name),
    play: async ({ canvasElement }) => {
      const alpha = await rowOf(canvasElement, 'ALPHA7');
      await userEvent.click(
        alpha.getByRole('button', { name: 'Pause Alpha Seven Capital (ALPHA7)' }),
      );
      await waitFor(() => expect(alpha.getByRole('alert')).toHaveTextContent(message), slow);
      await expect(alpha.getByText('Active')).toBeVisible();
      await expect(
        alpha.getByRole('button', { name: 'Pause Alpha Seven Capital (ALPHA7)' }),
      ).toBeEnabled();
      await expect(alexOnServer().ALPHA7).toBe('active');
      // Only that row says so.
      await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(1);
    },
  };
}

export const PauseServerError = rowActionFails(
  'copyTraders.update.serverError',
  `Not paused. ${httpErrors.serverError}`,
);
export const PauseNetworkError = rowActionFails(
  'copyTraders.update.networkError',
  `Not paused. ${httpErrors.network}`,
);

/** The stop fails: the dialog closes, the row stays with its message, focus on its Stop copying. */
function stopFails(name: ScenarioName, message: string): Story {
  return {
    parameters: withScenarios(name),
    play: async ({ canvasElement }) => {
      const quant = await rowOf(canvasElement, 'QUANT-42');
      const stop = quant.getByRole('button', { name: 'Stop copying Quant Forty-Two (QUANT-42)' });
      await userEvent.click(stop);
      const dialog = within(await screen.findByRole('dialog', { name: 'Stop copying?' }));
      await userEvent.click(dialog.getByRole('button', { name: 'Stop copying' }));
      await waitFor(() => expect(quant.getByRole('alert')).toHaveTextContent(message), slow);
      await expect(screen.queryByRole('dialog')).toBeNull();
      await expect(quant.getByText('Paused')).toBeVisible();
      await waitFor(() => expect(stop).toHaveFocus());
      await expect(stop).toHaveAccessibleDescription(message);
      await expect(alexOnServer()['QUANT-42']).toBe('paused');
    },
  };
}

export const StopServerError = stopFails(
  'copyTraders.stop.serverError',
  `Not stopped. ${httpErrors.serverError}`,
);
export const StopNetworkError = stopFails(
  'copyTraders.stop.networkError',
  `Not stopped. ${httpErrors.network}`,
);

export const StopInFlight: Story = {
  parameters: { ...withScenarios('copyTraders.stop.loading'), ...inFlight },
  play: async ({ canvasElement }) => {
    const alpha = await rowOf(canvasElement, 'ALPHA7');
    await userEvent.click(
      alpha.getByRole('button', { name: 'Stop copying Alpha Seven Capital (ALPHA7)' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Stop copying?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Stop copying' }));
    await expect(await dialog.findByRole('button', { name: 'Stopping…' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/**
 * The entry was stopped in another tab; this page still shows it. Its 404 (D13) reads the list again
 * and says so, instead of a failure.
 */
function goneElsewhere(name: ScenarioName, act: (canvasElement: HTMLElement) => Promise<void>) {
  return {
    parameters: withScenarios(name),
    play: async ({ canvasElement }) => {
      await rowOf(canvasElement, 'ALPHA7');
      await stopElsewhere('ALPHA7');
      await act(canvasElement);
      await waitFor(
        () =>
          expect(region(canvasElement, 'Your Copy Traders').getByRole('status')).toHaveTextContent(
            'Alpha Seven Capital (ALPHA7) was already stopped elsewhere. Your list is up to date.',
          ),
        slow,
      );
      await expect(yourList(canvasElement).queryByText('ALPHA7')).toBeNull();
      await expect(within(canvasElement).queryByRole('alert')).toBeNull();
      await expect(alexOnServer()).toEqual({ 'QUANT-42': 'paused' });
    },
  } satisfies Story;
}

export const PauseNotFound = goneElsewhere('copyTraders.update.notFound', async (canvasElement) => {
  const alpha = await rowOf(canvasElement, 'ALPHA7');
  await userEvent.click(alpha.getByRole('button', { name: 'Pause Alpha Seven Capital (ALPHA7)' }));
});

export const StopNotFound = goneElsewhere('copyTraders.stop.notFound', async (canvasElement) => {
  const alpha = await rowOf(canvasElement, 'ALPHA7');
  await userEvent.click(
    alpha.getByRole('button', { name: 'Stop copying Alpha Seven Capital (ALPHA7)' }),
  );
  const dialog = within(await screen.findByRole('dialog', { name: 'Stop copying?' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Stop copying' }));
});
