import { escapeXml, FONT } from './svg';

/**
 * The home and PC banners, drawn as illustrated scenes of the demo's own content: a football match
 * between two demo clubs with its kickoff time, a basketball final, an esports final, a streamer's
 * room, the newcomer deposit offer and a live baccarat table. Each scene carries its own night-time
 * palette and a dark band behind the words, so it reads the same on the light and the dark themes.
 * 1500x600; the PC carousel shows the middle 500 rows (3:1), so nothing that matters sits in the
 * top or bottom 50.
 */

const W = 1500;
const H = 600;

interface Words {
  title: string;
  subtitle: string;
  action: string;
  /** The call-to-action's text colour, picked from the scene. */
  accent: string;
}

const frame = (background: [string, string], defs: string, scene: string, words: Words): string =>
  `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/></linearGradient>
    <linearGradient id="scrim" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".55" stop-color="#000" stop-opacity=".2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>
    <filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feDropShadow dx="0" dy="12" stdDeviation="14" flood-color="#000" flood-opacity=".4"/></filter>
    <filter id="glow" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
    ${defs}
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${scene}
  <rect width="900" height="${H}" fill="url(#scrim)"/>
  <text x="90" y="250" font-family="${FONT}" font-size="84" font-weight="800" fill="#fff">${escapeXml(words.title)}</text>
  <text x="94" y="324" font-family="${FONT}" font-size="40" fill="#fff" fill-opacity=".88">${escapeXml(words.subtitle)}</text>
  <rect x="94" y="372" width="236" height="72" rx="36" fill="#fff" filter="url(#shadow)"/>
  <text x="212" y="419" text-anchor="middle" font-family="${FONT}" font-size="32" font-weight="700" fill="${words.accent}">${escapeXml(words.action)}</text>
</svg>`;

/** A shield crest with a club's colours and initials. */
const crest = (x: number, y: number, colour: string, trim: string, initials: string): string => `
  <g transform="translate(${x} ${y})" filter="url(#shadow)">
    <path d="M0 -78 L66 -56 L60 28 Q52 74 0 96 Q-52 74 -60 28 L-66 -56 Z" fill="${trim}"/>
    <path d="M0 -64 L52 -46 L47 24 Q40 62 0 80 Q-40 62 -47 24 L-52 -46 Z" fill="${colour}"/>
    <path d="M-47 -10 L47 -10 L46 8 L-46 8 Z" fill="${trim}" fill-opacity=".9"/>
    <text x="0" y="52" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="800" fill="#fff">${escapeXml(initials)}</text>
    <path d="M0 -46 l7 14 15 2 -11 10 3 15 -14 -7 -14 7 3 -15 -11 -10 15 -2 z" fill="#ffd54a"/>
  </g>`;

/** A rounded tag with a line of text, centred on x. */
const tag = (x: number, y: number, width: number, text: string, fill: string, colour = '#fff', size = 26): string => `
  <rect x="${x - width / 2}" y="${y - size}" width="${width}" height="${size * 1.7}" rx="${size * 0.85}" fill="${fill}"/>
  <text x="${x}" y="${y + size * 0.3}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${colour}">${escapeXml(text)}</text>`;

