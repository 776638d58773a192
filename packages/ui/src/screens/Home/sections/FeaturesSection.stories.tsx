import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { i18n } from '@tp/i18n';
import { features } from '../../../content';
import { FeaturesSection } from './FeaturesSection';
import { publicPageParameters } from '../../../storybook/modes';

/**
 * The home page's "Why investors choose us" section: four selling points, where the hero's Learn
 * More button leads. The story shows the section.
 */
const meta = {
  title: 'Screens/Home/Sections/Features',
  parameters: publicPageParameters,
  component: FeaturesSection,
} satisfies Meta<typeof FeaturesSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('section#features')).not.toBeNull();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    for (const feature of features) {
      await expect(canvas.getByRole('heading', { name: i18n._(feature.title) })).toBeVisible();
    }
  },
};
