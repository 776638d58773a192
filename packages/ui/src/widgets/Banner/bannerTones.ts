export const bannerTones = ['info', 'success', 'warning', 'error'] as const;
export type BannerTone = (typeof bannerTones)[number];

// Spec 1 §9 and spec 2 §9: error banners hide after 5 seconds, success messages after 3 seconds.
export const bannerAutoHideMs = { error: 5000, success: 3000 } as const;
