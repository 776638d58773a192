import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export interface NavItem {
  /** Written in the active language with `i18n._(label)` (DECISIONS D18). */
  label: MessageDescriptor;
  to: string;
}

/** Spec 1 §2 navigation, in the spec's order. */
export const signedOutMenu: NavItem[] = [
  { label: msg`Home`, to: '/' },
  { label: msg`How It Works`, to: '/how-it-works' },
  { label: msg`FAQ`, to: '/faq' },
  { label: msg`About`, to: '/about' },
  { label: msg`Login`, to: '/login' },
  { label: msg`Register`, to: '/register' },
];

/** Followed by Logout, which is a button. */
export const signedInMenu: NavItem[] = [
  { label: msg`Dashboard`, to: '/dashboard' },
  { label: msg`Withdraw`, to: '/withdraw' },
  { label: msg`Deposit`, to: '/deposit' },
  { label: msg`Account`, to: '/account-information' },
  { label: msg`Settings`, to: '/profile-settings' },
  { label: msg`Trade History`, to: '/trade-history' },
];

/** Followed by the light/dark toggle and Sign Out. */
export const drawerMenu: NavItem[] = [
  { label: msg`Overview`, to: '/overview' },
  { label: msg`Copy Trader`, to: '/copy-trader' },
  { label: msg`Portfolio`, to: '/portfolio' },
  { label: msg`Trade History`, to: '/trade-history' },
  { label: msg`Packages`, to: '/packages' },
  { label: msg`Deposit`, to: '/deposit' },
  { label: msg`Withdraw`, to: '/withdraw' },
  { label: msg`Transfer Asset`, to: '/transfer-asset' },
  { label: msg`Account`, to: '/account-information' },
  { label: msg`Settings`, to: '/profile-settings' },
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

export const footerColumns: { title: MessageDescriptor; links: NavItem[] }[] = [
  {
    title: msg`Company`,
    links: [
      { label: msg`About`, to: '/about' },
      { label: msg`How It Works`, to: '/how-it-works' },
    ],
  },
  {
    title: msg`Resources`,
    links: [
      { label: msg`FAQ`, to: '/faq' },
      { label: msg`Register`, to: '/register' },
      { label: msg`Login`, to: '/login' },
    ],
  },
  {
    title: msg`Contact`,
    links: [{ label: msg`Contact Us`, to: '/contact' }],
  },
];
