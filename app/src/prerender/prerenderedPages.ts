/**
 * The public pages written to HTML at build time (scripts/prerender.mjs): what a first-time visitor sees
 * before any JavaScript has run. `file` is where nginx finds it (`try_files $uri $uri.html`); `module` is
 * the route's module in the Vite manifest, whose chunks and styles the page links.
 * /faq is left out: Radix Accordion renders its panels with style attributes (CSS variables for the
 * open/close animation), which the policy refuses in markup; it stays a client-rendered page.
 */
export const prerenderedPages = [
  { path: '/', file: 'index.html', module: 'src/pages/HomePage.tsx' },
  { path: '/how-it-works', file: 'how-it-works.html', module: 'src/pages/HowItWorksPage.tsx' },
  { path: '/about', file: 'about.html', module: 'src/pages/AboutPage.tsx' },
  { path: '/contact', file: 'contact.html', module: 'src/pages/ContactPage.tsx' },
  { path: '/login', file: 'login.html', module: 'src/pages/LoginPage.tsx' },
  { path: '/register', file: 'register.html', module: 'src/pages/RegisterPage.tsx' },
  {
    path: '/forgot-password',
    file: 'forgot-password.html',
    module: 'src/pages/ForgotPasswordPage.tsx',
  },
] as const;

/**
 * Issue 26: the account pages' frames, written at build time: what a signed-in user sees before their data (header,
 * menu, ticker row, the page's title and its sections' loading frames), with no one's name or figures in it. nginx
 * finds `file` by `try_files … $uri.frame.html`; a classic script in its head sends anyone signed out to /login
 * before the frame paints (scripts/prerender.mjs).
 */
export const accountFrames = (
  [
    ['/dashboard', 'DashboardPage'],
    ['/deposit', 'DepositPage'],
    ['/withdraw', 'WithdrawPage'],
    ['/transfer-asset', 'TransferAssetPage'],
    ['/packages', 'PackagesPage'],
    ['/portfolio', 'PortfolioPage'],
    ['/overview', 'OverviewPage'],
    ['/market', 'MarketPage'],
    ['/copy-trader', 'CopyTraderPage'],
    ['/trade-history', 'TradeHistoryPage'],
    ['/account-information', 'AccountInformationPage'],
    ['/profile-settings', 'ProfileSettingsPage'],
  ] as const
).map(([path, page]) => ({
  path,
  file: `${path.slice(1)}.frame.html`,
  module: `src/pages/${page}.tsx`,
}));

/** Every other path gets the empty app shell (index.html as Vite wrote it), renamed so `/` can be the home page. */
export const APP_SHELL_FILE = 'app.html';
