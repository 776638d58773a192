export { PackagesScreen } from './PackagesScreen';
