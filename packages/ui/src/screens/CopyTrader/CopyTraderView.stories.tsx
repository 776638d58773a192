import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CopyTrader, Trader } from '@tp/api';
import { copyTraderMessages, emptyStates, httpErrors } from '@tp/messages';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { SubmitResult } from '../../forms';
import { i18n } from '@tp/i18n';
import { copyTraderTexts, rowActionLabels } from './copyTraderTexts';
import { formatJoinedDate } from './CopyTradersTable';
import { fixedNotice } from '../../widgets/LiveNotice';
import { CopyTraderView, type CopyTraderViewProps } from './CopyTraderView';
import type { JoinField } from './joinFailures';
import { region } from '../../storybook/storyQueries';
import { expectArrivesInPlace, LoadThenDeliver, phone412 } from '../../storybook/arrivesInPlace';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';

/** The trader directory as the mock serves it (D13: best 30-day performance first, unknown last). */
const directory: Trader[] = [
  { code: 'ALPHA7', name: 'Alpha Seven Capital', performance: 12.4 },
  { code: 'QUANT-42', name: 'Quant Forty-Two', performance: 8.15 },
  { code: 'BLUECHIP', name: 'Blue Chip Growth', performance: 5.72 },
  { code: 'STEADY-FX', name: 'Steady FX Income', performance: 2.3 },
  { code: 'MOMENTUM9', name: 'Momentum Nine', performance: -4.6 },
  { code: 'NEWCOMER1', name: 'Newcomer One', performance: null },
];

const alpha: CopyTrader = {
  id: 'ALPHA7',
  name: 'Alpha Seven Capital',
  performance: 12.4,
  status: 'active',
  joined_at: '2026-01-12T10:00:00Z',
};
const quant: CopyTrader = {
  id: 'QUANT-42',
  name: 'Quant Forty-Two',
  performance: 8.15,
  status: 'paused',
  joined_at: '2026-04-03T16:30:00Z',
};
/** Alex's list in the seed, newest first: QUANT-42 paused, ALPHA7 active. */
const joined: CopyTrader[] = [quant, alpha];

type JoinHandler = (code: string) => Promise<SubmitResult<JoinField>>;

/**
 * The Copy Trader page: the form to join a trader by code, Your Copy Traders with Pause, Resume and
 * Stop copying on each row, and Traders you can copy with their 30-day performance. The stories
 * draw the page from given data, one story per state: loading, empty, failed, joining, each
 * message, and the confirmation before a stop.
 */
const meta = {
  title: 'Screens/CopyTrader/CopyTraderView',
  component: CopyTraderView,
  parameters: { layout: 'fullscreen' },
  args: {
    copyTraders: { kind: 'ready', data: joined },
    onRetryCopyTraders: fn(),
    directory: { kind: 'ready', data: directory },
    onRetryDirectory: fn(),
    onJoin: fn<JoinHandler>(async () => 'reset'),
    onCodeEdit: fn(),
    joinNotice: fixedNotice(null),
    listNotice: fixedNotice(null),
    onPause: fn(),
    onResume: fn(),
    onStopRequest: fn(),
    onStopConfirm: fn(),
    onStopCancel: fn(),
  },
  argTypes: {
    copyTraders: fixtureArg<CopyTraderViewProps['copyTraders']>(
      {
        'Alex (2 traders, one paused)': { kind: 'ready', data: joined },
        'No copy traders': { kind: 'ready', data: [] },
        Loading: { kind: 'loading' },
        'Failed to load': { kind: 'error', message: httpErrors.serverError, retrying: false },
      },
      'The rows of Your Copy Traders.',
    ),
    copyTradersStale: { control: 'boolean' },
    directory: fixtureArg<CopyTraderViewProps['directory']>(
      {
        'Six traders': { kind: 'ready', data: directory },
        'No traders': { kind: 'ready', data: [] },
        Loading: { kind: 'loading' },
        'Failed to load': { kind: 'error', message: httpErrors.serverError, retrying: false },
      },
      'The rows of Traders you can copy.',
    ),
    joinNotice: fixtureArg<CopyTraderViewProps['joinNotice']>(
      {
        None: fixedNotice(null),
        'Joined Alpha Seven Capital': fixedNotice({
          tone: 'success',
          message: i18n._(copyTraderTexts.joined(alpha)),
        }),
        'Join failed': fixedNotice({ tone: 'error', message: httpErrors.serverError }),
      },
      'The message above the Join a Trader form.',
    ),
    listNotice: fixtureArg<CopyTraderViewProps['listNotice']>(
      {
        None: fixedNotice(null),
        'Paused Alpha Seven Capital': fixedNotice({
          tone: 'success',
          message: i18n._(copyTraderTexts.paused(alpha)),
        }),
        'Stopped in another tab': fixedNotice({
          tone: 'info',
          message: i18n._(copyTraderTexts.goneElsewhere(alpha)),
        }),
      },
      'The message above Your Copy Traders after a pause, resume or stop.',
    ),
    rowActions: fixtureArg<CopyTraderViewProps['rowActions']>(
      {
        None: {},
        'Pausing Alpha Seven Capital': { ALPHA7: { busy: 'pause', failure: null } },
        'Pause failed': {
          ALPHA7: {
            busy: null,
            failure: `${i18n._(rowActionLabels.pause.failed)} ${httpErrors.serverError}`,
          },
        },
      },
      'A pause, resume or stop in flight on a row, or its failure.',
    ),
    stopConfirmation: fixtureArg<CopyTraderViewProps['stopConfirmation']>(
      { None: null, 'Alpha Seven Capital': alpha },
      'The trader whose Stop copying dialog is open.',
    ),
    stopping: { control: 'boolean' },
  },
} satisfies Meta<typeof CopyTraderView>;

