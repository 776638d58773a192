import { i18n } from '@tp/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryStorage, type KeyValueStorage } from '@tp/api';
import { API_BASE_URL, createRequestHold, createStoryMockApi } from '@tp/mocks';
import { emptyStates, httpErrors } from '@tp/messages';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ThemeProvider, themeKey } from '../../shell/ThemeProvider';
import { screenDocsStory } from '../../storybook/screenDocsStory';
import { scenarioParameters } from '../../storybook/scenarioParameters';
import { signedInScreen } from '../../storybook/signedInScreen';
import { csvFileName } from './toCsv';
import { filterLabels, tradeHistoryTexts as texts } from './tradeHistoryTexts';
import { TradeHistoryScreen } from './TradeHistoryScreen';
import { slow } from '../../storybook/storyQueries';
import { createOutageRecovery } from '../../storybook/outageRecovery';

const mockApi = createStoryMockApi();
const ledgerUrl = `${API_BASE_URL}/api/transactions/`;

/** The export reads 100 rows a page; the table 25. */
const isExportRead = (request: Request) =>
  new URL(request.url).searchParams.get('page_size') === '100';

let exportReads = 0;
let exportFails = false;
/** Counts the export's reads and, while `exportFails`, answers them 500; the table's reads pass. */
const exportReadsHandler = http.get(ledgerUrl, ({ request }) => {
  if (!isExportRead(request)) return undefined;
  exportReads += 1;
  return exportFails
    ? HttpResponse.json({ detail: 'A server error occurred.' }, { status: 500 })
    : undefined;
});

/** Named scenarios in front of the story's backend. */
const withScenarios = scenarioParameters(mockApi);

let themeStorage: KeyValueStorage = createMemoryStorage();

// A fresh seeded backend, Alex signed in, the URL's query (`parameters.routerSearch`) shown under
// the screen, and the theme provider the screen's toggle needs (the app's is in App.tsx).
/**
 * The Trade History page: the account's deposits, withdrawals and transfers, newest first, with a
 * filter, pages of 25 rows, the Export CSV button and the light/dark switch. The stories run the
 * page against the demo server, signed in as Alex Morgan, with the filter and page kept in the page
 * address (shown under the page). They show filtering and paging, slow loads, errors and Try Again,
 * no transactions, and exporting.
 */
const meta = {
  title: 'Screens/TradeHistory/TradeHistoryScreen',
  component: TradeHistoryScreen,
  parameters: {
    docs: { story: screenDocsStory },
    layout: 'fullscreen',
    msw: { handlers: [exportReadsHandler, ...mockApi.handlers] },
  },
  ...signedInScreen(mockApi, '/trade-history', {
    showQuery: true,
    beforeEach: (_storage, { globals }) => {
      exportReads = 0;
      exportFails = false;
      themeStorage = createMemoryStorage({
        [themeKey]: globals.theme === 'dark' ? 'dark' : 'light',
      });
    },
    wrap: (children) => <ThemeProvider storage={themeStorage}>{children}</ThemeProvider>,
  }),
} satisfies Meta<typeof TradeHistoryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const urlQuery = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('status', { name: 'URL query' });
const table = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('table', { name: i18n._(texts.listTitle) });
const bodyRows = (canvasElement: HTMLElement) =>
  within(table(canvasElement)).getAllByRole('row').slice(1);
const pager = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: i18n._(texts.pagination) }));
const filterSelect = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: i18n._(texts.filterLabel) });

/** Waits until the pager says `range` (the rows of that page have arrived). */
async function expectRange(canvasElement: HTMLElement, range: string) {
  await waitFor(
    () =>
      expect(
        within(canvasElement).getByRole('navigation', { name: i18n._(texts.pagination) }),
      ).toHaveTextContent(range),
    slow,
  );
}