/** Football: a floodlit pitch, the two demo clubs' crests and tonight's kickoff. */
export const footballBanner = (): string => {
  const stripes = Array.from({ length: 7 }, (_, i) => {
    const top = 250 + i * 45;
    return `<rect x="700" y="${top}" width="800" height="45" fill="${i % 2 ? '#2f9e4f' : '#27883f'}"/>`;
  }).join('');
  const defs = `
    <clipPath id="pitch"><path d="M860 250 L1380 250 L1490 560 L760 560 Z"/></clipPath>
    <radialGradient id="lamp" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff8d6" stop-opacity=".9"/><stop offset="1" stop-color="#fff8d6" stop-opacity="0"/></radialGradient>`;
  const scene = `
    <circle cx="900" cy="60" r="120" fill="url(#lamp)"/><circle cx="1380" cy="50" r="140" fill="url(#lamp)"/>
    <path d="M700 250 L1500 250 L1500 600 L700 600 Z" fill="#0b2a1a" fill-opacity=".6"/>
    <g clip-path="url(#pitch)">${stripes}</g>
    <g fill="none" stroke="#fff" stroke-opacity=".85" stroke-width="4">
      <path d="M860 250 L1380 250 L1490 560 L760 560 Z"/>
      <path d="M815 395 L1432 395"/>
      <ellipse cx="1122" cy="395" rx="118" ry="40"/>
      <path d="M1030 250 L1040 290 L1202 290 L1212 250"/>
      <path d="M960 560 L985 490 L1260 490 L1285 560"/>
    </g>
    <circle cx="1122" cy="395" r="7" fill="#fff"/>
    <g transform="translate(1175 440)"><circle r="22" fill="#fff" filter="url(#shadow)"/><path d="M0 -9 l9 6 -3 10 h-12 l-3 -10 z" fill="#1d1d2b"/></g>
    ${crest(960, 170, '#d6283b', '#ffffff', 'RS')}
    ${crest(1290, 170, '#1f5fd1', '#ffffff', 'BH')}
    <text x="1125" y="190" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="900" fill="#ffd54a" font-style="italic">VS</text>
    <text x="960" y="300" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="700" fill="#fff">红星城</text>
    <text x="1290" y="300" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="700" fill="#fff">蓝港联</text>
    ${tag(1125, 250, 260, '今晚 20:00 开球', '#ffd54a', '#3a1d00', 28)}
    <text x="1125" y="92" text-anchor="middle" font-family="${FONT}" font-size="26" fill="#fff" fill-opacity=".85">超级联赛 · 第 12 轮</text>`;
  return frame(['#0c1f3f', '#123d2a'], defs, scene, {
    title: '足球盛宴 精彩不停',
    subtitle: '五大联赛 每日千场 滚球实时投注',
    action: '立即投注',
    accent: '#1b7f3b',
  });
};

/** Basketball: a wooden court, the hoop, a ball in flight and the final quarter's scoreboard. */
export const basketballBanner = (): string => {
  const planks = Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M${700 + i * 100} 600 L${900 + i * 70} 300" stroke="#9c5a2a" stroke-opacity=".35" stroke-width="3"/>`,
  ).join('');
  const defs = `
    <linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9864a"/><stop offset="1" stop-color="#e8a867"/></linearGradient>
    <radialGradient id="ball" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#ffa24a"/><stop offset="1" stop-color="#d9570f"/></radialGradient>`;
  const scene = `
    <path d="M760 300 L1500 300 L1500 600 L640 600 Z" fill="url(#wood)"/>
    ${planks}
    <g fill="none" stroke="#fff" stroke-width="5" stroke-opacity=".9">
      <path d="M1180 300 L1210 600"/>
      <path d="M1360 300 L1330 470 L1500 470"/>
      <path d="M1500 340 Q1120 360 1080 600"/>
      <ellipse cx="1060" cy="600" rx="150" ry="46"/>
    </g>
    <path d="M1330 470 L1500 470 L1500 300 L1360 300 Z" fill="#8a2be2" fill-opacity=".35"/>
    <rect x="1330" y="110" width="150" height="100" rx="6" fill="#fff" fill-opacity=".92" filter="url(#shadow)"/>
    <rect x="1375" y="150" width="60" height="42" fill="none" stroke="#e2552b" stroke-width="5"/>
    <path d="M1368 212 L1442 212 L1432 268 L1378 268 Z" fill="none" stroke="#fff" stroke-width="3" stroke-dasharray="6 6"/>
    <ellipse cx="1405" cy="212" rx="40" ry="9" fill="none" stroke="#e2552b" stroke-width="7"/>
    <path d="M930 430 Q1130 40 1360 190" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="4" stroke-dasharray="4 16" stroke-linecap="round"/>
    <g transform="translate(1200 150)" filter="url(#shadow)">
      <circle r="52" fill="url(#ball)"/>
      <g fill="none" stroke="#3b1606" stroke-width="4"><path d="M-52 0 H52 M0 -52 V52"/><path d="M-36 -37 Q0 0 -36 37 M36 -37 Q0 0 36 37"/></g>
    </g>
    <g transform="translate(860 70)" filter="url(#shadow)">
      <rect width="300" height="150" rx="18" fill="#15102b"/>
      <text x="150" y="42" text-anchor="middle" font-family="${FONT}" font-size="24" fill="#ffb74a">第四节 02:14</text>
      <text x="150" y="112" text-anchor="middle" font-family="${FONT}" font-size="62" font-weight="800" fill="#fff">98 : 96</text>
      <text x="45" y="138" text-anchor="middle" font-family="${FONT}" font-size="20" fill="#fff" fill-opacity=".75">金城</text>
      <text x="255" y="138" text-anchor="middle" font-family="${FONT}" font-size="20" fill="#fff" fill-opacity=".75">海湾</text>
    </g>`;
  return frame(['#2a0f3a', '#7a2a12'], defs, scene, {
    title: '篮球巅峰对决',
    subtitle: '全场让分 大小分 单节竞猜',
    action: '立即投注',
    accent: '#c2410c',
  });
};

