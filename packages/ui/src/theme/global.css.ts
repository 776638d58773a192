import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  colorScheme: 'light dark',
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('h1, h2, h3, h4, h5, h6, p', { margin: 0 });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// WCAG 2.3.3 / DECISIONS D8: no motion for people who ask for none.
const stillness = {
  animationDuration: '0s !important',
  animationDelay: '0s !important',
  animationIterationCount: '1 !important',
  transitionDuration: '0s !important',
  transitionDelay: '0s !important',
  scrollBehavior: 'auto',
} as const;

globalStyle('*, *::before, *::after', {
  '@media': { '(prefers-reduced-motion: reduce)': stillness },
});

// Screenshot and story-test runs set this attribute on <html> so every frame is the same.
globalStyle(
  '[data-freeze-animations], [data-freeze-animations] *, [data-freeze-animations] *::before, [data-freeze-animations] *::after',
  {
    ...stillness,
    animation: 'none !important',
    caretColor: 'transparent !important',
  },
);
