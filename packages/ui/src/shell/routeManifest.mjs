// Issue 42: every route of the app, once (spec 1 §2, spec 2 §2). The route table, the menus, the prerendered pages and
// frames, the data a signed-in page starts, the bundle budgets, the Lighthouse bench and the route tests all read it.
// Plain data that imports nothing, so Node scripts (scripts/check-bundle.mjs, scripts/lighthouse-report.mjs) and the
// end-to-end specs read it as it is; it sits in the shell because the shell draws the menus and ui cannot import app.
// Its types: routeManifest.d.mts. `title` and `label` are UI texts in English: `lingui extract` reads them from here
// (lingui.config.ts) and the app writes them with `i18n._`, like a `msg` of the code.
//
//   path         the URL; access: public (anyone), guest (signed out only: signed in goes to /dashboard), protected
//   pages        for a path with a parameter (`:symbol`), its pages: the prerender writes a frame of each, and the
//                tests and the benches open the first
//   screen       packages/ui/src/screens/<screen>/, whose index exports <screen>Screen: the route's lazily loaded page
//   title        the page's document title (" · Trading Platform" follows) and what a screen reader hears on arrival
//   label        its name in the menus, when shorter than the title
//   menu         its place in the top menu (signed out for public and guest routes, signed in for protected ones)
//                and in the signed-in drawer (1 first)
//   data         what a signed-in start of the page fetches beside its chunk (app/src/routing/routeData.ts)
//   prerendered  written to HTML at build time: a public page whole, a protected one as its frame
//   budget       gzip bytes of JavaScript before its first paint (scripts/check-bundle.mjs keeps their history)
//   bench        measured by `pnpm bench:lighthouse`

