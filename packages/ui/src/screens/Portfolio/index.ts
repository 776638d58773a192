export { PortfolioScreen } from './PortfolioScreen';
export { PortfolioView, type PortfolioViewProps } from './PortfolioView';
export { portfolioFigures, type PortfolioFigures } from './portfolioFigures';
export { assetName, cryptoAssetNames, stockAssetNames, unknownAssetName } from './assetName';
export { latestTransactions, portfolioTransactionCount } from './latestTransactions';
