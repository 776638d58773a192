import { i18n } from '@tp/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { tradeHistoryFilters, type TradeHistoryFilter } from '@tp/api';
import { createManualClock, DEMO_USERS, MockBackend, SEED_NOW } from '@tp/mocks';
import { emptyStates, httpErrors } from '@tp/messages';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoadThenDeliver, phone412 } from '../../storybook/arrivesInPlace';
import { choiceArg } from '../../storybook/choiceArg';
import { expectRetrying } from '../../storybook/expectRetrying';
import { fixtureArg } from '../../storybook/fixtureArg';
import { allStatesStory } from '../../storybook/StateGallery';
import { StoryRouter } from '../../storybook/StoryProviders';
import { fixedNotice, useNotice } from '../../widgets/LiveNotice';
import { formatLedgerAmount } from './ledgerRows';
import { filterLabels, tradeHistoryTexts as texts } from './tradeHistoryTexts';
import {
  TradeHistoryView,
  type ExportStatus,
  type HistoryPage,
  type TradeHistoryViewProps,
} from './TradeHistoryView';
import { selfTimed } from '../../storybook/storyQueries';

/** Alex's ledger as the mock server serves it (seed: 33 rows, 27 of them transfers). */
const backend = new MockBackend({ clock: createManualClock(SEED_NOW).now });
const alex = backend.userIdByEmail(DEMO_USERS.alex.email)!;

function served(type: TradeHistoryFilter, page: number): HistoryPage {
  const answer = backend.api.listTransactions(alex, { type, page: String(page), pageSize: null });
  return { page, count: answer.count, rows: answer.results };
}

const ready = (type: TradeHistoryFilter, page = 1) =>
  ({ kind: 'ready', data: served(type, page) }) as const;

/**
 * The Trade History page drawn from given data: the filter, the table of transactions 25 rows a
 * page with Previous and Next, Export CSV and the light/dark switch. One story per state: each
 * filter and page, loading, errors and retry, no transactions, each stage of the export, a page
 * that does not exist, and narrow screens and phones.
 */
const meta = {
  title: 'Screens/TradeHistory/TradeHistoryView',
  component: TradeHistoryView,
  parameters: { layout: 'fullscreen' },
  args: {
    filter: 'all',
    onFilterChange: fn(),
    history: ready('all'),
    page: 1,
    onPageChange: fn(),
    onRetryHistory: fn(),
    pageNotice: fixedNotice(null),
    exportStatus: { kind: 'idle' },
    exportNotice: fixedNotice(null),
    onExport: fn(),
    theme: 'light',
    onToggleTheme: fn(),
  },
  argTypes: {
    filter: choiceArg(tradeHistoryFilters, 'The type of transaction the list shows.'),
    history: fixtureArg<TradeHistoryViewProps['history']>(
      {
        'Alex, page 1 of 2': ready('all'),
        'Alex, page 2 of 2': ready('all', 2),
        'No transactions': { kind: 'ready', data: { page: 1, count: 0, rows: [] } },
        Loading: { kind: 'loading' },
        'Failed to load': { kind: 'error', message: httpErrors.serverError, retrying: false },
      },
      'The page of transactions on screen.',
    ),
    loadingNext: { control: 'boolean' },
    pageNotice: fixtureArg<TradeHistoryViewProps['pageNotice']>(
      {
        None: fixedNotice(null),
        'Landed on the last page': fixedNotice({
          tone: 'info',
          message: i18n._(texts.pageOutOfRange(9, 2)),
        }),
      },
      'The banner after an old link asked for a page past the end.',
    ),
    exportStatus: fixtureArg<ExportStatus>(
      {
        'Ready to export': { kind: 'idle' },
        Exporting: { kind: 'busy' },
        'Export failed': { kind: 'failed', message: httpErrors.network, retrying: false },
      },
      'The Export CSV button and its failure message.',
    ),
    exportNotice: fixtureArg<TradeHistoryViewProps['exportNotice']>(
      {
        None: fixedNotice(null),
        'File downloaded': fixedNotice({
          tone: 'success',
          message: i18n._(texts.exported('trade-history-transfer-2026-06-15.csv', 27)),
        }),
      },
      'The line under the toolbar once a file is saved.',
    ),
    theme: choiceArg(['light', 'dark'], 'The theme the toggle shows as chosen.'),
  },
  decorators: [
    (Story) => (
      <StoryRouter path="/trade-history">
        <Story />
      </StoryRouter>
    ),
  ],
} satisfies Meta<typeof TradeHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: i18n._(texts.listTitle) });
/** The body rows of the table (the header row left out). */
const bodyRows = (canvasElement: HTMLElement) =>
  within(table(canvasElement)).getAllByRole('row').slice(1);