/** Esports: a final on the arena's big screen between two demo teams, under stage lights. */
export const esportsBanner = (): string => {
  const defs = `
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7cf3ff" stop-opacity=".55"/><stop offset="1" stop-color="#7cf3ff" stop-opacity="0"/></linearGradient>
    <linearGradient id="beam2" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5ad1" stop-opacity=".5"/><stop offset="1" stop-color="#ff5ad1" stop-opacity="0"/></linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b1f6b"/><stop offset="1" stop-color="#46137a"/></linearGradient>`;
  const scene = `
    <path d="M820 0 L880 0 L1040 600 L780 600 Z" fill="url(#beam)"/>
    <path d="M1440 0 L1500 0 L1500 600 L1260 600 Z" fill="url(#beam2)"/>
    <path d="M1120 0 L1170 0 L1290 600 L1010 600 Z" fill="url(#beam)" fill-opacity=".6"/>
    <rect x="860" y="90" width="580" height="300" rx="20" fill="#7cf3ff" fill-opacity=".35" filter="url(#glow)"/>
    <rect x="860" y="90" width="580" height="300" rx="20" fill="url(#screen)" stroke="#7cf3ff" stroke-width="4"/>
    <text x="1150" y="140" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="700" fill="#7cf3ff">全球总决赛 · BO5</text>
    <g transform="translate(1000 255)">
      <path d="M0 -70 L60 -35 L60 35 L0 70 L-60 35 L-60 -35 Z" fill="#ff5ad1"/>
      <text y="14" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="900" fill="#fff">TG</text>
    </g>
    <g transform="translate(1300 255)">
      <path d="M0 -70 L60 -35 L60 35 L0 70 L-60 35 L-60 -35 Z" fill="#26c6da"/>
      <text y="14" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="900" fill="#fff">NV</text>
    </g>
    <text x="1150" y="275" text-anchor="middle" font-family="${FONT}" font-size="60" font-weight="900" fill="#fff">2 : 1</text>
    <text x="1000" y="362" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#fff" fill-opacity=".8">天狗战队</text>
    <text x="1300" y="362" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#fff" fill-opacity=".8">夜视战队</text>
    <path d="M760 470 L1500 470 L1500 600 L700 600 Z" fill="#0a0630"/>
    <path d="M780 470 L1500 470" stroke="#7cf3ff" stroke-width="4"/>
    <g fill="#0a0630" stroke="#ff5ad1" stroke-width="3">
      <rect x="930" y="420" width="150" height="50" rx="10"/><rect x="1220" y="420" width="150" height="50" rx="10"/>
    </g>
    <g transform="translate(1150 520)">
      <rect x="-90" y="-34" width="180" height="68" rx="34" fill="#1d1650" stroke="#7cf3ff" stroke-width="3"/>
      <circle cx="-46" cy="0" r="10" fill="#7cf3ff"/><path d="M40 -14 v28 M26 0 h28" stroke="#ff5ad1" stroke-width="8" stroke-linecap="round"/>
    </g>`;
  return frame(['#0b0830', '#2a0b52'], defs, scene, {
    title: '电竞狂欢季',
    subtitle: '英雄联盟 王者荣耀 全赛事覆盖',
    action: '立即投注',
    accent: '#6d28d9',
  });
};

