import type { IconName } from '../ui/Icon';

export interface ShellLink {
  to: string;
  /** i18n key of the label */
  label: string;
  icon: IconName;
  testId: string;
}

/** H5 bottom tab bar (< 1024 px). */
export const tabLinks: ShellLink[] = [
  { to: '/app/home', label: 'nav.home', icon: 'home', testId: 'tab-home' },
  { to: '/app/sports', label: 'nav.sports', icon: 'sports', testId: 'tab-sports' },
  { to: '/app/live', label: 'nav.live', icon: 'live', testId: 'tab-live' },
  { to: '/app/promotions', label: 'nav.promotions', icon: 'gift', testId: 'tab-promotions' },
  { to: '/app/member', label: 'nav.member', icon: 'user', testId: 'tab-member' },
];

/** PC top header (>= 1024 px). */
export const headerLinks: ShellLink[] = [
  { to: '/app/home', label: 'nav.home', icon: 'home', testId: 'nav-home' },
  { to: '/app/sports', label: 'nav.sports', icon: 'sports', testId: 'nav-sports' },
  { to: '/app/live', label: 'nav.live', icon: 'live', testId: 'nav-live' },
  { to: '/app/egame/ag', label: 'nav.casino', icon: 'cards', testId: 'nav-casino' },
  { to: '/app/egame/dz', label: 'nav.egame', icon: 'game', testId: 'nav-egame' },
  { to: '/app/promotions', label: 'nav.promotions', icon: 'gift', testId: 'nav-promotions' },
  { to: '/app/activity/carnivalactivity', label: 'nav.activity', icon: 'sparkle', testId: 'nav-activity' },
  { to: '/app/help', label: 'nav.help', icon: 'help', testId: 'nav-help' },
];
