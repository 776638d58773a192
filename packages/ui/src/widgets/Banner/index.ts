export { Banner } from './Banner';
export { bannerAutoHideMs, type BannerTone } from './bannerTones';
