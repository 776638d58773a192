export { PortfolioScreen } from './PortfolioScreen';
