import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { figures, partners } from '../../../content/operator';
import { SocialProofSection } from './SocialProofSection';

const meta = {
  title: 'Screens/Home/Sections/SocialProof',
  component: SocialProofSection,
} satisfies Meta<typeof SocialProofSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: figures.investorsClaim })).toBeVisible();
    const logos = canvas.getAllByRole('img');
    await expect(logos).toHaveLength(5);
    for (const name of partners) {
      const logo = canvas.getByRole('img', { name });
      // Shipped with the app: a same-origin file or an inlined data URL, never another host.
      await expect(logo.getAttribute('src')).toMatch(/^(data:image\/svg\+xml|\/)/);
      await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    }
  },
};
