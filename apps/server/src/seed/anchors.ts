import type { AnchorRoomSeed } from '../modules/live';

/** zh-CN demo streamers (主播) and their rooms, with their art drawn as SVG. All invented for demos. */

const FONT = "'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif";
const escapeXml = (s: string): string =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const PALETTE: readonly [string, string][] = [
  ['#ff5f6d', '#ffc371'],
  ['#36d1dc', '#5b86e5'],
  ['#8e2de2', '#4a00e0'],
  ['#11998e', '#38ef7d'],
  ['#f7971e', '#ffd200'],
  ['#ee0979', '#ff6a00'],
  ['#00b09b', '#96c93d'],
  ['#654ea3', '#eaafc8'],
];

const avatarSvg = (glyph: string, [from, to]: [string, string]) => `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="160" height="160" rx="80" fill="url(#g)"/>
  <circle cx="80" cy="62" r="30" fill="#ffffff" fill-opacity="0.9"/>
  <path d="M28 142 C36 104 124 104 132 142 Z" fill="#ffffff" fill-opacity="0.9"/>
  <circle cx="124" cy="126" r="26" fill="#ffffff"/>
  <text x="124" y="136" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="700" fill="${to}">${escapeXml(glyph)}</text>
</svg>`;

const coverSvg = (title: string, nick: string, [from, to]: [string, string]) => `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="640" height="360" fill="url(#g)"/>
  <rect x="24" y="24" width="592" height="312" rx="22" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>
  <circle cx="520" cy="120" r="64" fill="#ffffff" fill-opacity="0.18"/>
  <path d="M500 92 L552 120 L500 148 Z" fill="#ffffff" fill-opacity="0.85"/>
  <text x="56" y="200" font-family="${FONT}" font-size="44" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
  <text x="58" y="256" font-family="${FONT}" font-size="26" fill="#ffffff" fill-opacity="0.9">主播 ${escapeXml(nick)}</text>
</svg>`;

interface AnchorSeedRow {
  nick: string;
  /** What the anchor is known for: the rota casts only this sport, preferring the focus competitions. */
  sport: 'football' | 'basketball' | 'esports';
  focus?: string;
  intro: string;
  level: number;
  title: string;
  description: string;
  anchorType: 1 | 2;
}

