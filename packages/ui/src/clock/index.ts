export { ClockProvider, useClock, type Clock, type ClockProviderProps } from './clock';