/** Alex from the seed: all 33 rows, 25 on page 1, newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectRange(canvasElement, '1–25 of 33');
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    await expect(filterSelect(canvasElement)).toHaveValue('all');
    await expect(urlQuery(canvasElement)).toHaveTextContent(/^$/);
    await expect(within(canvasElement).getAllByText('To: jamie.lee@example.com')).toHaveLength(2);
  },
};

/**
 * Privacy mode (D17): every row's amount shows the mask, read as "hidden", while its date, type,
 * other side and status stay; a note under Export CSV, which describes the button, says the file
 * still holds the real amounts.
 */
export const AmountsHidden: Story = {
  globals: { privacy: 'hidden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRange(canvasElement, '1–25 of 33');
    const rows = bodyRows(canvasElement);
    await expect(rows).toHaveLength(25);
    for (const row of rows) await expect(row).toHaveTextContent('••••••hidden');
    await expect(rows[0]).toHaveTextContent(/Deposit••••••hidden.*Pending/);
    await expect(canvas.getAllByText('To: jamie.lee@example.com')).toHaveLength(2);

    const note = canvas.getByText(i18n._(texts.exportKeepsAmounts));
    await expect(note).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: i18n._(texts.exportLabel) }),
    ).toHaveAccessibleDescription(i18n._(texts.exportKeepsAmounts));

    for (const figure of ['750.00', '250.00', '1,000.00', '1,500.00', '60.00'])
      await expect(canvasElement).not.toHaveTextContent(figure);
    // Nothing on this page is a public price.
    await expect(canvasElement).not.toHaveTextContent('$');
  },
};

// D11.
/**
 * The filter goes into the URL and back to page 1; paging adds `page`; the pager's range follows,
 * and after Next reading starts at the list's heading.
 */
export const FilterAndPage: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement }) => {
    await expectRange(canvasElement, '1–25 of 33');
    await userEvent.selectOptions(filterSelect(canvasElement), i18n._(filterLabels.transfer));
    await expectRange(canvasElement, '1–25 of 27');
    await expect(urlQuery(canvasElement)).toHaveTextContent('?type=transfer');

    await userEvent.click(pager(canvasElement).getByRole('button', { name: i18n._(texts.next) }));
    await expectRange(canvasElement, '26–27 of 27');
    await expect(urlQuery(canvasElement)).toHaveTextContent('?type=transfer&page=2');
    await expect(bodyRows(canvasElement)).toHaveLength(2);
    const heading = within(canvasElement).getByRole('heading', {
      level: 2,
      name: i18n._(texts.listTitle),
    });
    await waitFor(() => expect(heading.firstElementChild).toHaveFocus());
    await expect(
      pager(canvasElement).getByRole('button', { name: i18n._(texts.next) }),
    ).toBeDisabled();

    // Another filter starts again on its page 1.
    await userEvent.selectOptions(filterSelect(canvasElement), i18n._(filterLabels.deposit));
    await expectRange(canvasElement, '1–4 of 4');
    await expect(urlQuery(canvasElement)).toHaveTextContent(/^\?type=deposit$/);
    await userEvent.selectOptions(filterSelect(canvasElement), i18n._(filterLabels.all));
    await expectRange(canvasElement, '1–25 of 33');
    await expect(urlQuery(canvasElement)).toHaveTextContent(/^$/);
  },
};

/** A link (or a reload) with the filter and page opens on them. */
export const OpensFromUrl: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { routerSearch: '?type=transfer&page=2' },
  play: async ({ canvasElement }) => {
    await expectRange(canvasElement, '26–27 of 27');
    await expect(filterSelect(canvasElement)).toHaveValue('transfer');
    await expect(within(canvasElement).getAllByText('From: jamie.lee@example.com')).toHaveLength(2);
    await userEvent.click(
      pager(canvasElement).getByRole('button', { name: i18n._(texts.previous) }),
    );
    await expectRange(canvasElement, '1–25 of 27');
    await expect(urlQuery(canvasElement)).toHaveTextContent(/^\?type=transfer$/);
  },
};

