export { Banner, type BannerProps } from './Banner';
export { bannerAutoHideMs, bannerTones, type BannerTone } from './bannerTones';
