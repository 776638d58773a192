export { lightTheme } from './light.css';
export { darkTheme } from './dark.css';
export { sprinkles } from './sprinkles.css';