/** Live: a streamer's room on a phone, the chat scrolling beside it and gifts flying up. */
export const liveBanner = (): string => {
  const bubble = (x: number, y: number, name: string, text: string, colour: string) => `
    <g transform="translate(${x} ${y})" filter="url(#shadow)">
      <rect width="${76 + (name.length + text.length) * 25}" height="56" rx="28" fill="#fff" fill-opacity=".95"/>
      <circle cx="28" cy="28" r="16" fill="${colour}"/>
      <text x="54" y="37" font-family="${FONT}" font-size="24" fill="#1b2b3a"><tspan font-weight="700" fill="${colour}">${escapeXml(name)}</tspan> ${escapeXml(text)}</text>
    </g>`;
  const defs = `
    <linearGradient id="stream" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e8f4e"/><stop offset="1" stop-color="#0e5a32"/></linearGradient>`;
  const scene = `
    <g transform="translate(1030 40)" filter="url(#shadow)">
      <rect width="270" height="520" rx="40" fill="#0d1620"/>
      <rect x="14" y="14" width="242" height="492" rx="30" fill="url(#stream)"/>
      <g fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3">
        <rect x="40" y="180" width="190" height="250"/><path d="M40 305 H230"/><circle cx="135" cy="305" r="34"/>
      </g>
      <rect x="30" y="34" width="84" height="34" rx="17" fill="#ff2d55"/>
      <text x="72" y="58" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="800" fill="#fff">LIVE</text>
      <text x="240" y="58" text-anchor="end" font-family="${FONT}" font-size="20" fill="#fff">12.8万 观看</text>
      <circle cx="70" cy="118" r="26" fill="#ffd54a"/><text x="108" y="126" font-family="${FONT}" font-size="22" font-weight="700" fill="#fff">主播 · 小鹿</text>
      <rect x="30" y="452" width="210" height="36" rx="18" fill="#000" fill-opacity=".35"/>
      <text x="46" y="477" font-family="${FONT}" font-size="18" fill="#fff" fill-opacity=".8">说点什么…</text>
    </g>
    ${bubble(760, 120, '球迷阿杰', '这球太漂亮了', '#e0457b')}
    ${bubble(800, 210, '小王', '送出 火箭 x1', '#f59e0b')}
    ${bubble(740, 300, '阿花', '下半场稳了', '#2563eb')}
    <g fill="#ff4d7d">
      <path d="M1360 170 c0 -18 24 -24 30 -6 c6 -18 30 -12 30 6 c0 22 -30 36 -30 36 s-30 -14 -30 -36 z"/>
      <path d="M1400 300 c0 -12 16 -16 20 -4 c4 -12 20 -8 20 4 c0 15 -20 24 -20 24 s-20 -9 -20 -24 z" fill-opacity=".8"/>
      <path d="M1340 410 c0 -10 13 -13 17 -3 c3 -10 17 -7 17 3 c0 12 -17 20 -17 20 s-17 -8 -17 -20 z" fill-opacity=".6"/>
    </g>
    <g transform="translate(1420 470)" filter="url(#shadow)">
      <rect x="-40" y="-20" width="80" height="60" rx="8" fill="#ffd54a"/><rect x="-46" y="-34" width="92" height="20" rx="6" fill="#f59e0b"/>
      <rect x="-6" y="-34" width="12" height="74" fill="#e0457b"/>
    </g>`;
  return frame(['#0b3b3a', '#1b2f5b'], defs, scene, {
    title: '主播陪你看球',
    subtitle: '高清直播 实时聊天 互动送礼',
    action: '进入直播',
    accent: '#0f766e',
  });
};

/** A gift offer: a gift box spilling coins, and the offer in figures on a tag. */
const giftBanner = (look: {
  colors: [string, string];
  tag: string;
  title: string;
  subtitle: string;
  action: string;
  accent: string;
}): string => {
  const coin = (x: number, y: number, r: number) => `
    <g transform="translate(${x} ${y})" filter="url(#shadow)">
      <circle r="${r}" fill="#f5b301"/><circle r="${r * 0.78}" fill="#ffd54a"/>
      <text y="${r * 0.36}" text-anchor="middle" font-family="${FONT}" font-size="${r}" font-weight="900" fill="#b45309">¥</text>
    </g>`;
  const defs = `
    <linearGradient id="box" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6a88"/><stop offset="1" stop-color="#d6205f"/></linearGradient>
    <radialGradient id="burst" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff3b0" stop-opacity=".9"/><stop offset="1" stop-color="#fff3b0" stop-opacity="0"/></radialGradient>`;
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const x = (1160 + Math.cos(a) * 330).toFixed(0);
    const y = (300 + Math.sin(a) * 330).toFixed(0);
    const x2 = (1160 + Math.cos(a + 0.12) * 330).toFixed(0);
    const y2 = (300 + Math.sin(a + 0.12) * 330).toFixed(0);
    return `<path d="M1160 300 L${x} ${y} L${x2} ${y2} Z" fill="#fff" fill-opacity=".09"/>`;
  }).join('');
  const scene = `
    ${rays}
    <circle cx="1160" cy="300" r="230" fill="url(#burst)"/>
    <g transform="translate(1160 330)" filter="url(#shadow)">
      <rect x="-150" y="-40" width="300" height="190" rx="14" fill="url(#box)"/>
      <rect x="-170" y="-100" width="340" height="70" rx="14" fill="#ff8aa5"/>
      <rect x="-24" y="-100" width="48" height="250" fill="#ffd54a"/>
      <path d="M0 -100 C-60 -190 -150 -130 -70 -100 Z M0 -100 C60 -190 150 -130 70 -100 Z" fill="#ffd54a"/>
    </g>
    ${coin(930, 430, 44)}${coin(1010, 170, 34)}${coin(1390, 200, 40)}${coin(1420, 450, 30)}${coin(880, 280, 26)}
    ${tag(1160, 540, 460, look.tag, '#fff', look.accent, 30)}`;
  return frame(look.colors, defs, scene, {
    title: look.title,
    subtitle: look.subtitle,
    action: look.action,
    accent: look.accent,
  });
};

