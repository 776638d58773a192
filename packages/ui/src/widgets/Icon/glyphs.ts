/**
 * The UI's symbols as SVG paths on a 16 × 16 grid. Text symbols (▲ ★ ✓ ☰) would be drawn from
 * whatever font the machine has, since the shipped typefaces carry only the Latin subset; paths
 * look the same everywhere.
 */
export const glyphs = {
  check: { d: 'M2.5 8.5l3.5 3.5 7.5-8', stroke: true },
  cross: { d: 'M3.5 3.5l9 9m0-9l-9 9', stroke: true },
  menu: { d: 'M2 4h12M2 8h12M2 12h12', stroke: true },
  chevronDown: { d: 'M3.5 6l4.5 4.5L12.5 6', stroke: true },
  triangleUp: { d: 'M8 3l6 10H2z', stroke: false },
  triangleDown: { d: 'M2 3h12L8 13z', stroke: false },
  eye: {
    d: 'M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8zM8 6.2a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 1 0 0-3.6z',
    stroke: true,
  },
  eyeOff: {
    d: 'M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8zM8 6.2a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 1 0 0-3.6zM2.5 13.5l11-11',
    stroke: true,
  },
  pause: { d: 'M5 3v10M11 3v10', stroke: true },
  play: { d: 'M4.5 2.5l9 5.5-9 5.5z', stroke: false },
  star: {
    d: 'M8 1.2l2.1 4.4 4.8.6-3.5 3.3.9 4.8L8 12l-4.3 2.3.9-4.8L1.1 6.2l4.8-.6z',
    stroke: false,
  },
  starOutline: {
    d: 'M8 2.4l1.8 3.8 4.1.5-3 2.9.8 4.1L8 11.7l-3.7 2 .8-4.1-3-2.9 4.1-.5z',
    stroke: true,
  },
} as const satisfies Record<string, { d: string; stroke: boolean }>;

export type IconName = keyof typeof glyphs;
export const iconNames = Object.keys(glyphs) as IconName[];
