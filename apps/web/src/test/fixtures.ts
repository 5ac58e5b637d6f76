import type { NavItem, SiteInfo } from '@courtside/contract';

/** Site info as the seeded demo server answers it. */
export const siteInfoFixture = (overrides: Partial<SiteInfo> = {}): SiteInfo => ({
  siteId: 5000,
  siteSeries: 'cs',
  siteName: 'Courtside 体育',
  settlementUnit: 'cny',
  theme: 'colorful',
  languages: ['zh-CN'],
  defaultLanguage: 'zh-CN',
  maintenance: { active: false, message: '', endsAt: null },
  customerServiceUrl: 'https://support.courtside.example/chat',
  appDownloadUrl: 'https://app.courtside.example/download',
  version: '1.1.0',
  buildDate: '2025-08-19',
  ...overrides,
});

const tile = (id: number, name: string, venueCode: string, status = 0) => ({
  id,
  name,
  venueCode,
  imageUrl: `/media/tile-${venueCode.toLowerCase()}.svg`,
  status,
  isDisplay: 0,
});

/** Navigation shaped like the seed: sports (one tile in maintenance), live (no tiles), casino, egame, app. */
export const navigationFixture: NavItem[] = [
  {
    id: 1,
    code: 'sports',
    name: '体育',
    iconUrl: '/media/icon-sports.svg',
    path: '/app/sports',
    tiles: [tile(1, 'YB 体育', 'OBTY'), tile(2, 'IM 体育', 'IMTY'), tile(3, 'FB 体育', 'FBTY', 1)],
  },
  { id: 2, code: 'live', name: '直播', iconUrl: '/media/icon-live.svg', path: '/app/live', tiles: [] },
  {
    id: 3,
    code: 'casino',
    name: '真人',
    iconUrl: '/media/icon-casino.svg',
    path: '/app/egame/ag',
    tiles: [tile(4, 'AG 真人', 'AGZR'), tile(5, 'DG 真人', 'DGZR')],
  },
  {
    id: 4,
    code: 'egame',
    name: '电子',
    iconUrl: '/media/icon-egame.svg',
    path: '/app/egame/dz',
    tiles: [tile(6, 'PG 电子', 'PGDZ'), tile(7, 'YB 电子', 'YBDZ'), tile(8, 'YB 捕鱼', 'YBBY')],
  },
  { id: 5, code: 'app', name: 'APP下载', iconUrl: '/media/icon-app.svg', path: '/app/home', tiles: [] },
];
