export { HowItWorksScreen } from './HowItWorksScreen';