const pager = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: i18n._(texts.pagination) }));
const filterSelect = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: i18n._(texts.filterLabel) });
const exportButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: i18n._(texts.exportLabel) });

/** Every row's Type cell. */
const typesShown = (canvasElement: HTMLElement) =>
  bodyRows(canvasElement).map((row) => within(row).getAllByRole('cell')[1]?.textContent);

/** Alex, all transactions, page 1 of 2: newest first, signed dollars, D11's details. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Trade History' })).toBeVisible();
    const headers = within(table(canvasElement))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Date', 'Type', 'Amount', 'Details']);
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    await expect(filterSelect(canvasElement)).toHaveValue('all');
    const options = within(filterSelect(canvasElement))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual(['All Transactions', 'Deposit', 'Withdraw', 'Transfer']);

    // The newest row: Alex's pending USDT deposit, its status as the details.
    const [newest] = bodyRows(canvasElement);
    await expect(newest).toHaveTextContent('Deposit');
    await expect(newest).toHaveTextContent('+$750.00');
    await expect(within(newest!).getByText('Pending')).toBeVisible();
    // A received transfer: + and who sent it.
    const received = canvas.getAllByText('From: jamie.lee@example.com');
    await expect(received.length).toBeGreaterThan(10);
    await expect(received[0]!.closest('tr')).toHaveTextContent(formatLedgerAmount(60));
    // Sent transfers and withdrawals are negative; a lapsed withdrawal says so.
    const sent = canvas.getAllByText('To: jamie.lee@example.com');
    await expect(sent).toHaveLength(2);
    await expect(sent[0]!.closest('tr')).toHaveTextContent(formatLedgerAmount(-1_000));
    await expect(sent[1]!.closest('tr')).toHaveTextContent('-$1,500.00');
    await expect(canvas.getByText('Expired').closest('tr')).toHaveTextContent('-$250.00');

    const paging = pager(canvasElement);
    await expect(paging.getByRole('status')).toHaveTextContent('1–25 of 33');
    await expect(paging.getByRole('button', { name: i18n._(texts.previous) })).toBeDisabled();
    await expect(paging.getByRole('button', { name: i18n._(texts.next) })).toBeEnabled();
    // The help line: support and the theme toggle.
    await expect(canvas.getByRole('link', { name: i18n._(texts.contactSupport) })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** The last page: the oldest rows, Next disabled. */
export const LastPage: Story = {
  args: { history: ready('all', 2), page: 2 },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(8);
    const paging = pager(canvasElement);
    await expect(paging.getByRole('status')).toHaveTextContent('26–33 of 33');
    await expect(paging.getByRole('button', { name: i18n._(texts.next) })).toBeDisabled();
    await expect(paging.getByRole('button', { name: i18n._(texts.previous) })).toBeEnabled();
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('From: jamie.lee@example.com')).toHaveLength(7);
    // The first deposit, the oldest row.
    const oldest = bodyRows(canvasElement).at(-1)!;
    await expect(oldest).toHaveTextContent('Deposit');
    await expect(oldest).toHaveTextContent('+$10,000.00');
    await expect(within(oldest).getByText('Approved')).toBeVisible();
  },
};

