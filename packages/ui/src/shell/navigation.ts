export interface NavItem {
  label: string;
  to: string;
}

/** Spec 1 §2 navigation, in the spec's order. */
export const signedOutMenu: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'How It Works', to: '/how-it-works' },
  { label: 'FAQ', to: '/faq' },
  { label: 'About', to: '/about' },
  { label: 'Login', to: '/login' },
  { label: 'Register', to: '/register' },
];

/** Followed by Logout, which is a button. */
export const signedInMenu: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Withdraw', to: '/withdraw' },
  { label: 'Deposit', to: '/deposit' },
  { label: 'Account', to: '/account-information' },
  { label: 'Settings', to: '/profile-settings' },
  { label: 'Trade History', to: '/trade-history' },
];

/** Followed by the light/dark toggle and Sign Out. */
export const drawerMenu: NavItem[] = [
  { label: 'Overview', to: '/overview' },
  { label: 'Copy Trader', to: '/copy-trader' },
  { label: 'Portfolio', to: '/portfolio' },
  { label: 'Trade History', to: '/trade-history' },
  { label: 'Packages', to: '/packages' },
  { label: 'Deposit', to: '/deposit' },
  { label: 'Withdraw', to: '/withdraw' },
  { label: 'Transfer Asset', to: '/transfer-asset' },
  { label: 'Account', to: '/account-information' },
  { label: 'Settings', to: '/profile-settings' },
];

/** A drawer entry; `phoneOnly` ones show only below the tablet breakpoint (768 px). */
export interface DrawerItem extends NavItem {
  phoneOnly?: boolean;
}

/**
 * Issue 12: below 768 px the top menu folds into the drawer. Its entries the drawer lacks come first
 * (Dashboard), shown on phones only; the drawer's own entries follow in the spec's order.
 */
export function foldTopMenuIntoDrawer(
  top: readonly NavItem[],
  drawer: readonly NavItem[],
): DrawerItem[] {
  const inDrawer = new Set(drawer.map((item) => item.to));
  return [
    ...top.filter((item) => !inDrawer.has(item.to)).map((item) => ({ ...item, phoneOnly: true })),
    ...drawer,
  ];
}

/** The signed-in drawer: spec 1 §2's drawer, plus Dashboard on phones. */
export const signedInDrawerMenu = foldTopMenuIntoDrawer(signedInMenu, drawerMenu);

export const footerColumns: { title: string; links: NavItem[] }[] = [
  {
    title: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'How It Works', to: '/how-it-works' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'FAQ', to: '/faq' },
      { label: 'Register', to: '/register' },
      { label: 'Login', to: '/login' },
    ],
  },
  {
    title: 'Contact',
    links: [{ label: 'Contact Us', to: '/contact' }],
  },
];
