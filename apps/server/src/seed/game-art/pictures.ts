import { createXoshiro128 } from '@courtside/domain/casino';
import { escapeXml } from '../svg';
import * as m from './motifs';
import { at, SERIF, sparkle } from './motifs';
import { defs, LINE, P, type Palette } from './paint';

/**
 * Each demo game's picture: 512 x 512, a scene in the game's colours, its hero drawn large, what goes
 * with it around, and its name on a ribbon, as the tile art of a game lobby is. Drawn from the game's
 * own theme (its symbols: packages/domain/src/casino/slots), so no two games share a picture.
 */

export const GAME_ART_SIZE = 512;
const C = 256;

/** Small numbers from a game's code, so its scattered stars and sparkles stay where they were. */
const scatter = (code: string, count: number): { x: number; y: number; r: number }[] => {
  let seed = 2166136261;
  for (const ch of code) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619) >>> 0;
  const source = createXoshiro128(seed);
  const next = () => source.nextUint32() / 4294967296;
  return Array.from({ length: count }, () => ({ x: 24 + next() * 464, y: 24 + next() * 360, r: 4 + next() * 10 }));
};

// ---- scenes (picture units) ----

const rays = (light: string, cy = 216): string =>
  `<g opacity="0.28">${Array.from({ length: 18 }, (_, i) => {
    const a = (i / 18) * Math.PI * 2;
    const b = a + Math.PI / 36;
    const far = 420;
    return `<path d="M${C},${cy} L${(C + Math.cos(a) * far).toFixed(1)},${(cy + Math.sin(a) * far).toFixed(1)} L${(C + Math.cos(b) * far).toFixed(1)},${(cy + Math.sin(b) * far).toFixed(1)} Z" fill="${light}"/>`;
  }).join('')}</g>`;

const stars = (code: string, count: number): string =>
  scatter(code, count)
    .map(
      ({ x, y, r }, i) =>
        `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(r / 5).toFixed(1)}" fill="#ffffff" opacity="${i % 3 === 0 ? 0.9 : 0.5}"/>`,
    )
    .join('');

const sparkles = (code: string, count: number, fill = '#fffbe0'): string =>
  scatter(`${code}*`, count)
    .map(({ x, y, r }) => sparkle(x, y, r + 2, fill))
    .join('');

const glowAt = (x: number, y: number, r: number): string => `<circle cx="${x}" cy="${y}" r="${r}" fill="${P.glow}"/>`;

const cloudsAcross = (y: number, fill: string, edge: string): string =>
  `${at(70, y, 0.7, m.cloud(fill, edge))}${at(440, y - 20, 0.6, m.cloud(fill, edge), 0, true)}`;

const felt = (tint: string): string => `
  <ellipse cx="${C}" cy="520" rx="360" ry="250" fill="${tint}" stroke="${P.gold}" stroke-width="8"/>
  <ellipse cx="${C}" cy="520" rx="300" ry="200" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.35"/>`;

// ---- the frame and the name ----

const ribbon = (name: string): string => {
  const chars = Array.from(name).length;
  const size = chars <= 3 ? 54 : chars === 4 ? 48 : 42;
  return `<g filter="url(#shadow)">
  <path d="M28,416 L484,416 L462,449 L484,482 L28,482 L50,449 Z" fill="${P.red}" stroke="${P.gold}" stroke-width="5" stroke-linejoin="round"/>
  <path d="M60,424 L452,424" stroke="#ffb199" stroke-width="2" opacity="0.6"/>
  <text x="${C}" y="${449 + size * 0.36}" text-anchor="middle" font-family="${SERIF}" font-weight="900" font-size="${size}" letter-spacing="4" fill="${P.gold}" stroke="#4a0610" stroke-width="7" paint-order="stroke" stroke-linejoin="round">${escapeXml(name)}</text>
  </g>`;
};

const frame = `<rect x="10" y="10" width="492" height="492" rx="30" fill="none" stroke="${P.gold}" stroke-width="6"/>
  <rect x="20" y="20" width="472" height="472" rx="22" fill="none" stroke="#fff6c2" stroke-width="1.5" opacity="0.5"/>`;

