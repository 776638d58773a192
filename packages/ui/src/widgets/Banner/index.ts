export { Banner } from './Banner';
export { bannerAutoHideMs, type BannerTone } from './bannerTones';
export * as bannerStyles from './Banner.css';