export default meta;
type Story = StoryObj<typeof meta>;

const yourList = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Your Copy Traders' }));
const directoryTable = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Traders you can copy' }));
const codeField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: 'Trader Code' });
const joinButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: 'Join Trader' });
/** The cells of the table row that holds `text`. */
const rowOf = (table: ReturnType<typeof within>, text: string) =>
  within(table.getByText(text).closest('tr')!);

/** Alex: two joined traders (one paused) and the directory with both marked Joined. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Copy Trader' })).toBeVisible();
    await expect(codeField(canvasElement)).toHaveValue('');
    const list = yourList(canvasElement);
    const headers = list.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual([
      'Trader ID',
      'Name',
      'Performance',
      'Joined',
      'Status',
      'Actions',
    ]);
    const alphaRow = rowOf(list, 'ALPHA7');
    await expect(alphaRow.getByText('Alpha Seven Capital')).toBeVisible();
    await expect(alphaRow.getByText('+12.40%')).toBeVisible();
    await expect(alphaRow.getByText(formatJoinedDate(alpha.joined_at))).toBeVisible();
    await expect(alphaRow.getByText('Active')).toBeVisible();
    await expect(
      alphaRow.getByRole('button', { name: 'Pause Alpha Seven Capital (ALPHA7)' }),
    ).toBeEnabled();
    const quantRow = rowOf(list, 'QUANT-42');
    await expect(quantRow.getByText('Paused')).toBeVisible();
    await expect(
      quantRow.getByRole('button', { name: 'Resume Quant Forty-Two (QUANT-42)' }),
    ).toBeEnabled();
    // The performance figures come with their period and the warning, under each table.
    await expect(canvas.getAllByText(i18n._(copyTraderTexts.pastPerformance))).toHaveLength(2);

    const traders = directoryTable(canvasElement);
    await expect(traders.getAllByRole('row')).toHaveLength(7);
    await expect(rowOf(traders, 'MOMENTUM9').getByText('-4.60%')).toBeVisible();
    await expect(rowOf(traders, 'NEWCOMER1').getByText('N/A')).toBeVisible();
    // Already joined: marked, not offered.
    await expect(rowOf(traders, 'ALPHA7').getByText('Joined')).toBeVisible();
    await expect(rowOf(traders, 'QUANT-42').queryByRole('button')).toBeNull();
    await expect(
      rowOf(traders, 'BLUECHIP').getByRole('button', { name: 'Use code BLUECHIP' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { copyTraders: { kind: 'loading' }, directory: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading your copy traders')).toBeVisible();
    await expect(canvas.getByText('Loading traders')).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Your Copy Traders' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    // The form works before the list is there.
    await expect(joinButton(canvasElement)).toBeEnabled();
  },
};

// Spec 2 §2.
/** The empty text; every trader of the directory can be used. */
export const Empty: Story = {
  args: { copyTraders: { kind: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    const list = yourList(canvasElement);
    await expect(list.getByText(emptyStates.copyTraders)).toBeVisible();
    await expect(directoryTable(canvasElement).getAllByRole('button')).toHaveLength(6);
    // No figures in the empty list: its warning is not shown; the directory's is.
    await expect(
      within(canvasElement).getAllByText(i18n._(copyTraderTexts.pastPerformance)),
    ).toHaveLength(1);
  },
};

const listFailed = { kind: 'error', message: httpErrors.serverError, retrying: false } as const;

export const ListError: Story = {
  args: { copyTraders: listFailed },
  play: async ({ canvasElement, args }) => {
    const list = yourList(canvasElement);
    await expect(list.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(list.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryCopyTraders).toHaveBeenCalledTimes(1);
    // The directory does not depend on it: nothing is marked, every code is offered.
    await expect(directoryTable(canvasElement).getAllByRole('button')).toHaveLength(6);
  },
};

/** Try Again is running: the message stays and its button shows busy. */
export const ListRetrying: Story = {
  args: { copyTraders: { ...listFailed, message: httpErrors.network, retrying: true } },
  play: async ({ canvasElement }) => {
    const list = yourList(canvasElement);
    await expect(list.getByRole('alert')).toHaveTextContent(httpErrors.network);
    const retry = list.getByRole('button', { name: 'Try Again' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
};

/** Reading the list again failed: the last list stays, and says so. */
export const Stale: Story = {
  args: { copyTradersStale: true },
  play: async ({ canvasElement, args }) => {
    const list = region(canvasElement, 'Your Copy Traders');
    await expect(list.getByText(i18n._(copyTraderTexts.staleList))).toBeVisible();
    await expect(list.getAllByRole('row')).toHaveLength(3);
    await userEvent.click(list.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryCopyTraders).toHaveBeenCalledTimes(1);
  },
};

export const StaleRefreshing: Story = {
  args: { copyTradersStale: true, copyTraders: { kind: 'ready', data: joined, refreshing: true } },
  play: async ({ canvasElement }) => {
    const list = region(canvasElement, 'Your Copy Traders');
    await expect(list.getByRole('button', { name: 'Try Again' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A new trader with no 30-day history yet (spec 2 §3: N/A), a loss, and zero. */
export const PerformanceFigures: Story = {
  args: {
    copyTraders: {
      kind: 'ready',
      data: [
        { ...alpha, id: 'NEWCOMER1', name: 'Newcomer One', performance: null },
        { ...alpha, id: 'MOMENTUM9', name: 'Momentum Nine', performance: -4.6 },
        { ...alpha, id: 'FLAT0', name: 'Flat Zero', performance: 0 },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const list = yourList(canvasElement);
    await expect(rowOf(list, 'NEWCOMER1').getByText('N/A')).toBeVisible();
    await expect(rowOf(list, 'MOMENTUM9').getByText('-4.60%')).toBeVisible();
    await expect(rowOf(list, 'FLAT0').getByText('0.00%')).toBeVisible();
  },
};

const longName =
  `The Very Long Name Global Multi-Strategy Systematic Trading Collective ${'Fund '.repeat(14)}`.trim();
const longCode = 'LONG_CODE-0123456789-ABCDEFGHIJK';

/** The longest name (150) and code (32) the contract allows: they wrap or scroll, never overflow. */
export const LongValues: Story = {
  args: {
    copyTraders: {
      kind: 'ready',
      data: [{ ...alpha, id: longCode, name: longName.slice(0, 150) }, ...joined],
    },
    directory: {
      kind: 'ready',
      data: [{ code: longCode, name: longName.slice(0, 150), performance: 1234.5 }, ...directory],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      rowOf(yourList(canvasElement), longCode).getByText(longName.slice(0, 150)),
    ).toBeVisible();
    await expect(
      rowOf(directoryTable(canvasElement), longCode).getByText('+1,234.50%'),
    ).toBeVisible();
    await expect(rowOf(directoryTable(canvasElement), longCode).getByText('Joined')).toBeVisible();
  },
};

export const DirectoryError: Story = {
  args: { directory: listFailed },
  play: async ({ canvasElement, args }) => {
    const traders = directoryTable(canvasElement);
    await expect(traders.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(traders.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryDirectory).toHaveBeenCalledTimes(1);
  },
};

export const DirectoryRetrying: Story = {
  args: { directory: { ...listFailed, retrying: true } },
  play: async ({ canvasElement }) => {
    const retry = directoryTable(canvasElement).getByRole('button', { name: 'Try Again' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(retry).toBeDisabled();
  },
};

export const DirectoryEmpty: Story = {
  args: { directory: { kind: 'ready', data: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      directoryTable(canvasElement).getByText(i18n._(copyTraderTexts.directoryEmpty)),
    ).toBeVisible();
  },
};

// Spec 2 §5.
/** An empty code (or only spaces) is ignored: no call, no message, no busy button. */
export const EmptyCodeIgnored: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(joinButton(canvasElement));
    await userEvent.type(codeField(canvasElement), '   ');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(joinButton(canvasElement));
    await expect(args.onJoin).not.toHaveBeenCalled();
    await expect(codeField(canvasElement)).not.toHaveAttribute('aria-invalid');
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(joinButton(canvasElement)).toBeEnabled();
    await expect(codeField(canvasElement)).toHaveValue('   ');
  },
};

/** The code goes out trimmed; once joined the field clears. */
export const JoinsTrimmedCode: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.type(codeField(canvasElement), '  bluechip ');
    await expect(args.onCodeEdit).toHaveBeenCalled();
    await userEvent.click(joinButton(canvasElement));
    await expect(args.onJoin).toHaveBeenCalledWith('bluechip');
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(codeField(canvasElement)).toHaveValue(''));
  },
};

/** The join is in flight: Joining…, the code stays as sent, a second press sends nothing. */
export const Joining: Story = {
  args: { onJoin: fn<JoinHandler>(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(codeField(canvasElement), 'BLUECHIP');
    await userEvent.click(joinButton(canvasElement));
    const busy = await within(canvasElement).findByRole('button', { name: 'Joining…' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(codeField(canvasElement)).toHaveAttribute('readonly');
    await userEvent.type(codeField(canvasElement), 'X');
    await expect(codeField(canvasElement)).toHaveValue('BLUECHIP');
    await userEvent.keyboard('{Enter}');
    await expect(args.onJoin).toHaveBeenCalledTimes(1);
    // Use code waits too, so the field keeps the code that was sent.
    await expect(
      directoryTable(canvasElement).getByRole('button', { name: 'Use code STEADY-FX' }),
    ).toBeDisabled();
  },
};

/** D13: the server refused the code; its message goes under the field, which takes focus; the code stays. */
function refused(message: string, typed: string): Story {
  return {
    args: { onJoin: fn<JoinHandler>(async () => ({ fieldErrors: { traderCode: message } })) },
    play: async ({ canvasElement, args }) => {
      await userEvent.type(codeField(canvasElement), typed);
      await userEvent.click(joinButton(canvasElement));
      const field = codeField(canvasElement);
      await waitFor(() =>
        expect(field).toHaveAccessibleDescription(expect.stringContaining(message)),
      );
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveFocus();
      await expect(field).toHaveValue(typed);
      await expect(args.onJoin).toHaveBeenCalledWith(typed);
    },
  };
}

export const UnknownCode = refused(copyTraderMessages.notFound, 'NOPE99');
export const AlreadyCopied = refused(copyTraderMessages.alreadyCopied, 'ALPHA7');

/** Editing a refused code clears its message (and renews the join's key). */
export const EditingClearsTheCodeMessage: Story = {
  tags: ['interaction', '!autodocs'],
  ...UnknownCode,
  play: async (context) => {
    await UnknownCode.play!(context);
    const field = codeField(context.canvasElement);
    await userEvent.type(field, 'X');
    await expect(field).not.toHaveAccessibleDescription(
      expect.stringContaining(copyTraderMessages.notFound),
    );
    await expect(context.args.onCodeEdit).toHaveBeenCalled();
  },
};

/** A failure that is not about the code (spec §8): one message above the form, the code kept for a retry. */
function joinFailed(message: string): Story {
  return {
    args: {
      joinNotice: { ...fixedNotice({ tone: 'error', message }), clear: fn() },
      onJoin: fn<JoinHandler>(async () => ({ fieldErrors: {} })),
    },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('alert')).toHaveTextContent(message);
      await userEvent.type(codeField(canvasElement), 'BLUECHIP');
      await userEvent.click(joinButton(canvasElement));
      await expect(args.onJoin).toHaveBeenCalledWith('BLUECHIP');
      await expect(codeField(canvasElement)).toHaveValue('BLUECHIP');
      await expect(codeField(canvasElement)).not.toHaveAttribute('aria-invalid');
      await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
      await expect(args.joinNotice.clear).toHaveBeenCalled();
    },
  };
}

export const JoinServerError = joinFailed(httpErrors.serverError);
export const JoinNetworkError = joinFailed(httpErrors.network);
export const JoinTimeout = joinFailed(httpErrors.timeout);
export const JoinTooManyRequests = joinFailed(httpErrors.tooManyRequests);

/** Joined: the notice names the trader. */
export const JoinSucceeded: Story = {
  args: {
    joinNotice: fixedNotice({ tone: 'success', message: i18n._(copyTraderTexts.joined(alpha)) }),
  },
  play: async ({ canvasElement }) => {
    const joinCard = region(canvasElement, 'Join a Trader');
    await expect(joinCard.getByRole('status')).toHaveTextContent(
      'You now copy Alpha Seven Capital (ALPHA7).',
    );
  },
};

/** Use code fills the field and puts focus there; joining stays the user's step. */
export const UseCode: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      directoryTable(canvasElement).getByRole('button', { name: 'Use code STEADY-FX' }),
    );
    await expect(codeField(canvasElement)).toHaveValue('STEADY-FX');
    await expect(codeField(canvasElement)).toHaveFocus();
    await expect(args.onCodeEdit).toHaveBeenCalled();
    await expect(args.onJoin).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onJoin).toHaveBeenCalledWith('STEADY-FX');
  },
};

/** Each row's buttons act on that row's entry. */
export const RowButtons: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    const list = yourList(canvasElement);
    await userEvent.click(list.getByRole('button', { name: 'Pause Alpha Seven Capital (ALPHA7)' }));
    await expect(args.onPause).toHaveBeenCalledWith(alpha);
    await userEvent.click(list.getByRole('button', { name: 'Resume Quant Forty-Two (QUANT-42)' }));
    await expect(args.onResume).toHaveBeenCalledWith(quant);
    await userEvent.click(
      list.getByRole('button', { name: 'Stop copying Quant Forty-Two (QUANT-42)' }),
    );
    await expect(args.onStopRequest).toHaveBeenCalledWith(quant);
  },
};

/** A row action in flight: its busy label, the row's other action waits, other rows do not. */
function rowBusy(trader: CopyTrader, action: 'pause' | 'resume' | 'stop'): Story {
  return {
    args: { rowActions: { [trader.id]: { busy: action, failure: null } } },
    play: async ({ canvasElement }) => {
      const row = rowOf(yourList(canvasElement), trader.id);
      const busy = row.getByRole('button', {
        name: new RegExp(`^${i18n._(rowActionLabels[action].busy)}`),
      });
      await expect(busy).toHaveTextContent(i18n._(rowActionLabels[action].busy));
      await expect(busy).toHaveAttribute('aria-busy', 'true');
      for (const button of row.getAllByRole('button')) await expect(button).toBeDisabled();
      const other = rowOf(yourList(canvasElement), trader === alpha ? 'QUANT-42' : 'ALPHA7');
      for (const button of other.getAllByRole('button')) await expect(button).toBeEnabled();
    },
  };
}

export const Pausing = rowBusy(alpha, 'pause');
export const Resuming = rowBusy(quant, 'resume');
export const StoppingRow = rowBusy(alpha, 'stop');

/** A row action failed: its message next to that row, the row as it was. */
export const RowActionFailed: Story = {
  args: {
    rowActions: {
      ALPHA7: {
        busy: null,
        failure: `${i18n._(rowActionLabels.pause.failed)} ${httpErrors.serverError}`,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const row = rowOf(yourList(canvasElement), 'ALPHA7');
    const message = `Not paused. ${httpErrors.serverError}`;
    await expect(row.getByRole('alert')).toHaveTextContent(message);
    await expect(row.getByText('Active')).toBeVisible();
    const pause = row.getByRole('button', { name: 'Pause Alpha Seven Capital (ALPHA7)' });
    await expect(pause).toBeEnabled();
    await expect(pause).toHaveAccessibleDescription(message);
    await expect(within(canvasElement).getAllByRole('alert')).toHaveLength(1);
  },
};

function listNotice(tone: 'success' | 'info', message: string): Story {
  return {
    args: { listNotice: { ...fixedNotice({ tone, message }), clear: fn() } },
    play: async ({ canvasElement, args }) => {
      const list = region(canvasElement, 'Your Copy Traders');
      await expect(list.getByRole('status')).toHaveTextContent(message);
      await userEvent.click(list.getByRole('button', { name: 'Dismiss' }));
      await expect(args.listNotice.clear).toHaveBeenCalled();
    },
  };
}

export const PausedNotice = listNotice('success', i18n._(copyTraderTexts.paused(alpha)));
export const ResumedNotice = listNotice('success', i18n._(copyTraderTexts.resumed(quant)));
export const StoppedNotice = listNotice('success', i18n._(copyTraderTexts.stopped(alpha)));
/** A 404: the entry was stopped in another tab; the list was read again. */
export const StoppedElsewhere = listNotice('info', i18n._(copyTraderTexts.goneElsewhere(alpha)));

// D13.
/** Stopping asks first; focus starts on Cancel (the safe choice) and stays in the dialog. */
export const StopConfirmation: Story = {
  args: { stopConfirmation: alpha },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Stop copying?' });
    await expect(dialog).toHaveAccessibleDescription(
      i18n._(copyTraderTexts.stopDescription(alpha)),
    );
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    for (let i = 0; i < 4; i += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop copying' }));
    await expect(args.onStopConfirm).toHaveBeenCalledTimes(1);
    await userEvent.click(cancel);
    await expect(args.onStopCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onStopCancel).toHaveBeenCalledTimes(2);
  },
};

/** The confirmed stop is in flight: Stopping…, Cancel and Escape wait. */
export const StopInFlight: Story = {
  args: { stopConfirmation: alpha, stopping: true },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Stop copying?' }));
    await expect(dialog.getByRole('button', { name: 'Stopping…' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(args.onStopCancel).not.toHaveBeenCalled();
  },
};

/**
 * No layout shift: Your Copy Traders loads as two rows with the action buttons' room and the note under
 * them (Alex's list), so Traders you can copy stays put when the lists arrive.
 */
export const ArrivesInPlace: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => (
    <LoadThenDeliver
      View={CopyTraderView}
      loaded={args}
      loading={{ ...args, copyTraders: { kind: 'loading' }, directory: { kind: 'loading' } }}
    />
  ),
  play: ({ canvasElement }) => expectArrivesInPlace(canvasElement),
};

/** The same on the phone Lighthouse measures, where each row's buttons stack. */
export const ArrivesInPlaceOnAPhone: Story = {
  tags: ['interaction', '!autodocs'],
  ...ArrivesInPlace,
  ...phone412,
};

const allStates = {
  Loaded: {},
  Loading,
  'No copy traders yet': Empty,
  'Your list failed to load': ListError,
  'Your list out of date': Stale,
  'New, losing and flat traders': PerformanceFigures,
  'Traders to copy failed to load': DirectoryError,
  'No traders to copy': DirectoryEmpty,
  'Joined a trader': JoinSucceeded,
  'Join failed': JoinServerError,
  'Pausing a trader': Pausing,
  'Pause failed': RowActionFailed,
  'Trader paused': PausedNotice,
  'Stopped in another tab': StoppedElsewhere,
};

/** Every state of the page at once, for review: loaded, loading, empty lists, failures and each message. */
export const AllStates: Story = allStatesStory(CopyTraderView, meta.args, allStates, {
  padded: true,
});
