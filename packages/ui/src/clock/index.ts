export { ClockProvider, useClock, type Clock } from './clock';
