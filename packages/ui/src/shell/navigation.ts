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
