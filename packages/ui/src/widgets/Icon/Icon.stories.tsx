import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sprinkles } from '../../theme';
import { Icon } from './Icon';
import { iconNames } from './glyphs';

/**
 * The small symbols of the app (check, cross, menu, arrows, play, pause, stars): decorative, as the
 * text beside them carries the meaning, and in the colour of that text. The stories show one icon,
 * the whole set, and an icon taking its text's colour.
 */
const meta = {
  title: 'Widgets/Icon',
  component: Icon,
  args: { name: 'check' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Every glyph at body size and larger, in the surrounding text colour. */
export const AllGlyphs: Story = {
  render: () => (
    <ul className={sprinkles({ display: 'flex', gap: 'xl' })}>
      {iconNames.map((name) => (
        <li key={name}>
          <Icon name={name} /> <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const drawn = canvasElement.querySelectorAll('svg[data-icon]');
    await expect(drawn).toHaveLength(iconNames.length);
    // Decorative: hidden from assistive technology, never a tab stop.
    for (const svg of drawn) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Icons take the text colour of where they stand. */
export const InheritsColour: Story = {
  render: () => (
    <p className={sprinkles({ color: 'success' })}>
      <Icon name="triangleUp" /> Up 2.35%
    </p>
  ),
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('p')!;
    const path = canvasElement.querySelector('svg[data-icon="triangleUp"] path')!;
    await expect(getComputedStyle(path).fill).toBe(getComputedStyle(text).color);
  },
};
