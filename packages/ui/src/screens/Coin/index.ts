export { CoinScreen } from './CoinScreen';
