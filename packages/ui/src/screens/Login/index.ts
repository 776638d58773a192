export { LoginScreen } from './LoginScreen';