const ROWS: readonly AnchorSeedRow[] = [
  {
    nick: '球评老王',
    sport: 'football',
    focus: '欧陆',
    intro: '十年足球解说，专注欧洲联赛',
    level: 9,
    title: '老王带你看强强对话',
    description: '赛前分析、滚球思路全程陪聊',
    anchorType: 2,
  },
  {
    nick: '篮球阿杰',
    sport: 'basketball',
    intro: '前校队控卫，懂战术更懂球迷',
    level: 8,
    title: '阿杰篮球夜',
    description: '每个回合都讲透',
    anchorType: 2,
  },
  {
    nick: '电竞一姐小鹿',
    sport: 'esports',
    focus: '英雄联盟',
    intro: '英雄联盟资深解说',
    level: 9,
    title: '小鹿的峡谷时间',
    description: '团战节奏一眼看穿',
    anchorType: 2,
  },
  {
    nick: '大鹏聊球',
    sport: 'football',
    intro: '数据派足球分析师',
    level: 7,
    title: '大鹏数据看球',
    description: '用数据说话的足球直播',
    anchorType: 1,
  },
  {
    nick: '糖糖爱篮球',
    sport: 'basketball',
    intro: '女生也能看懂篮球',
    level: 6,
    title: '糖糖陪你看篮球',
    description: '轻松聊球，欢迎新人',
    anchorType: 2,
  },
  {
    nick: '刀塔老张',
    sport: 'esports',
    focus: 'DOTA2',
    intro: 'Dota 2 老玩家',
    level: 7,
    title: '老张刀塔解说',
    description: '阵容、出装、节奏全解析',
    anchorType: 2,
  },
  {
    nick: '阿宁说球',
    sport: 'football',
    intro: '亚洲足球观察者',
    level: 6,
    title: '阿宁亚洲足球频道',
    description: '亚洲赛场一个不落',
    anchorType: 1,
  },
  {
    nick: '狙神小K',
    sport: 'esports',
    focus: 'CS2',
    intro: 'CS2 职业选手转型解说',
    level: 8,
    title: '小K的CS2战术台',
    description: '枪法与道具的博弈',
    anchorType: 2,
  },
  {
    nick: '王者阿月',
    sport: 'esports',
    focus: '王者荣耀',
    intro: '王者荣耀高分段解说',
    level: 7,
    title: '阿月王者频道',
    description: '团战、运营、BP全讲解',
    anchorType: 2,
  },
  {
    nick: '足球百晓生',
    sport: 'football',
    intro: '比赛历史与球员故事',
    level: 5,
    title: '百晓生讲球',
    description: '懂历史才懂比赛',
    anchorType: 1,
  },
  {
    nick: '三分王阿豪',
    sport: 'basketball',
    intro: '投篮教练，热爱NBA风格比赛',
    level: 6,
    title: '阿豪三分时刻',
    description: '外线手感实时点评',
    anchorType: 2,
  },
  {
    nick: '边路快马',
    sport: 'football',
    intro: '前业余联赛边锋',
    level: 5,
    title: '快马看边路',
    description: '边路突破与传中解析',
    anchorType: 2,
  },
  {
    nick: '战术板老陈',
    sport: 'football',
    intro: '青训教练，战术控',
    level: 8,
    title: '老陈战术板',
    description: '阵型变化实时讲解',
    anchorType: 1,
  },
  {
    nick: '小雨电竞',
    sport: 'esports',
    intro: '多项目电竞主持',
    level: 6,
    title: '小雨电竞派对',
    description: '多项目赛事串烧',
    anchorType: 2,
  },
  {
    nick: '点球大师',
    sport: 'football',
    intro: '专注杯赛与淘汰赛',
    level: 5,
    title: '点球大师淘汰赛夜',
    description: '关键时刻不错过',
    anchorType: 2,
  },
  {
    nick: '篮下霸主',
    sport: 'basketball',
    intro: '内线技术流解说',
    level: 5,
    title: '篮下霸主',
    description: '篮板与护框全解析',
    anchorType: 1,
  },
  {
    nick: '峡谷军师',
    sport: 'esports',
    focus: '英雄联盟',
    intro: '英雄联盟战术分析',
    level: 7,
    title: '军师带你复盘',
    description: '每一波团战的得失',
    anchorType: 1,
  },
  {
    nick: '绿茵小诗',
    sport: 'football',
    intro: '足球与生活',
    level: 4,
    title: '小诗的绿茵日记',
    description: '看球也要开心',
    anchorType: 2,
  },
  {
    nick: '夜猫看球',
    sport: 'football',
    focus: '美洲',
    intro: '深夜档足球陪伴',
    level: 4,
    title: '夜猫深夜档',
    description: '熬夜看球不孤单',
    anchorType: 2,
  },
  {
    nick: '极速老李',
    sport: 'football',
    intro: '滚球节奏解说',
    level: 6,
    title: '老李滚球速递',
    description: '临场变化第一时间',
    anchorType: 2,
  },
];

/** A demo anchor: its room, and the demo member login the anchor signs in with (password `Courtside1`). */
export type AnchorSeed = Omit<AnchorRoomSeed, 'memberId'> & { login: string };

const mediaUrl = (id: string) => `/media/${id}`;

/** The demo anchors with their rooms; the first room is also served as HTTP-FLV. */
export const demoAnchors: readonly AnchorSeed[] = ROWS.map((row, i) => ({
  login: `anchor${String(i + 1).padStart(2, '0')}`,
  nick: row.nick,
  intro: row.intro,
  level: row.level,
  sport: row.sport,
  focus: row.focus ?? '',
  logoSquare: mediaUrl(`anchor-${i + 1}.svg`),
  room: {
    themeId: `T${10001 + i}`,
    title: row.title,
    description: row.description,
    cover: mediaUrl(`anchor-cover-${i + 1}.svg`),
    anchorType: row.anchorType,
    streamKey: `room-${i + 1}`,
    flv: i === 0,
  },
}));

/** The anchors' avatars and room covers, for the media table. */
export const anchorMedia = ROWS.flatMap((row, i) => {
  const colours = PALETTE[i % PALETTE.length]!;
  return [
    { id: `anchor-${i + 1}.svg`, body: avatarSvg(row.nick.slice(0, 1), colours) },
    { id: `anchor-cover-${i + 1}.svg`, body: coverSvg(row.title, row.nick, colours) },
  ];
});

/** The spec's video channels, each mapped to its venue (section 9). */
export const videoChannelSeeds = ['OBTY', 'IMTY', 'FBTY', 'OBDJ', 'DBTY'].map((channel) => ({
  channel,
  venueCode: channel,
}));
