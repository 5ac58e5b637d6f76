export type BannerPosition = 'home' | 'pc';

/** Query keys of the home page's content. */
export const homeKeys = {
  all: ['home'] as const,
  banners: (position: BannerPosition) => [...homeKeys.all, 'banners', position] as const,
  marquee: () => [...homeKeys.all, 'marquee'] as const,
  announcements: () => [...homeKeys.all, 'announcements'] as const,
  floatingWindows: () => [...homeKeys.all, 'floatingWindows'] as const,
};