/** Previous and Next ask for a page; the pager knows the page asked for, not only the one shown. */
export const PagerButtons: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(pager(canvasElement).getByRole('button', { name: i18n._(texts.next) }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

/** A page that follows its own state: after Next the new rows are read from their heading. */
function PagingHarness(props: ComponentProps<typeof TradeHistoryView>) {
  const [page, setPage] = useState(1);
  return (
    <TradeHistoryView
      {...props}
      page={page}
      history={ready('all', page)}
      onPageChange={(next) => {
        props.onPageChange(next);
        setPage(next);
      }}
    />
  );
}

/** Keyboard paging: Next, then focus moves to the list's heading and the range is the new one. */
export const Paging: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => <PagingHarness {...args} />,
  play: async ({ canvasElement, args }) => {
    const next = pager(canvasElement).getByRole('button', { name: i18n._(texts.next) });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    const heading = within(canvasElement).getByRole('heading', {
      level: 2,
      name: i18n._(texts.listTitle),
    });
    await waitFor(() => expect(heading.firstElementChild).toHaveFocus());
    await expect(pager(canvasElement).getByRole('status')).toHaveTextContent('26–33 of 33');
    await userEvent.tab();
    // From the heading, the keyboard goes on to the filter.
    await expect(filterSelect(canvasElement)).toHaveFocus();
    await userEvent.click(
      pager(canvasElement).getByRole('button', { name: i18n._(texts.previous) }),
    );
    await waitFor(() =>
      expect(pager(canvasElement).getByRole('status')).toHaveTextContent('1–25 of 33'),
    );
  },
};

/** Page 2 is on its way: page 1 stays, the table is busy and says so. */
export const LoadingNextPage: Story = {
  args: { page: 2, loadingNext: true },
  play: async ({ canvasElement }) => {
    await expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true');
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    const paging = pager(canvasElement);
    await expect(paging.getByText(i18n._(texts.loadingMore))).toBeInTheDocument();
    await expect(paging.getByText('1–25 of 33')).toBeVisible();
    // The pager follows the page asked for: page 2 is the last.
    await expect(paging.getByRole('button', { name: i18n._(texts.next) })).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { history: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n._(texts.loading))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    // The filter and the export do not wait for the list.
    await expect(filterSelect(canvasElement)).toBeEnabled();
    await expect(exportButton(canvasElement)).toBeEnabled();
  },
};

const failed = { kind: 'error', message: httpErrors.serverError, retrying: false } as const;

export const ServerError: Story = {
  args: { history: failed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(httpErrors.serverError);
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onRetryHistory).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('navigation', { name: i18n._(texts.pagination) })).toBeNull();
  },
};

export const Retrying: Story = {
  args: { history: { ...failed, retrying: true } },
  play: async ({ canvasElement }) => {
    await expectRetrying(canvasElement, httpErrors.serverError);
  },
};

/** Spec 2 §2's empty text; the support link and the theme toggle stay. */
export const Empty: Story = {
  args: { history: { kind: 'ready', data: { page: 1, count: 0, rows: [] } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(emptyStates.tradeHistory)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByRole('navigation', { name: i18n._(texts.pagination) })).toBeNull();
    await expect(canvas.getByRole('link', { name: i18n._(texts.contactSupport) })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Dark theme' })).toBeVisible();
  },
};

/** A filter with no rows shows the same empty text. */
export const EmptyFilter: Story = {
  args: {
    filter: 'withdraw',
    history: { kind: 'ready', data: { page: 1, count: 0, rows: [] } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(emptyStates.tradeHistory)).toBeVisible();
    await expect(filterSelect(canvasElement)).toHaveValue('withdraw');
  },
};

function filtered(type: Exclude<TradeHistoryFilter, 'all'>, count: number, range: string): Story {
  return {
    args: { filter: type, history: ready(type) },
    play: async ({ canvasElement }) => {
      await expect(filterSelect(canvasElement)).toHaveValue(type);
      await expect(filterSelect(canvasElement)).toHaveDisplayValue(i18n._(filterLabels[type]));
      await expect(bodyRows(canvasElement)).toHaveLength(count);
      await expect(new Set(typesShown(canvasElement))).toEqual(
        new Set([i18n._(filterLabels[type])]),
      );
      await expect(pager(canvasElement).getByRole('status')).toHaveTextContent(range);
    },
  };
}

export const FilterDeposit = filtered('deposit', 4, '1–4 of 4');
export const FilterWithdraw = filtered('withdraw', 2, '1–2 of 2');
export const FilterTransfer = filtered('transfer', 25, '1–25 of 27');

/** Transfers, page 2: the two oldest, both received from Jamie. */
export const FilterTransferPage2: Story = {
  args: { filter: 'transfer', history: ready('transfer', 2), page: 2 },
  play: async ({ canvasElement }) => {
    await expect(bodyRows(canvasElement)).toHaveLength(2);
    await expect(pager(canvasElement).getByRole('status')).toHaveTextContent('26–27 of 27');
    await expect(within(canvasElement).getAllByText('From: jamie.lee@example.com')).toHaveLength(2);
    await expect(
      pager(canvasElement).getByRole('button', { name: i18n._(texts.next) }),
    ).toBeDisabled();
  },
};

/** Choosing a filter asks for it (the Screen puts it in the URL, page 1). */
export const ChangeFilter: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, args }) => {
    await userEvent.selectOptions(filterSelect(canvasElement), i18n._(filterLabels.transfer));
    await expect(args.onFilterChange).toHaveBeenCalledWith('transfer');
  },
};