interface Picture {
  palette: Palette;
  /** Behind everything: the scene. */
  scene: (code: string) => string;
  /** The hero and what goes with it. */
  body: (code: string) => string;
}

const warm: Palette = { inner: '#ffcf5a', outer: '#b3121f', light: '#fff3b0' };
const night: Palette = { inner: '#2d4f9a', outer: '#0a1433', light: '#fff1b8' };

/** Every demo game's picture, by `${venueCode}:${gameCode}`. */
const PICTURES: Record<string, Picture> = {
  // ---- PG ----
  'PGDZ:caishen-dao': {
    palette: warm,
    scene: (code) => `${rays('#fff3b0')}${sparkles(code, 10)}`,
    body: () =>
      `${at(256, 250, 1.25, m.treasureBowl())}${at(84, 330, 0.45, m.redEnvelope('财'), -16)}${at(430, 330, 0.45, m.luckyBag('福'), 14)}${at(70, 120, 0.32, m.coin())}${at(446, 110, 0.28, m.coin())}`,
  },
  'PGDZ:long-feng-cheng-xiang': {
    palette: { inner: '#b31b2c', outer: '#3a0410', light: '#ffd27a' },
    scene: (code) => `${cloudsAcross(360, '#7a0d1a', '#d9a13a')}${sparkles(code, 8)}`,
    body: () =>
      `${at(256, 130, 0.55, m.pearl('#ffb02e'))}${at(150, 300, 0.78, m.dragon())}${at(380, 250, 0.72, m.phoenix(P.red, P.gold), 0, true)}`,
  },
  'PGDZ:panda-bamboo': {
    palette: { inner: '#bdf0a8', outer: '#1f6b3a', light: '#f4ffe0' },
    scene: () =>
      `${at(60, 420, 1, m.bamboo(400))}${at(120, 430, 0.8, m.bamboo(330))}${at(452, 420, 1, m.bamboo(420))}${at(400, 430, 0.75, m.bamboo(300))}`,
    body: () => `${glowAt(256, 240, 150)}${at(256, 250, 1.05, m.panda())}${at(400, 350, 0.3, m.lantern('福'))}`,
  },
  'PGDZ:zhao-cai-jin-bao': {
    palette: { inner: '#ff8a6a', outer: '#8e0c18', light: '#ffe6a0' },
    scene: (code) => `${rays('#ffe6a0')}${sparkles(code, 8)}`,
    body: () =>
      `${at(256, 250, 1.1, m.luckyCat())}${at(92, 340, 0.55, m.goldStack())}${at(430, 330, 0.4, m.coin('招财进宝'))}${at(420, 140, 0.3, m.ingot())}`,
  },
  'PGDZ:jin-yu-man-tang': {
    palette: { inner: '#9a5cf0', outer: '#24093f', light: '#ffe9a6' },
    scene: (code) => `${rays('#ffe9a6')}${sparkles(code, 12)}`,
    body: () => `${at(256, 260, 1.2, m.chest())}${at(80, 330, 0.5, m.jadeDisc())}${at(440, 320, 0.42, m.jadeSeal())}`,
  },
  'PGDZ:fu-xing-gao-zhao': {
    palette: night,
    scene: (code) => `${stars(code, 40)}${cloudsAcross(380, '#23386b', '#d9a13a')}`,
    body: () =>
      `${glowAt(256, 200, 150)}${at(256, 210, 1.1, m.seal('福'))}${at(90, 130, 0.45, m.lantern())}${at(422, 130, 0.45, m.lantern())}${at(380, 330, 0.55, m.crane(), -8)}${at(120, 340, 0.5, m.peach())}`,
  },
  'PGDZ:wu-fu-lin-men': {
    palette: { inner: '#ff6a4d', outer: '#7a0610', light: '#ffe2a0' },
    scene: () => `
      <rect x="116" y="60" width="280" height="360" rx="8" fill="#9c0f1c" stroke="${LINE.gold}" stroke-width="6"/>
      <line x1="256" y1="60" x2="256" y2="420" stroke="${LINE.gold}" stroke-width="5"/>
      ${[0, 1, 2, 3, 4]
        .flatMap((r) =>
          [0, 1, 2].map(
            (c) =>
              `<circle cx="${150 + c * 34}" cy="${110 + r * 60}" r="7" fill="${P.gold}"/><circle cx="${296 + c * 34}" cy="${110 + r * 60}" r="7" fill="${P.gold}"/>`,
          ),
        )
        .join('')}
      <rect x="52" y="70" width="48" height="330" fill="${P.red}" stroke="${P.gold}" stroke-width="4"/>
      <rect x="412" y="70" width="48" height="330" fill="${P.red}" stroke="${P.gold}" stroke-width="4"/>
      ${Array.from('五福临门')
        .map((ch, i) => at(76, 116 + i * 72, 1, m.glyph(ch, 38, '#1b1e27', '#ffd27a')))
        .join('')}
      ${Array.from('迎春接福')
        .map((ch, i) => at(436, 116 + i * 72, 1, m.glyph(ch, 38, '#1b1e27', '#ffd27a')))
        .join('')}`,
    body: () =>
      `${at(256, 230, 0.95, m.seal('福'))}${at(150, 110, 0.38, m.firecrackers(), -8)}${at(362, 110, 0.38, m.firecrackers(), 8)}`,
  },
  'PGDZ:da-ji-da-li': {
    palette: { inner: '#ffd45a', outer: '#c2410c', light: '#fff8d0' },
    scene: (code) => `${rays('#fff8d0')}${sparkles(code, 8)}`,
    body: () =>
      `${at(236, 240, 1.15, m.rooster())}${at(410, 170, 0.7, m.seal('吉'))}${at(90, 350, 0.9, m.kumquat())}${at(140, 376, 0.7, m.kumquat())}${at(420, 360, 0.45, m.redEnvelope('吉'), 12)}`,
  },
  'PGDZ:gong-xi-fa-cai': {
    palette: warm,
    scene: (code) => `${rays('#fff3b0')}${sparkles(code, 12)}`,
    body: () =>
      `${at(256, 196, 1, m.seal('发'))}${at(160, 340, 0.75, m.ingot(), -8)}${at(350, 340, 0.75, m.ingot(), 8)}${at(70, 180, 0.4, m.firecrackers(), -10)}${at(442, 180, 0.4, m.firecrackers(), 10)}${at(256, 360, 0.4, m.redEnvelope('发'))}`,
  },
  'PGDZ:huang-jin-wan-liang': {
    palette: { inner: '#f6d27a', outer: '#5b3008', light: '#fff6c2' },
    scene: (code) => `${rays('#fff6c2')}${sparkles(code, 14)}`,
    body: () =>
      `${at(256, 250, 1.35, m.goldStack())}${at(110, 150, 0.55, m.abacus(), -12)}${at(410, 150, 0.42, m.coin('黄金万两'))}${at(420, 350, 0.45, m.ingot())}${at(92, 350, 0.3, m.coin())}`,
  },
  'PGDZ:cai-yuan-guang-jin': {
    palette: { inner: '#6fd0ff', outer: '#0a3a6e', light: '#fff3b0' },
    scene: (code) => `${m.waves(330, '#0b5aa0', '#d6f2ff')}${sparkles(code, 6)}`,
    body: () =>
      `${glowAt(256, 200, 150)}${at(256, 280, 1.1, m.treasureShip())}${at(430, 110, 0.35, m.coin('财源广进'))}${at(80, 110, 0.3, m.ingot())}`,
  },
  'PGDZ:hong-yun-dang-tou': {
    palette: { inner: '#ff4d4d', outer: '#4a0208', light: '#ffd0a0' },
    scene: (code) => `${rays('#ffd0a0')}${sparkles(code, 8, '#ffe2c0')}`,
    body: () =>
      `${at(256, 250, 1.05, m.koi('red'), -18)}${at(90, 180, 0.5, m.knot())}${at(430, 150, 0.5, m.lantern('鸿'))}${at(420, 360, 0.42, m.seal('运'))}`,
  },
  'PGDZ:jin-ji-bao-xi': {
    palette: { inner: '#ffe27a', outer: '#e0671a', light: '#ffffff' },
    scene: () => `
      <circle cx="256" cy="380" r="170" fill="#ffb02e" opacity="0.55"/>
      <circle cx="256" cy="380" r="120" fill="#ffd45a" opacity="0.8"/>
      <path d="M-10,360 Q140,320 260,350 Q380,380 520,330 L520,520 L-10,520 Z" fill="#c2410c"/>`,
    body: () =>
      `${at(280, 220, 1.2, m.rooster(), 0, true)}${at(104, 340, 0.55, m.ingot())}${at(420, 360, 0.35, m.coin('金鸡报喜'))}${at(90, 130, 0.4, m.seal('喜'))}`,
  },
  'PGDZ:fa-fa-fa': {
    palette: { inner: '#ff5a4e', outer: '#5a0710', light: '#fff3b0' },
    scene: (code) => `${rays('#fff3b0', 200)}${sparkles(code, 14)}`,
    body: () =>
      `${glowAt(256, 200, 160)}<text x="256" y="262" text-anchor="middle" font-family="Georgia,serif" font-weight="900" font-size="200" letter-spacing="-10" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="8" paint-order="stroke" filter="url(#shadow)">888</text>${at(110, 350, 0.5, m.goldStack())}${at(410, 345, 0.55, m.luckyBag('发'))}`,
  },
  // ---- CQ9 ----
  'CQDZ:long-teng-si-hai': {
    palette: { inner: '#3fb6ff', outer: '#06234a', light: '#e6fbff' },
    scene: (code) => `${stars(code, 16)}${m.waves(330, '#0a4f9a', '#d6f2ff')}`,
    body: () => `${at(96, 110, 0.45, m.pearl('#5ad1ff'))}${at(236, 250, 1.1, m.dragon(P.blue, LINE.blue, '#e6fbff'))}`,
  },
  'CQDZ:feng-wu-jiu-tian': {
    palette: { inner: '#c58aff', outer: '#2a0a4a', light: '#ffe2ff' },
    scene: (code) => `${stars(code, 30)}${cloudsAcross(370, '#4b1a8f', '#e6c46a')}`,
    body: () => `${glowAt(256, 210, 160)}${at(260, 210, 1.25, m.phoenix(P.red, P.gold))}${sparkles('feng', 6)}`,
  },
  'CQDZ:qi-lin-xian-rui': {
    palette: { inner: '#6ee0b0', outer: '#0a3b2f', light: '#f0fff6' },
    scene: (code) => `${rays('#f0fff6')}${cloudsAcross(360, '#1f6e5a', '#e6c46a')}${sparkles(code, 8)}`,
    body: () =>
      `${at(256, 250, 1.3, m.jadeSeal('瑞'))}${at(256, 104, 0.45, m.pearl('#45c98f'))}${at(90, 200, 0.4, m.jadeDisc())}`,
  },
  'CQDZ:qing-long-bai-hu': {
    palette: { inner: '#4aa8ff', outer: '#0a1f44', light: '#e6f6ff' },
    scene: () =>
      `<path d="M0,0 L512,0 L0,512 Z" fill="#0b4a8c" opacity="0.6"/><path d="M512,0 L512,512 L0,512 Z" fill="#e6eef8" opacity="0.25"/>`,
    body: () => `${at(150, 200, 0.85, m.dragon(P.blue, LINE.blue, '#e6fbff'))}${at(360, 280, 0.95, m.tiger())}`,
  },
  'CQDZ:zhu-que-xuan-wu': {
    palette: { inner: '#ff7a3a', outer: '#1a0a24', light: '#ffd0a0' },
    scene: () =>
      `<path d="M0,0 L512,0 L512,250 Q256,300 0,250 Z" fill="#d8361f" opacity="0.55"/><path d="M0,260 Q256,310 512,260 L512,512 L0,512 Z" fill="#0d2b2a" opacity="0.8"/>`,
    body: () => `${at(250, 160, 0.85, m.phoenix(P.red, P.orange))}${at(256, 340, 0.85, m.tortoise())}`,
  },
  'CQDZ:yu-tu-cheng-xiang': {
    palette: night,
    scene: (code) => `${stars(code, 40)}${at(330, 170, 1, m.moon(120))}`,
    body: () =>
      `${at(200, 290, 1.05, m.rabbit())}${at(430, 330, 0.5, m.lantern('兔'))}${at(80, 360, 0.4, m.mooncake())}`,
  },
  'CQDZ:rui-shou-ying-chun': {
    palette: { inner: '#ff6a4d', outer: '#6a0410', light: '#ffe2a0' },
    scene: (code) => `${rays('#ffe2a0')}${sparkles(code, 10)}`,
    body: () =>
      `${at(256, 230, 0.85, m.lionHead())}${at(90, 150, 0.5, m.seal('春'))}${at(430, 140, 0.4, m.firecrackers(), 10)}${at(420, 360, 0.5, m.luckyBag('福'))}${at(96, 360, 0.5, m.redEnvelope('春'))}`,
  },
  'CQDZ:long-zhu-chuan-qi': {
    palette: { inner: '#ffb02e', outer: '#5a1404', light: '#fff3b0' },
    scene: () => `${rays('#fff3b0')}${at(410, 350, 0.72, m.pagoda())}`,
    body: () => `${at(256, 210, 1.2, m.pearl('#ff5a1e'))}${at(170, 290, 0.8, m.dragon(P.red, LINE.red, '#ffd27a'))}`,
  },
  'CQDZ:jin-long-xian-bao': {
    palette: { inner: '#ffe27a', outer: '#7a3a06', light: '#ffffff' },
    scene: (code) => `${rays('#ffffff')}${sparkles(code, 12)}`,
    body: () =>
      `${at(210, 230, 0.95, m.dragon())}${at(300, 330, 0.8, m.treasureBowl())}${at(90, 110, 0.32, m.jadeDisc())}`,
  },
  // ---- YB 电子 ----
  'YBDZ:xiong-mao-bao-bao': {
    palette: { inner: '#ffe3ef', outer: '#6cc28a', light: '#ffffff' },
    scene: (code) =>
      `${sparkles(code, 8, '#ffffff')}${at(40, 430, 0.9, m.bamboo(360))}${at(470, 430, 0.9, m.bamboo(380))}`,
    body: () =>
      `${at(256, 250, 1.15, m.panda(true))}<path d="M380,360 Q396,300 410,360 Z" fill="#c9e58a" stroke="#4f7a1d" stroke-width="4"/><path d="M120,370 Q132,318 146,370 Z" fill="#c9e58a" stroke="#4f7a1d" stroke-width="4"/>`,
  },
  'YBDZ:zhu-lin-mi-jing': {
    palette: { inner: '#9fe3c0', outer: '#0b3a2b', light: '#f0fff6' },
    scene: () => `
      ${[30, 90, 150, 362, 422, 482].map((x, i) => at(x, 440, 0.8 + (i % 2) * 0.2, m.bamboo(420 - (i % 3) * 40))).join('')}
      <clipPath id="realm"><circle cx="256" cy="236" r="124"/></clipPath>
      <g clip-path="url(#realm)">
        <rect x="120" y="100" width="280" height="280" fill="#e6fff2"/>
        ${at(300, 190, 0.5, m.moon(60, '#fffbe6'))}
        ${m.mountains(330, ['#bfe8d2', '#8ccfb0', '#5aa886'])}
        <circle cx="256" cy="236" r="124" fill="${P.glow}"/>
      </g>
      <circle cx="256" cy="236" r="130" fill="none" stroke="#cfd8d3" stroke-width="16"/>
      <circle cx="256" cy="236" r="130" fill="none" stroke="#3e4743" stroke-width="3"/>
      <path d="M166,392 Q256,360 346,392 L380,420 L132,420 Z" fill="#8f9a94"/>`,
    body: (code) =>
      `${at(400, 330, 0.7, m.stoneLantern())}${at(112, 340, 0.55, m.stoneLantern())}${sparkles(code, 10, '#e9ff9a')}`,
  },
  'YBDZ:xiao-xiong-mao-le-yuan': {
    palette: { inner: '#bfe9ff', outer: '#2a7fd4', light: '#ffffff' },
    scene: () =>
      `${[
        [90, 120, '#ff5a7a'],
        [420, 100, '#ffd45a'],
        [450, 220, '#45c98f'],
        [70, 240, '#9a5cf0'],
      ]
        .map(
          ([x, y, c]) =>
            `<line x1="${x}" y1="${Number(y) + 44}" x2="${Number(x) + 10}" y2="${Number(y) + 150}" stroke="#ffffff" stroke-width="2"/><ellipse cx="${x}" cy="${y}" rx="36" ry="44" fill="${c}" stroke="#ffffff" stroke-width="3"/><ellipse cx="${Number(x) - 10}" cy="${Number(y) - 14}" rx="9" ry="13" fill="#ffffff" opacity="0.5"/>`,
        )
        .join('')}`,
    body: () => `${at(256, 260, 1.1, m.redPanda())}`,
  },
  'YBDZ:yuan-xiao-hua-deng': {
    palette: night,
    scene: (code) =>
      `${stars(code, 30)}${at(110, 110, 0.8, m.firework('#ff8fb0'))}${at(410, 90, 0.7, m.firework('#ffd45a'))}${at(420, 240, 0.5, m.firework('#5ad1ff'))}`,
    body: () =>
      `${at(150, 210, 0.7, m.lantern('元'))}${at(300, 180, 0.8, m.lantern('宵'))}${at(256, 350, 0.9, m.dumplingBowl())}`,
  },
  'YBDZ:wu-shi-he-sui': {
    palette: { inner: '#ffcf5a', outer: '#9c0f1c', light: '#fff3b0' },
    scene: (code) => `${rays('#fff3b0')}${sparkles(code, 10)}`,
    body: () =>
      `${at(256, 220, 1.15, m.lionHead())}${at(420, 360, 0.55, m.drum())}${at(90, 140, 0.4, m.firecrackers(), -10)}`,
  },
  'YBDZ:zhong-qiu-yue-yuan': {
    palette: { inner: '#3a3f8f', outer: '#0a0c26', light: '#fff1b8' },
    scene: (code) => `${stars(code, 40)}${at(256, 200, 1, m.moon(150))}`,
    body: () =>
      `${at(256, 200, 0.45, `<g opacity="0.35">${m.rabbit()}</g>`)}${at(180, 350, 0.8, m.mooncake('圆'))}${at(340, 360, 0.65, m.mooncake('月'))}${at(90, 170, 0.3, m.blossomBranch('#ffd45a'), 30)}`,
  },
  'YBDZ:duan-wu-long-zhou': {
    palette: { inner: '#9fe3c0', outer: '#0b4a5a', light: '#ffffff' },
    scene: () => `${m.mountains(300, ['#7fc3a8', '#4f9c86'])}${m.waves(330, '#0e6a8a', '#d6f2ff')}`,
    body: () =>
      `${at(240, 290, 1.2, m.dragonBoat())}${at(100, 140, 0.55, m.zongzi())}${at(420, 140, 0.45, m.zongzi(), 14)}`,
  },
  'YBDZ:shui-mo-jiang-nan': {
    palette: { inner: '#f6f2e6', outer: '#c9c3b0', light: '#ffffff' },
    scene: () =>
      `${m.mountains(260, ['#d3cfc2', '#a9a597', '#7a776c'])}<rect x="0" y="330" width="512" height="200" fill="#e9e4d4"/>`,
    body: () =>
      `${at(256, 320, 1, m.bridgeAndBoat())}${at(400, 150, 0.45, m.umbrella(P.red), 16)}<rect x="66" y="56" width="44" height="84" rx="4" fill="#c4161c"/><text x="88" y="92" text-anchor="middle" font-family="${SERIF}" font-weight="900" font-size="30" fill="#f6f2e6">江</text><text x="88" y="128" text-anchor="middle" font-family="${SERIF}" font-weight="900" font-size="30" fill="#f6f2e6">南</text>`,
  },
  'YBDZ:xi-you-xiang-mo': {
    palette: { inner: '#ff9a3a', outer: '#3a0a4a', light: '#fff3b0' },
    scene: (code) => `${rays('#fff3b0')}${cloudsAcross(380, '#e6c46a', '#7a4306')}${sparkles(code, 8)}`,
    body: () =>
      `${at(256, 220, 1, m.staff())}${at(256, 200, 0.9, m.band())}${at(110, 330, 0.5, m.peach())}${at(400, 330, 0.55, m.peach())}`,
  },
  'YBDZ:tao-yuan-jie-yi': {
    palette: { inner: '#ffd3e2', outer: '#7a1f3a', light: '#fff0f6' },
    scene: () => `${at(0, 80, 1, m.blossomBranch())}${at(512, 60, 0.9, m.blossomBranch(), 180)}`,
    body: () =>
      `${at(256, 250, 0.95, m.weapons())}${at(170, 350, 0.75, m.wineBowl())}${at(256, 370, 0.75, m.wineBowl())}${at(342, 350, 0.75, m.wineBowl())}`,
  },
  'YBDZ:cha-ma-gu-dao': {
    palette: { inner: '#f3d9a8', outer: '#6b4420', light: '#fff6dc' },
    scene: () => `${m.mountains(330, ['#c9a676', '#9c7a4c', '#6e5230'])}`,
    body: () => `${at(220, 230, 1.15, m.horse())}${at(380, 350, 0.9, m.teaSet())}`,
  },
  'YBDZ:si-lu-tuo-ling': {
    palette: { inner: '#ffd08a', outer: '#a8400c', light: '#fff6dc' },
    scene: () => `<circle cx="256" cy="200" r="120" fill="#fff1c4" opacity="0.9"/>${m.dunes(330)}`,
    body: () => `${at(200, 310, 0.85, m.camel())}${at(340, 300, 0.7, m.camel())}${at(440, 300, 0.55, m.camel())}`,
  },
  'YBDZ:hua-hao-yue-yuan': {
    palette: { inner: '#d98ac8', outer: '#2e0f3a', light: '#fff0f6' },
    scene: (code) => `${stars(code, 24)}${at(360, 150, 1, m.moon(100))}`,
    body: () => `${at(220, 250, 1.25, m.peony())}${at(400, 360, 0.5, m.fan(P.pink))}${at(80, 360, 0.45, m.lotus())}`,
  },
  // ---- YB 捕鱼 (fish-themed slots) ----
  'YBBY:nian-nian-you-yu': {
    palette: { inner: '#5ad1ff', outer: '#0b3a78', light: '#e6fbff' },
    scene: () => `${m.waves(360, '#0e5aa8', '#bfe9ff')}`,
    body: () =>
      `${at(200, 170, 0.95, m.koi('gold'), 20)}${at(320, 290, 0.9, m.koi('red'), -20, true)}${at(420, 390, 0.5, m.lotus())}${at(96, 390, 0.42, m.lotus())}`,
  },
  'YBBY:jin-li-yue-long-men': {
    palette: { inner: '#7ad6ff', outer: '#08315e', light: '#ffffff' },
    scene: () => `${at(256, 250, 1, m.dragonGate())}${m.waves(350, '#0b5aa0', '#e6fbff')}`,
    body: () =>
      `${glowAt(256, 200, 110)}${at(256, 220, 0.9, m.koi('gold'), -60)}${at(120, 330, 0.5, m.koi('red'), -20)}`,
  },
  'YBBY:si-hai-long-wang': {
    palette: { inner: '#1fa3c9', outer: '#021f33', light: '#c8f4ff' },
    scene: () => `${at(256, 330, 1, m.pagoda())}`,
    body: () => `${at(220, 240, 1, m.dragon())}${at(96, 120, 0.4, m.pearl('#5ad1ff'))}`,
  },
  'YBBY:jiu-long-bao-zang': {
    palette: { inner: '#2f8f7a', outer: '#06201c', light: '#ffe9a6' },
    scene: (code) => `${rays('#ffe9a6', 260)}${sparkles(code, 10)}`,
    body: () =>
      `${at(256, 290, 1.05, m.chest())}${at(130, 160, 0.6, m.dragon(), -10)}${at(380, 160, 0.6, m.dragon(P.white, LINE.white, '#ffffff'), -10, true)}`,
  },
  // ---- live tables ----
  'AGZR:baccarat-a': {
    palette: { inner: '#1f8f5a', outer: '#06301c', light: '#ffe9a6' },
    scene: () => felt('#0e6a3e'),
    body: () =>
      `${at(200, 210, 1, m.card('A', 'S'), -12)}${at(312, 200, 1, m.card('K', 'H'), 12)}${at(120, 360, 0.6, m.chip('#d81e2c', '100'))}${at(400, 360, 0.6, m.chip('#1b1e27', '500'))}${at(256, 372, 0.55, m.chip('#2a7fd4', '50'))}`,
  },
  'AGZR:baccarat-b': {
    palette: { inner: '#2a7fd4', outer: '#061a3a', light: '#bfe9ff' },
    scene: (code) => `${felt('#0b3a78')}${sparkles(code, 8, '#bfe9ff')}`,
    body: () =>
      `${at(256, 190, 1.05, m.bolt())}${at(170, 250, 0.85, m.card('9', 'D'), -16)}${at(350, 250, 0.85, m.card('8', 'C'), 16)}${at(256, 370, 0.6, m.chip('#ffb02e', '1K'))}`,
  },
  'DGZR:baccarat-a': {
    palette: { inner: '#3a5fa8', outer: '#0a1433', light: '#ffe9a6' },
    scene: () => felt('#1a3a78'),
    body: () =>
      `${at(256, 170, 0.8, m.globe())}${at(170, 290, 0.8, m.card('Q', 'H'), -14)}${at(342, 290, 0.8, m.card('A', 'D'), 14)}${at(256, 380, 0.55, m.chip('#d81e2c', '100'))}`,
  },
  'DGZR:baccarat-b': {
    palette: { inner: '#4a4f5c', outer: '#0b0c10', light: '#ffe9a6' },
    scene: (code) => `${rays('#ffe9a6', 180)}${felt('#1b1e27')}${sparkles(code, 8)}`,
    body: () =>
      `${at(256, 140, 0.9, m.crown())}${at(190, 280, 0.85, m.card('A', 'H'), -12)}${at(322, 280, 0.85, m.card('A', 'S'), 12)}${at(256, 385, 0.55, m.chip('#ffb02e', '5K'))}`,
  },
};

/** The picture of one game, or null for a game with none drawn. */
export const drawGame = (game: { venueCode: string; gameCode: string; name: string }): string | null => {
  const picture = PICTURES[`${game.venueCode}:${game.gameCode}`];
  if (!picture) return null;
  const code = `${game.venueCode}:${game.gameCode}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${GAME_ART_SIZE}" height="${GAME_ART_SIZE}" viewBox="0 0 ${GAME_ART_SIZE} ${GAME_ART_SIZE}">
<defs>${defs(picture.palette)}</defs>
<rect width="512" height="512" fill="url(#bg)"/>
${picture.scene(code)}
${picture.body(code)}
<rect width="512" height="512" fill="url(#vignette)"/>
${frame}
${ribbon(game.name)}
</svg>`;
};
