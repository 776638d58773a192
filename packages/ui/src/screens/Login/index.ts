export { LoginScreen } from './LoginScreen';
export { LoginView, loginBannerMs, loginAutoHide, type LoginViewProps } from './LoginView';
export { validateLogin, type LoginValues, type LoginField } from './validateLogin';