/** The newcomer offer, with the deposit bonus that follows it. */
export const newcomerBanner = (): string =>
  giftBanner({
    colors: ['#5a0f3c', '#f0642d'],
    tag: '首存加赠 100% · 最高 888',
    title: '新人专享礼包',
    subtitle: '注册即送体验金 首存再享加赠',
    action: '立即领取',
    accent: '#c2185b',
  });

/** The first-deposit gift: the same gift box in the deposit's colours. */
export const firstDepositBanner = (): string =>
  giftBanner({
    colors: ['#3b1d6e', '#e0577a'],
    tag: '10倍流水 · 体育投注全额计入',
    title: '首存100%红利',
    subtitle: '首笔存款即送 最高888元',
    action: '立即存款',
    accent: '#7b2cbf',
  });

/** Live baccarat: the felt with a player and a banker hand turned over, and the chips on the bet. */
export const baccaratBanner = (): string => {
  const card = (x: number, y: number, rotate: number, rank: string, suit: string, red: boolean) => `
    <g transform="translate(${x} ${y}) rotate(${rotate})" filter="url(#shadow)">
      <rect x="-58" y="-82" width="116" height="164" rx="12" fill="#fffdf7" stroke="#d9d2c0" stroke-width="2"/>
      <text x="-40" y="-40" font-family="${FONT}" font-size="38" font-weight="800" fill="${red ? '#c62828' : '#1b1b1b'}">${rank}</text>
      <text x="0" y="36" text-anchor="middle" font-family="${FONT}" font-size="64" fill="${red ? '#c62828' : '#1b1b1b'}">${suit}</text>
    </g>`;
  const chip = (x: number, y: number, colour: string) => `
    <g transform="translate(${x} ${y})">
      <ellipse cx="4" cy="12" rx="36" ry="30" fill="#000" fill-opacity=".35"/>
      <circle r="34" fill="${colour}"/><circle r="34" fill="none" stroke="#fff" stroke-width="8" stroke-dasharray="12 14"/>
      <circle r="20" fill="none" stroke="#fff" stroke-opacity=".7" stroke-width="3"/>
    </g>`;
  const defs = `
    <radialGradient id="felt" cx=".5" cy=".4" r=".7"><stop offset="0" stop-color="#1f8a5a"/><stop offset="1" stop-color="#0b3d2a"/></radialGradient>`;
  const scene = `
    <ellipse cx="1130" cy="560" rx="560" ry="330" fill="url(#felt)" stroke="#c8a24a" stroke-width="10"/>
    <ellipse cx="1130" cy="560" rx="470" ry="250" fill="none" stroke="#f3e2a9" stroke-opacity=".35" stroke-width="3"/>
    ${tag(930, 150, 150, '闲 8', '#1e5bd8')}
    ${tag(1330, 150, 150, '庄 6', '#c62828')}
    ${card(880, 290, -8, '5', '♠', false)}
    ${card(990, 285, 6, '3', '♦', true)}
    ${card(1280, 285, -6, 'K', '♥', true)}
    ${card(1390, 290, 8, '6', '♣', false)}
    ${chip(1080, 450, '#d32f2f')}
    ${chip(1150, 470, '#1565c0')}
    ${chip(1220, 448, '#2e7d32')}`;
  return frame(['#062018', '#14432f'], defs, scene, {
    title: '真人百家乐',
    subtitle: '八副牌 共享牌桌 每局可验证',
    action: '进入牌桌',
    accent: '#0b6b43',
  });
};
