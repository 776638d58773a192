import type { AfterEach } from '@storybook/react-vite';
import type axe from 'axe-core';
import { themeClasses, type ThemeName } from './decorators';

/** The axe rules whose outcome depends on colours; every other rule reads the same markup in both themes. */
const colourRules = ['color-contrast', 'link-in-text-block'];

/** Puts every element that carries one theme's class (the root, the story frame, portals) in the other theme. */
function swapTheme(from: ThemeName, to: ThemeName) {
  for (const element of document.querySelectorAll(`.${themeClasses[from]}`))
    element.classList.replace(themeClasses[from], themeClasses[to]);
  document.documentElement.style.colorScheme = to;
}

function describeViolations(violations: axe.Result[]): string {
  return violations
    .map(
      ({ id, help, nodes }) =>
        `${id} (${help}) in the dark theme:\n${nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n')}`,
    )
    .join('\n');
}

/**
 * Story tests only: once the play function and the light-theme axe check have run, the story's final
 * state is switched to the dark theme in place and its colour rules checked again, then switched back.
 * The themes differ only in their CSS variables, so this covers what rendering every story a second
 * time in dark did, without mounting and playing each story twice.
 */
export const checkDarkContrast: AfterEach = async ({ parameters, viewMode }) => {
  // Set under Vitest (run alone or from Storybook's test panel); a story opened in Storybook skips this.
  if (import.meta.env.VITEST_STORYBOOK === undefined || viewMode !== 'story') return;
  if (parameters.a11y?.disable === true || parameters.a11y?.test === 'off') return;
  // Loaded here only: a story opened in Storybook (a canvas, each frame of a docs page) never parses axe.
  const { default: axe } = await import('axe-core');
  swapTheme('light', 'dark');
  try {
    axe.reset();
    const result = await axe.run(
      { include: document.body, exclude: ['#storybook-docs', '#storybook-highlights-root'] },
      { runOnly: { type: 'rule', values: colourRules }, resultTypes: ['violations'] },
    );
    if (result.violations.length > 0) throw new Error(describeViolations(result.violations));
  } finally {
    swapTheme('dark', 'light');
  }
};
