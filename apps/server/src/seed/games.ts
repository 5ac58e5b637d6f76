import { STATED_RTP_PERCENT, slotCatalogue } from '@courtside/domain/casino';
import type { GameBrandSeed, GameSeed } from '../modules/venue';
import { gameArtUrl } from './game-art/url';

/**
 * The demo game catalogue: the 40 slots of packages/domain spread over the sandbox egame venues, and
 * baccarat tables at the two live venues. Every entry is playable at the sandbox provider; the
 * fish-themed slots stand in the fishing venue's lobby, shown under 老虎机 (no fishing engine yet).
 */
export const gameBrands: readonly GameBrandSeed[] = [
  { brandCode: 'PG', name: 'PG', venueCode: 'PGDZ' },
  { brandCode: 'CQ9', name: 'CQ9', venueCode: 'CQDZ' },
  { brandCode: 'YB', name: 'YB', venueCode: 'YBDZ' },
  { brandCode: 'YBFISH', name: 'YB 捕鱼', venueCode: 'YBBY' },
  { brandCode: 'AG', name: 'AG', venueCode: 'AGZR' },
  { brandCode: 'DG', name: 'DG', venueCode: 'DGZR' },
];

const FISH_THEMED = new Set(['nian-nian-you-yu', 'jin-li-yue-long-men', 'si-hai-long-wang', 'jiu-long-bao-zang']);

const slotHome = (id: string, index: number): { venueCode: string; brandCode: string } => {
  if (FISH_THEMED.has(id)) return { venueCode: 'YBBY', brandCode: 'YBFISH' };
  if (index < 15) return { venueCode: 'PGDZ', brandCode: 'PG' };
  if (index < 27) return { venueCode: 'CQDZ', brandCode: 'CQ9' };
  return { venueCode: 'YBDZ', brandCode: 'YB' };
};

const slots: GameSeed[] = slotCatalogue().map((def, index) => ({
  ...slotHome(def.id, index),
  gameCode: def.id,
  name: def.name,
  category: 'slots',
  engine: 'slot',
  rtp: STATED_RTP_PERCENT[def.id] ?? null,
}));

const tables: GameSeed[] = [
  { venueCode: 'AGZR', brandCode: 'AG', gameCode: 'baccarat-a', name: '经典百家乐' },
  { venueCode: 'AGZR', brandCode: 'AG', gameCode: 'baccarat-b', name: '极速百家乐' },
  { venueCode: 'DGZR', brandCode: 'DG', gameCode: 'baccarat-a', name: '国际百家乐' },
  { venueCode: 'DGZR', brandCode: 'DG', gameCode: 'baccarat-b', name: '旗舰百家乐' },
].map((t) => ({ ...t, category: 'live', engine: 'baccarat', rtp: null }));

/** Each venue's first two games are marked hot and its last one new; each has its own picture (game-art/). */
export const games: readonly GameSeed[] = [...slots, ...tables].map((game, _i, all) => {
  const mine = all.filter((g) => g.venueCode === game.venueCode);
  const at = mine.indexOf(game);
  return { ...game, hot: at < 2, isNew: at === mine.length - 1, image: gameArtUrl(game.venueCode, game.gameCode) };
});
