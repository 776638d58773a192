export { Carousel } from './Carousel';
export { slidesPerViewAt } from './slidesPerView';
