import type { Balances, MemberProfile, NavItem, SiteInfo } from '@courtside/contract';

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

/** A profile shaped like the server's answer for a fresh demo member. */
export const profileFixture = (overrides: Partial<MemberProfile> = {}): MemberProfile => ({
  id: 7,
  name: 'demo01',
  nickname: '球迷小王',
  avatarUrl: '/media/avatar-1.svg',
  vipLevel: 2,
  status: 1,
  phone: '138****8000',
  email: '',
  realName: '',
  birthday: null,
  sex: 'unknown',
  qq: '',
  wechat: '',
  phoneBound: true,
  emailBound: false,
  realNameBound: false,
  withdrawPasswordSet: false,
  inviteCode: 'ABC123',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
  ...overrides,
});

/** Balances shaped like the seeded demo member: money in the centre, one venue funded, one closed. */
export const balancesFixture = (overrides: Partial<Balances> = {}): Balances => ({
  currency: 'RMB',
  centre: { balance: '1500.00', available: '1500.00', pending: '0.00' },
  venues: [
    {
      venueCode: 'OBTY',
      venueName: 'YB体育',
      venueEnName: 'YB Sports',
      kind: 'sports',
      status: 0,
      isDisplay: 0,
      open: true,
      balance: '250.50',
      pending: '0.00',
    },
    {
      venueCode: 'FBTY',
      venueName: 'FB体育',
      venueEnName: 'FB Sports',
      kind: 'sports',
      status: 1,
      isDisplay: 0,
      open: false,
      balance: '80.00',
      pending: '20.00',
    },
  ],
  total: '1850.50',
  owed: '0.00',
  ...overrides,
});