/** @type {import('./routeManifest.d.mts').RouteEntry[]} */
export const routeManifest = [
  {
    path: '/',
    access: 'public',
    screen: 'Home',
    title: 'Home',
    menu: { top: 1 },
    prerendered: true,
    budget: 145_300,
    bench: true,
  },
  {
    path: '/login',
    access: 'guest',
    screen: 'Login',
    title: 'Login',
    menu: { top: 5 },
    prerendered: true,
    budget: 150_000,
    bench: true,
  },
  {
    path: '/register',
    access: 'guest',
    screen: 'Register',
    title: 'Create Account',
    label: 'Register',
    menu: { top: 6 },
    prerendered: true,
    budget: 150_000,
  },
  {
    path: '/forgot-password',
    access: 'guest',
    screen: 'ForgotPassword',
    title: 'Reset Password',
    prerendered: true,
    budget: 150_000,
  },
  {
    path: '/how-it-works',
    access: 'public',
    screen: 'HowItWorks',
    title: 'How It Works',
    menu: { top: 2 },
    prerendered: true,
    budget: 138_000,
  },
  // Client-rendered: Radix Accordion writes style attributes, which the policy refuses in markup.
  {
    path: '/faq',
    access: 'public',
    screen: 'Faq',
    title: 'Frequently Asked Questions',
    label: 'FAQ',
    menu: { top: 3 },
    budget: 146_500,
    bench: true,
  },
  {
    path: '/about',
    access: 'public',
    screen: 'About',
    title: 'About Us',
    label: 'About',
    menu: { top: 4 },
    prerendered: true,
    budget: 150_000,
  },
  {
    path: '/contact',
    access: 'public',
    screen: 'Contact',
    title: 'Contact Us',
    prerendered: true,
    budget: 136_500,
  },
  // D15: a notice e-mail's one-time link; signed in or not.
  {
    path: '/this-wasnt-me',
    access: 'public',
    screen: 'ThisWasntMe',
    title: 'Secure your account',
    budget: 137_000,
  },
  {
    path: '/dashboard',
    access: 'protected',
    screen: 'Dashboard',
    title: 'Dashboard',
    menu: { top: 1 },
    data: ['balance', 'accountSummary', 'portfolioHistory', 'transactions'],
    prerendered: true,
    budget: 152_500,
    bench: true,
  },
  {
    path: '/deposit',
    access: 'protected',
    screen: 'Deposit',
    title: 'Deposit Funds',
    label: 'Deposit',
    menu: { top: 3, drawer: 6 },
    data: ['balance', 'pendingDeposits'],
    prerendered: true,
    budget: 152_000,
    bench: true,
  },
  {
    path: '/withdraw',
    access: 'protected',
    screen: 'Withdraw',
    title: 'Withdraw Funds',
    label: 'Withdraw',
    menu: { top: 2, drawer: 7 },
    data: ['balance', 'pendingWithdrawals', 'addressBook'],
    prerendered: true,
    budget: 155_000,
    bench: true,
  },
  {
    path: '/transfer-asset',
    access: 'protected',
    screen: 'TransferAsset',
    title: 'Transfer Asset',
    menu: { drawer: 8 },
    data: ['balance', 'transfers'],
    prerendered: true,
    budget: 168_000,
    bench: true,
  },
  {
    path: '/packages',
    access: 'protected',
    screen: 'Packages',
    title: 'Investment Packages',
    label: 'Packages',
    menu: { drawer: 5 },
    data: ['balance', 'packages'],
    prerendered: true,
    budget: 168_500,
    bench: true,
  },
  {
    path: '/portfolio',
    access: 'protected',
    screen: 'Portfolio',
    title: 'Portfolio',
    menu: { drawer: 3 },
    data: ['balance', 'accountSummary', 'holdings', 'transactions'],
    prerendered: true,
    budget: 145_000,
    bench: true,
  },
  {
    path: '/overview',
    access: 'protected',
    screen: 'Overview',
    title: 'Account Overview',
    label: 'Overview',
    menu: { drawer: 1 },
    data: ['balance', 'accountSummary', 'portfolioHistory'],
    prerendered: true,
    budget: 148_000,
    bench: true,
  },
  {
    path: '/market',
    access: 'protected',
    screen: 'Market',
    title: 'Market',
    data: ['topCoins'],
    prerendered: true,
    // Issue 44: +0.5 KB for the links of the ticker's coins to their pages (155.5 before).
    budget: 156_000,
    bench: true,
  },
  {
    path: '/market/:symbol',
    // The ticker's ten coins (D9), in its order: coinPages.test.ts holds them to tickerCoins.
    pages: [
      '/market/btc',
      '/market/eth',
      '/market/bnb',
      '/market/ada',
      '/market/sol',
      '/market/xrp',
      '/market/doge',
      '/market/dot',
      '/market/matic',
      '/market/avax',
    ],
    access: 'protected',
    screen: 'Coin',
    title: 'Coin',
    prerendered: true,
    // lightweight-charts (about 55 KB) loads after the first paint, with the chart.
    budget: 150_000,
    bench: true,
  },
  {
    path: '/copy-trader',
    access: 'protected',
    screen: 'CopyTrader',
    title: 'Copy Trader',
    menu: { drawer: 2 },
    data: ['copyTraders', 'traderDirectory'],
    prerendered: true,
    budget: 155_000,
    bench: true,
  },
  {
    path: '/trade-history',
    access: 'protected',
    screen: 'TradeHistory',
    title: 'Trade History',
    menu: { top: 6, drawer: 4 },
    data: ['tradeHistoryFirstPage'],
    prerendered: true,
    budget: 147_000,
    bench: true,
  },
  {
    path: '/account-information',
    access: 'protected',
    screen: 'AccountInformation',
    title: 'Account Information',
    label: 'Account',
    menu: { top: 4, drawer: 9 },
    data: ['profile', 'sessions', 'latestActivity'],
    prerendered: true,
    budget: 162_000,
    bench: true,
  },
  {
    path: '/profile-settings',
    access: 'protected',
    screen: 'ProfileSettings',
    title: 'Profile Settings',
    label: 'Settings',
    menu: { top: 5, drawer: 10 },
    data: ['profile', 'security', 'passkeys'],
    prerendered: true,
    budget: 165_000,
    bench: true,
  },
];

/**
 * The key of a route's lazy page chunk in the app build's Vite manifest (paths are relative to app/): what the bundle
 * check, the prerender and the benches look a route up by.
 */
export const screenChunkKey = (screen) => `../packages/ui/src/screens/${screen}/index.ts`;

/** True for a Vite manifest key that is a route's page chunk (a screen folder's index). */
export const isScreenChunkKey = (key) =>
  /^\.\.\/packages\/ui\/src\/screens\/[^/]+\/index\.ts$/.test(key);

/** The page a route's tests open: its path, or its first page when the path has a parameter. */
export const pageOf = (entry) => entry.pages?.[0] ?? entry.path;
