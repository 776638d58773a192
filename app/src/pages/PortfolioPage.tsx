import { PortfolioScreen } from '@tp/ui/screens/Portfolio';

export function Component() {
  return <PortfolioScreen />;
}
