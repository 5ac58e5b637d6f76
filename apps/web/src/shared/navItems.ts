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

/** Member shortcuts (member centre and the PC account menu). */
export const memberLinks: ShellLink[] = [
  { to: '/app/deposit', label: 'nav.deposit', icon: 'wallet', testId: 'member-deposit' },
  { to: '/app/withdraw', label: 'nav.withdraw', icon: 'send', testId: 'member-withdraw' },
  { to: '/app/transfer', label: 'nav.transfer', icon: 'transfer', testId: 'member-transfer' },
  { to: '/app/cards', label: 'nav.cards', icon: 'card', testId: 'member-cards' },
  { to: '/app/transfer/records', label: 'nav.records', icon: 'clock', testId: 'member-records' },
  { to: '/app/savings', label: 'nav.savings', icon: 'sparkle', testId: 'member-savings' },
  { to: '/app/promotions/mine', label: 'nav.myPromotions', icon: 'gift', testId: 'member-promotions' },
  { to: '/app/vip', label: 'nav.vip', icon: 'crown', testId: 'member-vip-page' },
  { to: '/app/welfare', label: 'nav.welfare', icon: 'star', testId: 'member-welfare' },
  { to: '/app/invite', label: 'nav.invite', icon: 'gift', testId: 'member-invite' },
  { to: '/app/egame/records', label: 'nav.gameRecords', icon: 'game', testId: 'member-game-records' },
  { to: '/app/gifts', label: 'nav.giftRecords', icon: 'gift', testId: 'member-gifts' },
  { to: '/app/rg', label: 'nav.rg', icon: 'shield', testId: 'member-rg' },
  { to: '/app/help', label: 'nav.helpCentre', icon: 'help', testId: 'member-help' },
  { to: '/cs', label: 'nav.csFull', icon: 'headset', testId: 'member-cs' },
];
