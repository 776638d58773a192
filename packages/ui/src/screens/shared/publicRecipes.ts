import { vars } from '../../theme/contract.css';

// Style pieces the public pages spread into their own styles (a .css.ts file may not export functions).

/** A column of text-width pages (FAQ, Contact), centred. */
export function narrowPage(maxWidth: string) {
  return {
    display: 'grid',
    gap: vars.space.xxl,
    padding: `${vars.space.xl} 0`,
    maxWidth,
    margin: '0 auto',
  } as const;
}

/** A raised card on the page: a surface, a thin border and round corners. */
export const surfaceCard = {
  background: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radii.lg,
} as const;

/** A list reset for card grids. */
export const bareList = { listStyle: 'none', margin: 0, padding: 0 } as const;
