import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { routeManifest, type RouteEntry } from './routeManifest.mjs';

export interface NavItem {
  /** Written in the active language with `i18n._(label)` (DECISIONS D18). */
  label: MessageDescriptor;
  to: string;
}

type Menu = 'top' | 'drawer';

/** A manifest text as a descriptor: catalogues are keyed by the English text (D18), so it is the id too. */
const manifestText = (message: string): MessageDescriptor => ({ id: message, message });

/** The routes of the manifest placed in `menu` (and, if given, open to `access`), in their places' order. */
function menuOf(menu: Menu, access?: (entry: RouteEntry) => boolean): NavItem[] {
  return routeManifest
    .filter((entry) => entry.menu?.[menu] !== undefined && (access?.(entry) ?? true))
    .sort((a, b) => (a.menu?.[menu] ?? 0) - (b.menu?.[menu] ?? 0))
    .map((entry) => ({ label: manifestText(entry.label ?? entry.title), to: entry.path }));
}

/** Spec 1 §2 navigation, in the spec's order (the places of routeManifest.mjs). */
export const signedOutMenu = menuOf('top', (entry) => entry.access !== 'protected');

/** Followed by Logout, which is a button. */
export const signedInMenu = menuOf('top', (entry) => entry.access === 'protected');

/** Followed by the light/dark toggle and Sign Out. */
export const drawerMenu = menuOf('drawer');

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
