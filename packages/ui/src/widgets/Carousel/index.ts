export { Carousel, type CarouselProps } from './Carousel';
export { slidesPerViewAt, type SlidesPerView } from './slidesPerView';
export { useReducedMotion } from './useReducedMotion';