/** Unknown values read as all and page 1, and the URL is put right without a history entry. */
export const InvalidUrl: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { routerSearch: '?type=bogus&page=abc' },
  play: async ({ canvasElement }) => {
    await expectRange(canvasElement, '1–25 of 33');
    await expect(filterSelect(canvasElement)).toHaveValue('all');
    await waitFor(() => expect(urlQuery(canvasElement)).toHaveTextContent(/^$/));
  },
};

/** Page 9 of transfers does not exist (404 `Invalid page.`): the last page instead, and a note. */
export const PastTheEnd: Story = {
  parameters: { routerSearch: '?type=transfer&page=9' },
  play: async ({ canvasElement }) => {
    await expectRange(canvasElement, '26–27 of 27');
    await expect(urlQuery(canvasElement)).toHaveTextContent('?type=transfer&page=2');
    await expect(within(canvasElement).getByText(i18n._(texts.pageOutOfRange(9, 2)))).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};

export const ServerError: Story = {
  parameters: withScenarios('transactions.list.serverError'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByRole('alert')).toHaveTextContent(httpErrors.serverError),
      slow,
    );
    await expect(canvas.getByRole('button', { name: 'Try Again' })).toBeEnabled();
    // The filter, the export and the help line still work.
    await expect(filterSelect(canvasElement)).toBeEnabled();
    await expect(canvas.getByRole('link', { name: i18n._(texts.contactSupport) })).toBeVisible();
  },
};

export const NetworkError: Story = {
  parameters: withScenarios('transactions.list.networkError'),
  play: async ({ canvasElement }) => {
    await waitFor(
      () => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(httpErrors.network),
      slow,
    );
  },
};

const listRecovery = createOutageRecovery('/api/transactions/');

/** The list fails; while Try Again runs the error stays with its button busy; then the rows come. */
export const TryAgain: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: {
    msw: { handlers: [...listRecovery.handlers, ...mockApi.handlers] },
  },
  beforeEach: listRecovery.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(
      () => expect(canvas.getByRole('alert')).toHaveTextContent(httpErrors.serverError),
      slow,
    );
    await listRecovery.tryAgain(canvas.getByRole('alert').parentElement!, httpErrors.serverError);
    await expectRange(canvasElement, '1–25 of 33');
  },
};

/** A new account: spec 2 §2's empty text, with the support link and the theme toggle. */
export const Empty: Story = {
  parameters: withScenarios('transactions.list.empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(emptyStates.tradeHistory, {}, slow)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('link', { name: i18n._(texts.contactSupport) })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

const slowHold = createRequestHold('/api/transactions/');

/** A slow first answer: the loading label says what is loading; then the rows. */
export const SlowLoad: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { msw: { handlers: [...slowHold.handlers, ...mockApi.handlers] } },
  beforeEach: () => {
    slowHold.hold();
    return slowHold.release;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(i18n._(texts.loading))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    slowHold.release();
    await expectRange(canvasElement, '1–25 of 33');
  },
};

const nextHold = createRequestHold('/api/transactions/');

/** While page 2 loads, page 1 stays (busy); then page 2 replaces it. */
export const SlowNextPage: Story = {
  tags: ['interaction', '!autodocs'],
  parameters: { msw: { handlers: [...nextHold.handlers, ...mockApi.handlers] } },
  beforeEach: () => nextHold.release,
  play: async ({ canvasElement }) => {
    await expectRange(canvasElement, '1–25 of 33');
    nextHold.hold();
    await userEvent.click(pager(canvasElement).getByRole('button', { name: i18n._(texts.next) }));
    await waitFor(() => expect(table(canvasElement)).toHaveAttribute('aria-busy', 'true'));
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    await expect(pager(canvasElement).getByText(i18n._(texts.loadingMore))).toBeInTheDocument();
    await expect(urlQuery(canvasElement)).toHaveTextContent('?page=2');
    nextHold.release();
    await expectRange(canvasElement, '26–33 of 33');
    await expect(table(canvasElement)).not.toHaveAttribute('aria-busy');
  },
};

/** The files the page saved: each Blob handed to URL.createObjectURL. */
let savedFiles: Blob[] = [];
function recordDownloads() {
  savedFiles = [];
  const createObjectURL = URL.createObjectURL.bind(URL);
  const click = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    if (object instanceof Blob) savedFiles.push(object);
    return createObjectURL(object);
  };
  // The story records the file; the browser does not save it.
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (!this.download) click.call(this);
  };
  return () => {
    URL.createObjectURL = createObjectURL;
    HTMLAnchorElement.prototype.click = click;
  };
}

