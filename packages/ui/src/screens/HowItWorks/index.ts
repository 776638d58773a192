export { HowItWorksScreen } from './HowItWorksScreen';
export { HowItWorksView, type HowItWorksViewProps, type HowItWorksContent } from './HowItWorksView';
export { StepList, type Step } from './StepList';
export { StatList, type Stat } from './StatList';
export { ProductDemo } from './ProductDemo';
