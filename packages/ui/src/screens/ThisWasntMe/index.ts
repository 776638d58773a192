export { ThisWasntMeScreen } from './ThisWasntMeScreen';
