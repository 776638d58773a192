export { LoginScreen } from './LoginScreen';
export { LoginView, loginBannerMs, type LoginViewProps, type LoginBanner } from './LoginView';
export { validateLogin, type LoginValues, type LoginField } from './validateLogin';
