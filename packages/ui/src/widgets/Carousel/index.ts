export { Carousel } from './Carousel';
export { slidesPerViewAt } from './slidesPerView';
export { useReducedMotion } from './useReducedMotion';