// D11.
/** Export CSV saves exactly the filter's rows, all pages, as a CSV named after the filter. */
export const ExportCsv: Story = {
  tags: ['interaction', '!autodocs'],
  beforeEach: recordDownloads,
  play: async ({ canvasElement }) => {
    await expectRange(canvasElement, '1–25 of 33');
    await userEvent.selectOptions(filterSelect(canvasElement), i18n._(filterLabels.transfer));
    await expectRange(canvasElement, '1–25 of 27');
    const exportButton = within(canvasElement).getByRole('button', {
      name: i18n._(texts.exportLabel),
    });
    // Two quick clicks: one export.
    exportButton.click();
    exportButton.click();
    const fileName = csvFileName('transfer', new Date());
    await expect(
      await within(canvasElement).findByText(i18n._(texts.exported(fileName, 27)), {}, slow),
    ).toBeVisible();
    await expect(exportReads).toBe(1);
    await expect(savedFiles).toHaveLength(1);
    const [file] = savedFiles;
    await expect(file!.type).toBe('text/csv;charset=utf-8');
    const records = (await file!.text()).split('\r\n');
    await expect(records.at(-1)).toBe('');
    await expect(records[0]).toBe('Date,Type,Amount,Details,Status,Method');
    const rows = records.slice(1, -1).map((record) => record.split(','));
    await expect(rows).toHaveLength(27);
    await expect(new Set(rows.map((row) => row[1]))).toEqual(new Set(['Transfer']));
    await expect(rows.filter((row) => row[3] === 'From: jamie.lee@example.com')).toHaveLength(25);
    await expect(rows.filter((row) => row[3] === 'To: jamie.lee@example.com')).toHaveLength(2);
    await expect(rows.map((row) => row[2])).toContain('-1000.00');
    for (const row of rows) await expect(row[2]).toMatch(/^-?\d+\.\d{2}$/);
    for (const row of rows) await expect(row[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
  },
};

/** The export fails: its message and Try Again, the list untouched; Try Again saves the file. */
export const ExportFails: Story = {
  tags: ['interaction', '!autodocs'],
  beforeEach: () => {
    exportFails = true;
    return recordDownloads();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRange(canvasElement, '1–25 of 33');
    await userEvent.click(canvas.getByRole('button', { name: i18n._(texts.exportLabel) }));
    await waitFor(
      () =>
        expect(canvas.getByRole('alert')).toHaveTextContent(
          `${i18n._(texts.exportFailed)} ${httpErrors.serverError}`,
        ),
      slow,
    );
    await expect(savedFiles).toHaveLength(0);
    await expect(bodyRows(canvasElement)).toHaveLength(25);
    exportFails = false;
    await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
    await expect(
      await canvas.findByText(i18n._(texts.exported(csvFileName('all', new Date()), 33)), {}, slow),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(savedFiles).toHaveLength(1);
    await expect(exportReads).toBe(2);
  },
};

/** The screen's theme toggle is the app's: pressed, the theme is dark and stored. */
export const ThemeToggle: Story = {
  tags: ['interaction', '!autodocs'],
  play: async ({ canvasElement, globals }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Dark theme' });
    const wasDark = globals.theme === 'dark';
    await expect(toggle).toHaveAttribute('aria-pressed', String(wasDark));
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', String(!wasDark));
    await expect(themeStorage.getItem(themeKey)).toBe(wasDark ? 'light' : 'dark');
    // Back as it was, for the story's own theme.
    await userEvent.click(toggle);
    await expect(themeStorage.getItem(themeKey)).toBe(wasDark ? 'dark' : 'light');
  },
};
