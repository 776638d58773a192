export { HomeScreen } from './HomeScreen';
export { HomeView, type HomeViewProps } from './HomeView';
