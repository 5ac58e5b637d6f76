import type { ShellLink } from '../../shared/navItems';

// Only the member centre shows these: they load with it, not with the first page's shell.
/** Member shortcuts (the member centre). */
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
  { to: '/app/feedback', label: 'nav.feedback', icon: 'message', testId: 'member-feedback' },
  { to: '/cs', label: 'nav.csFull', icon: 'headset', testId: 'member-cs' },
];
