import type { IconName } from '../../ui/Icon';

/** The screens later issues build; each has a real route and a "coming soon" page now. */
export const comingSoonSections = {
  sports: { icon: 'sports', path: '/app/sports' },
  live: { icon: 'live', path: '/app/live' },
  promotions: { icon: 'gift', path: '/app/promotions' },
  deposit: { icon: 'wallet', path: '/app/deposit' },
  withdraw: { icon: 'card', path: '/app/withdraw' },
  vip: { icon: 'crown', path: '/app/vip' },
} as const satisfies Record<string, { icon: IconName; path: string }>;

export type ComingSoonSection = keyof typeof comingSoonSections;
