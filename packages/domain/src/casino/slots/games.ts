import { PAYLINES_20, PAYLINES_25 } from './paylines';
import type { SlotDefinition, SlotSymbol } from './types';

// The three main games. Reel strips and paytables are literal data, as a certification lab reads
// them; they were generated once (symbol counts per reel, a seeded shuffle keeping scatters three
// apart and no two equal high symbols touching) and the paytables scaled to the target return.
// The exact RTP of each is asserted in games.test.ts; change a number here and that test says by
// how much the return moved.

const role = (id: string): SlotSymbol['role'] => (id === 'W' ? 'wild' : id === 'S' ? 'scatter' : 'regular');

/** A reel strip written as space-separated symbol ids, top to bottom. */
export function strip(text: string): string[] {
  return text.split(' ');
}

/** Builds the symbol list from id -> zh-CN name (W is the wild, S the scatter). */
export function themedSymbols(names: Readonly<Record<string, string>>): SlotSymbol[] {
  return Object.entries(names).map(([id, name]) => ({ id, name, role: role(id) }));
}

/** 财神到 (exact RTP 96.23%): 25 paylines; 3+ 聚宝盆 scatters pay and award free spins at x2, which do not retrigger. */
export const CAISHEN_DAO: SlotDefinition = {
  id: 'caishen-dao',
  name: '财神到',
  symbols: themedSymbols({
    W: '财神',
    S: '聚宝盆',
    H1: '金元宝',
    H2: '金蟾',
    H3: '红包',
    H4: '福袋',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    T: '10',
  }),
  reels: [
    strip('H4 S H3 T Q K H3 A J K Q T J H4 H2 T K H2 H4 Q Q A J J A W T T K J Q W H3 H4 H1 H2 A H1'),
    strip('A W A J H3 Q K K K J H4 Q H4 W A T H1 A T H2 H4 Q T S H1 K Q H3 J T H2 J H3 Q J K S T'),
    strip('H1 S Q J S W H1 A T H2 H3 K J T H2 W K Q T Q J J Q K T A H4 Q H4 W H4 H3 A J T K A H3'),
    strip('H3 T J S H2 K S H3 H4 T T J K W Q A H4 J Q A H2 H1 Q J Q J H2 W T H1 A A H4 T K T K H3 Q'),
    strip('T K T H4 H3 H1 A K A A T H1 Q W H3 Q J K H4 T J H2 Q J Q Q H2 J H4 J S K H4 K W H3 A T'),
  ],
  evaluation: { kind: 'lines', lines: PAYLINES_25 },
  betUnits: 25,
  pays: {
    W: [55, 225, 1150],
    H1: [45, 175, 850],
    H2: [35, 125, 450],
    H3: [25, 90, 275],
    H4: [17, 55, 175],
    A: [11, 35, 125],
    K: [11, 30, 90],
    Q: [9, 25, 70],
    J: [6, 18, 55],
    T: [6, 17, 55],
  },
  scatter: { pays: [2, 10, 50], freeSpins: [8, 12, 20], freeSpinMultiplier: 2, retrigger: false },
};

/** 龙凤呈祥 (exact RTP 96.25%): 243 ways; the wild stays off reel 1; 3+ 夜明珠 scatters award free spins at x2 that retrigger. */
export const LONG_FENG_CHENG_XIANG: SlotDefinition = {
  id: 'long-feng-cheng-xiang',
  name: '龙凤呈祥',
  symbols: themedSymbols({
    W: '龙凤',
    S: '夜明珠',
    H1: '金龙',
    H2: '彩凤',
    H3: '麒麟',
    H4: '玉如意',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    T: '10',
    N: '9',
  }),
  reels: [
    strip('N T K K A J S Q T Q J H4 H3 A H2 K Q T H3 H4 H1 K N H1 N H4 N H2 Q Q A H4 J J A J H3 N H2 H1 T T'),
    strip('J N J T K A A N N T H3 T Q H2 H1 Q H2 J K Q H1 K H4 W H3 H2 T S N H4 K H4 W T J S H3 N Q A A H4 Q J'),
    strip('N N A N H1 Q T K N H3 K J T A W K K H4 H3 H4 J S J A Q K H2 T J S H2 H4 A J H3 Q T T Q N H1 W Q'),
    strip('H1 W N Q K H2 H4 N W H3 N H4 H3 H2 T K N J H3 A J T Q H4 J A T K N Q Q S A J K N T Q T A T H1 J'),
    strip('S T T N J H1 T H3 T K K N A A A Q W K T N Q Q J W Q J A J N K Q H2 H4 J J H4 N H1 H2 H4 H3 N T'),
  ],
  evaluation: { kind: 'ways' },
  betUnits: 50,
  pays: {
    H1: [80, 275, 1050],
    H2: [65, 200, 800],
    H3: [55, 150, 550],
    H4: [40, 100, 425],
    A: [25, 55, 200],
    K: [25, 55, 200],
    Q: [20, 40, 150],
    J: [20, 40, 150],
    T: [20, 30, 125],
    N: [20, 30, 125],
  },
  scatter: { pays: [2, 5, 25], freeSpins: [10, 15, 20], freeSpinMultiplier: 2, retrigger: true },
};

/** 熊猫竹林 (exact RTP 95.99%): 20 paylines; 3+ 翠竹 scatters award free spins at x3 that retrigger. */
export const PANDA_BAMBOO: SlotDefinition = {
  id: 'panda-bamboo',
  name: '熊猫竹林',
  symbols: themedSymbols({
    W: '熊猫',
    S: '翠竹',
    H1: '锦鲤',
    H2: '灯笼',
    H3: '折扇',
    H4: '茶壶',
    A: 'A',
    K: 'K',
    Q: 'Q',
    J: 'J',
    T: '10',
  }),
  reels: [
    strip('H4 T Q Q A T J H2 T H2 T H3 H4 S K H3 K H3 K A H4 H1 A K Q H1 J J Q W T A J J W H2'),
    strip('H3 J H2 K T J Q T H4 A A T K T Q Q H3 H4 H2 W S H4 T J J K Q W H1 Q A A K H1 H3 H4 J S'),
    strip('A H3 S H3 J K Q T T K H4 A J T J H3 K A K Q H4 A J S H1 T H2 Q Q W J H2 W Q H4 H1 K T'),
    strip('J Q S J K T H1 H3 K T H4 A Q H1 H2 A J Q H3 J Q H4 K W H1 K A J W S T H4 H2 A Q T T H3'),
    strip('Q H1 Q J T K T J J Q A K W A T W H2 H4 H1 K H3 H4 K T Q S H3 A T J Q A H2 H3 H4 J A'),
  ],
  evaluation: { kind: 'lines', lines: PAYLINES_20 },
  betUnits: 20,
  pays: {
    W: [45, 175, 900],
    H1: [35, 150, 550],
    H2: [30, 90, 350],
    H3: [25, 70, 225],
    H4: [17, 45, 175],
    A: [11, 30, 90],
    K: [9, 25, 80],
    Q: [9, 25, 70],
    J: [6, 17, 55],
    T: [6, 14, 45],
  },
  scatter: { pays: [1, 5, 20], freeSpins: [10, 15, 25], freeSpinMultiplier: 3, retrigger: true },
};

/** The three main games, in catalogue order. */
export const MAIN_SLOTS: readonly SlotDefinition[] = [CAISHEN_DAO, LONG_FENG_CHENG_XIANG, PANDA_BAMBOO];
