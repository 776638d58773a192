import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { i18n } from '@tp/i18n';
import { figures, partners } from '../../../content';
import { SocialProofSection } from './SocialProofSection';
import { publicPageParameters } from '../../../storybook/modes';

/**
 * The home page's social proof: "Trusted by over 10,000 investors worldwide" and the logos of five
 * partners. The story shows the section.
 */
const meta = {
  title: 'Screens/Home/Sections/SocialProof',
  parameters: publicPageParameters,
  component: SocialProofSection,
} satisfies Meta<typeof SocialProofSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: i18n._(figures.investorsClaim) }),
    ).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Partners' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([...partners]);
    for (const item of items) {
      const mark = item.querySelector('img')!;
      // Decorative beside the name; shipped with the app: a same-origin file or an inlined data URL.
      await expect(mark).toHaveAttribute('alt', '');
      await expect(mark.getAttribute('src')).toMatch(/^(data:image\/svg\+xml|\/)/);
      await waitFor(() => expect(mark.naturalWidth).toBeGreaterThan(0));
    }
  },
};