/** A sent transfer that has not gone through shows its status beside the recipient. */
export const PendingTransfer: Story = {
  args: {
    filter: 'transfer',
    history: {
      kind: 'ready',
      data: {
        page: 1,
        count: 1,
        rows: [
          {
            id: 'withdrawal-40',
            type: 'Transfer',
            amount: -250,
            status: 'pending',
            method: 'Transfer',
            created_at: '2026-06-15T11:00:00.000Z',
            crypto_type: null,
            recipient_email: 'a.very.long.recipient.address.for.wrapping@subdomain.example.com',
            sender_email: null,
          },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const [row] = bodyRows(canvasElement);
    await expect(row).toHaveTextContent(
      'To: a.very.long.recipient.address.for.wrapping@subdomain.example.com',
    );
    await expect(within(row!).getByText('Pending')).toBeVisible();
    await expect(row).toHaveTextContent('-$250.00');
  },
};

export const ExportBusy: Story = {
  args: { exportStatus: { kind: 'busy' } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: i18n._(texts.exportBusy) });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const ExportFailed: Story = {
  args: { exportStatus: { kind: 'failed', message: httpErrors.network, retrying: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `${i18n._(texts.exportFailed)} ${httpErrors.network}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(args.onExport).toHaveBeenCalledOnce();
    // The list is still there.
    await expect(bodyRows(canvasElement)).toHaveLength(25);
  },
};

export const ExportRetrying: Story = {
  args: { exportStatus: { kind: 'failed', message: httpErrors.network, retrying: true } },
  play: async ({ canvasElement }) => {
    await expectRetrying(
      within(canvasElement).getByRole('alert').parentElement!,
      `${i18n._(texts.exportFailed)} ${httpErrors.network}`,
    );
    await expect(
      within(canvasElement).getByRole('button', { name: i18n._(texts.exportBusy) }),
    ).toBeDisabled();
  },
};

const exportedText = i18n._(texts.exported('trade-history-transfer-2026-06-15.csv', 27));

/** The saved file's line under the toolbar, in its live region. */
export const Exported: Story = {
  args: {
    filter: 'transfer',
    history: ready('transfer'),
    exportNotice: fixedNotice({ tone: 'success', message: exportedText }),
  },
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText(
      'Downloaded trade-history-transfer-2026-06-15.csv (27 transactions).',
    );
    await expect(line).toBeVisible();
    await expect(line).toHaveAttribute('role', 'status');
  },
};

/** The View with its export line owned by `useNotice()`, as the Screen's export does, so it clears itself. */
function OwnExportNotice(props: ComponentProps<typeof TradeHistoryView>) {
  const exportNotice = useNotice({ tone: 'success', message: exportedText });
  return <TradeHistoryView {...props} exportNotice={exportNotice} />;
}

// Spec 2 §9.
/** The line clears after 3 seconds; its live region stays for the next export. */
export const ExportedClears: Story = {
  tags: ['interaction', '!autodocs'],
  args: { filter: 'transfer', history: ready('transfer') },
  render: (args) => <OwnExportNotice {...args} />,
  play: async ({ canvasElement }) => {
    const line = within(canvasElement).getByText(exportedText);
    await expect(line).toBeVisible();
    await waitFor(() => expect(line).toBeEmptyDOMElement(), selfTimed);
    await expect(line).toHaveAttribute('role', 'status');
  },
};

/** An old link to page 9: the Screen lands on the last page and says so. */
export const PageOutOfRange: Story = {
  args: {
    history: ready('all', 2),
    page: 2,
    pageNotice: {
      ...fixedNotice({ tone: 'info', message: i18n._(texts.pageOutOfRange(9, 2)) }),
      clear: fn(),
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(i18n._(texts.pageOutOfRange(9, 2)))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.pageNotice.clear).toHaveBeenCalledOnce();
  },
};

/** The theme toggle: pressed in the dark theme; a press asks to switch. */
export const DarkThemeToggle: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Dark theme' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(args.onToggleTheme).toHaveBeenCalledOnce();
  },
};

/** A phone (375 px): every row is a card, nothing wider than the screen. */
export const Narrow: Story = {
  args: { history: ready('all', 2), page: 2 },
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 375, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    for (const row of bodyRows(canvasElement)) {
      await expect(getComputedStyle(row).display).toBe('grid');
      await expect(row.getBoundingClientRect().right).toBeLessThanOrEqual(
        phone.getBoundingClientRect().right,
      );
    }
    // The column names are for screen readers only here; the table keeps its roles.
    const head = within(table(canvasElement)).getAllByRole('rowgroup')[0]!;
    await expect(head.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    await expect(within(table(canvasElement)).getAllByRole('columnheader')).toHaveLength(4);
  },
};

/** Each body row's height, top to bottom (the loading frame's rows too, hidden as they are). */
const rowHeights = (canvasElement: HTMLElement) =>
  [...canvasElement.querySelectorAll('tbody tr')].map((row) => row.getBoundingClientRect().height);

/**
 * Little layout shift: while the first page loads, its 25 rows and the pager are drawn, each row as tall
 * as a loaded row of text. A row with a status badge is up to 4 px taller; which rows have one is not
 * known before they arrive. The help line is below the first screen either way.
 */
export const ArrivesInPlace: Story = {
  tags: ['interaction', '!autodocs'],
  render: (args) => (
    <LoadThenDeliver
      View={TradeHistoryView}
      loaded={args}
      loading={{ ...args, history: { kind: 'loading' } }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frameRows = rowHeights(canvasElement);
    await expect(frameRows).toHaveLength(25);
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver the data' }));
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    rowHeights(canvasElement).forEach((height, row) => {
      expect(height - frameRows[row]!, `row ${row + 1}`).toBeGreaterThanOrEqual(0);
      expect(height - frameRows[row]!, `row ${row + 1}`).toBeLessThanOrEqual(4);
    });
  },
};

/** The same on the phone Lighthouse measures, where each row is a card. */
export const ArrivesInPlaceOnAPhone: Story = {
  tags: ['interaction', '!autodocs'],
  ...ArrivesInPlace,
  ...phone412,
};

const allStates = {
  'Loaded (page 1 of 2)': {},
  'Last page': LastPage,
  'Loading the next page': LoadingNextPage,
  Loading,
  'Failed to load': ServerError,
  'No transactions yet': Empty,
  'No transactions of this type': EmptyFilter,
  'Export running': ExportBusy,
  'Export failed': ExportFailed,
  'File downloaded': Exported,
  'Landed on the last page': PageOutOfRange,
};

/** Every state of the page at once, for review: loaded, paging, loading, empty, the export and its notices. */
export const AllStates: Story = allStatesStory(TradeHistoryView, meta.args, allStates, {
  padded: true,
});
