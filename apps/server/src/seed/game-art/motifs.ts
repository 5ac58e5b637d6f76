import { escapeXml } from '../svg';
import { LINE, P } from './paint';

/**
 * The things the game pictures are drawn from, each in its own box of about 200 units around (0, 0),
 * placed with `at`. Every game is a scene, a hero and a few of these around it (pictures.ts).
 */

export const SERIF = "'Noto Serif CJK SC','Source Han Serif SC','Songti SC','STSong',serif";

/** Places a drawing: moved to (x, y), scaled, turned (degrees), mirrored when `flip`. */
export const at = (x: number, y: number, scale: number, body: string, turn = 0, flip = false): string =>
  `<g transform="translate(${x} ${y}) rotate(${turn}) scale(${flip ? -scale : scale} ${scale})">${body}</g>`;

const shadowed = (body: string) => `<g filter="url(#shadow)">${body}</g>`;

/** A Chinese character stamped in a colour with a dark edge. */
export const glyph = (
  char: string,
  size: number,
  fill: string = P.gold,
  edge: string = LINE.red,
  y = size * 0.36,
): string =>
  `<text x="0" y="${y}" text-anchor="middle" font-family="${SERIF}" font-weight="900" font-size="${size}" fill="${fill}" stroke="${edge}" stroke-width="${size / 14}" paint-order="stroke" stroke-linejoin="round">${escapeXml(char)}</text>`;

// ---- money ----

/** 元宝: the boat of gold with its dome. */
export const ingot = (): string =>
  shadowed(`
  <path d="M-100,-20 Q-92,-46 -64,-26 Q0,-34 64,-26 Q92,-46 100,-20 Q92,40 0,42 Q-92,40 -100,-20 Z" fill="${P.goldSide}" stroke="${LINE.gold}" stroke-width="4"/>
  <ellipse cx="0" cy="-26" rx="46" ry="36" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="4"/>
  <path d="M-100,-20 Q-60,6 0,6 Q60,6 100,-20 Q92,40 0,42 Q-92,40 -100,-20 Z" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="4"/>
  <ellipse cx="-14" cy="-42" rx="14" ry="9" fill="#fffbe6" opacity="0.8"/>
  <path d="M-70,14 Q-30,28 20,24" stroke="#fff7d0" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.7"/>`);

/** 铜钱: a round coin with its square hole and four characters. */
export const coin = (chars = '招财进宝'): string => {
  const [a = '', b = '', c = '', d = ''] = Array.from(chars);
  const mark = (ch: string, x: number, y: number) =>
    `<text x="${x}" y="${y + 9}" text-anchor="middle" font-family="${SERIF}" font-weight="900" font-size="26" fill="${LINE.gold}">${escapeXml(ch)}</text>`;
  return shadowed(`
  <circle r="70" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="5"/>
  <circle r="56" fill="none" stroke="${LINE.gold}" stroke-width="3" opacity="0.7"/>
  <rect x="-17" y="-17" width="34" height="34" fill="${LINE.gold}" opacity="0.85"/>
  <rect x="-23" y="-23" width="46" height="46" fill="none" stroke="${LINE.gold}" stroke-width="3"/>
  ${mark(a, 0, -38)}${mark(b, 38, 0)}${mark(c, 0, 38)}${mark(d, -38, 0)}
  <path d="M-52,-30 A60,60 0 0 1 -20,-58" stroke="#fffbe0" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.75"/>`);
};

/** 金条: one bar of gold seen from above and in front. */
export const goldBar = (): string => `
  <path d="M-70,-18 L-50,-40 L70,-40 L90,-18 Z" fill="#fff0a6" stroke="${LINE.gold}" stroke-width="3"/>
  <path d="M-70,-18 L90,-18 L80,22 L-80,22 Z" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/>
  <path d="M-80,22 L-70,-18 L-50,-40 L-58,10 Z" fill="${P.goldSide}" stroke="${LINE.gold}" stroke-width="3"/>
  <text x="6" y="12" text-anchor="middle" font-family="${SERIF}" font-weight="900" font-size="26" fill="${LINE.gold}" opacity="0.75">999</text>`;

/** A stack of gold bars, three, two and one. */
export const goldStack = (): string =>
  shadowed(
    [
      [-85, 40],
      [85, 40],
      [0, 40],
      [-42, -8],
      [42, -8],
      [0, -56],
    ]
      .map(([x, y]) => at(x ?? 0, y ?? 0, 0.55, goldBar()))
      .join(''),
  );

/** 聚宝盆: the treasure bowl heaped with ingots and coins. */
export const treasureBowl = (): string =>
  shadowed(`
  <circle cx="0" cy="-40" r="90" fill="${P.glow}"/>
  <ellipse cx="0" cy="-6" rx="104" ry="24" fill="${LINE.red}"/>
  ${at(-78, -22, 0.3, coin())}${at(80, -20, 0.3, coin())}
  ${at(-44, -24, 0.55, ingot(), -12)}${at(46, -26, 0.55, ingot(), 10)}${at(2, -56, 0.62, ingot())}
  <path d="M-104,-6 Q-100,70 0,76 Q100,70 104,-6 Q60,16 0,16 Q-60,16 -104,-6 Z" fill="${P.red}" stroke="${LINE.red}" stroke-width="4"/>
  <path d="M-84,24 Q0,48 84,24" stroke="${P.gold}" stroke-width="8" fill="none"/>
  <ellipse cx="0" cy="-6" rx="104" ry="24" fill="none" stroke="${P.gold}" stroke-width="9"/>
  <path d="M-40,76 L-52,92 L52,92 L40,76 Z" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/>`);

/** 红包: a red envelope with its gold seal. */
export const redEnvelope = (char = '福'): string =>
  shadowed(`
  <rect x="-56" y="-78" width="112" height="156" rx="12" fill="${P.red}" stroke="${LINE.red}" stroke-width="4"/>
  <path d="M-56,-66 Q0,-6 56,-66 L56,-66 Q56,-78 44,-78 L-44,-78 Q-56,-78 -56,-66 Z" fill="#ff5a4e" stroke="${LINE.red}" stroke-width="3"/>
  <circle cx="0" cy="-24" r="24" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/>
  ${at(0, -24, 1, glyph(char, 30, LINE.red, '#ffe9a6'))}
  <path d="M-40,40 L40,40 M-40,56 L40,56" stroke="${P.gold}" stroke-width="4" opacity="0.7"/>`);

/** 福袋: a fortune bag tied with gold. */
export const luckyBag = (char = '福'): string =>
  shadowed(`
  <path d="M-34,-56 Q-50,-84 -24,-86 Q0,-70 24,-86 Q50,-84 34,-56 Z" fill="${P.red}" stroke="${LINE.red}" stroke-width="4"/>
  <path d="M-34,-56 Q-96,-10 -78,46 Q-60,84 0,84 Q60,84 78,46 Q96,-10 34,-56 Z" fill="${P.red}" stroke="${LINE.red}" stroke-width="4"/>
  <path d="M-40,-56 Q0,-44 40,-56" stroke="${P.gold}" stroke-width="12" fill="none" stroke-linecap="round"/>
  <path d="M-6,-52 Q-30,-30 -34,-12 M6,-52 Q30,-30 34,-12" stroke="${P.gold}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <circle cx="0" cy="22" r="34" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/>
  ${at(0, 22, 1, glyph(char, 42, LINE.red, '#ffe9a6'))}`);

/** 金算盘: an abacus of gold beads. */
export const abacus = (): string => {
  const beads = [-60, -30, 0, 30, 60]
    .flatMap((x) => [
      `<ellipse cx="${x}" cy="-36" rx="13" ry="9" fill="${P.red}" stroke="${LINE.red}" stroke-width="2"/>`,
      ...[14, 32, 50].map(
        (y) => `<ellipse cx="${x}" cy="${y}" rx="13" ry="9" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="2"/>`,
      ),
    ])
    .join('');
  return shadowed(`
  <rect x="-90" y="-66" width="180" height="140" rx="10" fill="${P.wood}" stroke="${LINE.wood}" stroke-width="4"/>
  <rect x="-78" y="-54" width="156" height="116" fill="#3a1d09"/>
  ${[-60, -30, 0, 30, 60].map((x) => `<line x1="${x}" y1="-54" x2="${x}" y2="62" stroke="#d9a55a" stroke-width="3"/>`).join('')}
  <rect x="-78" y="-18" width="156" height="8" fill="${P.gold}"/>
  ${beads}`);
};

/** 宝箱: a chest thrown open, gold light coming out. */
export const chest = (): string =>
  shadowed(`
  <circle cx="0" cy="-20" r="100" fill="${P.glow}"/>
  <path d="M-90,-30 L-74,-92 Q0,-118 74,-92 L90,-30 Z" fill="${P.wood}" stroke="${LINE.wood}" stroke-width="4"/>
  <path d="M-82,-56 Q0,-80 82,-56" stroke="${P.gold}" stroke-width="8" fill="none"/>
  ${at(-30, -30, 0.42, ingot(), -8)}${at(34, -34, 0.42, ingot(), 8)}${at(0, -48, 0.3, coin())}
  ${at(-58, -40, 0.34, goldBar(), -20)}${at(60, -44, 0.3, coin())}
  <rect x="-96" y="-30" width="192" height="100" rx="8" fill="${P.wood}" stroke="${LINE.wood}" stroke-width="4"/>
  <rect x="-96" y="-30" width="192" height="16" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/>
  <rect x="-70" y="-30" width="14" height="100" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="2"/>
  <rect x="56" y="-30" width="14" height="100" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="2"/>
  <rect x="-18" y="-4" width="36" height="40" rx="6" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/>
  <circle cx="0" cy="12" r="6" fill="${LINE.wood}"/>`);

/** 玉璧: a jade disc with its carved grain. */
export const jadeDisc = (): string =>
  shadowed(`
  <circle r="74" fill="${P.jade}" stroke="${LINE.jade}" stroke-width="5"/>
  <circle r="26" fill="#0b3a2b" stroke="${LINE.jade}" stroke-width="4"/>
  ${Array.from({ length: 18 }, (_, i) => {
    const a = (i / 18) * Math.PI * 2;
    return `<circle cx="${(Math.cos(a) * 50).toFixed(1)}" cy="${(Math.sin(a) * 50).toFixed(1)}" r="6" fill="#e6fff2" opacity="0.55"/>`;
  }).join('')}
  <path d="M-56,-34 A66,66 0 0 1 -16,-64" stroke="#ffffff" stroke-width="7" fill="none" stroke-linecap="round" opacity="0.6"/>`);

// ---- festival ----

/** 灯笼: a red lantern with gold caps and a tassel. */
export const lantern = (char = ''): string =>
  shadowed(`
  <line x1="0" y1="-110" x2="0" y2="-80" stroke="${LINE.gold}" stroke-width="4"/>
  <rect x="-34" y="-84" width="68" height="16" rx="4" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/>
  <ellipse cx="0" cy="0" rx="78" ry="72" fill="${P.red}" stroke="${LINE.red}" stroke-width="4"/>
  <ellipse cx="0" cy="0" rx="48" ry="72" fill="none" stroke="#ffb199" stroke-width="3" opacity="0.6"/>
  <ellipse cx="0" cy="0" rx="18" ry="72" fill="none" stroke="#ffb199" stroke-width="3" opacity="0.6"/>
  <ellipse cx="-30" cy="-30" rx="16" ry="26" fill="#ffffff" opacity="0.2"/>
  ${char ? at(0, 0, 1, glyph(char, 60, P.gold, LINE.red)) : ''}
  <rect x="-34" y="66" width="68" height="16" rx="4" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/>
  <path d="M-14,82 L-18,130 M-6,82 L-6,134 M6,82 L6,134 M14,82 L18,130" stroke="#ffcf3f" stroke-width="4" stroke-linecap="round"/>`);

/** 爆竹: a string of firecrackers with sparks. */
export const firecrackers = (): string => {
  const crackers = Array.from({ length: 5 }, (_, i) => {
    const y = -76 + i * 40;
    const x = i % 2 === 0 ? -26 : 26;
    return `<g transform="translate(${x} ${y}) rotate(${i % 2 === 0 ? -22 : 22})"><rect x="-44" y="-17" width="88" height="34" rx="7" fill="${P.red}" stroke="${LINE.red}" stroke-width="4"/><rect x="-44" y="-17" width="14" height="34" rx="3" fill="${P.gold}"/><rect x="30" y="-17" width="14" height="34" rx="3" fill="${P.gold}"/><path d="M-22,-8 L22,-8" stroke="#ff9d8a" stroke-width="4" stroke-linecap="round"/></g>`;
  }).join('');
  return shadowed(`
  <path d="M0,-112 Q6,-20 0,100" stroke="${LINE.red}" stroke-width="4" fill="none"/>
  ${crackers}
  ${sparkle(0, 112, 26)}${sparkle(-30, 124, 14)}${sparkle(30, 128, 12)}`);
};

/** 中国结: the knot of luck with its tassel. */
export const knot = (): string =>
  shadowed(`
  <line x1="0" y1="-120" x2="0" y2="-86" stroke="${LINE.red}" stroke-width="6"/>
  <rect x="-62" y="-62" width="124" height="124" transform="rotate(45) translate(0 0)" rx="14" fill="none" stroke="${P.red}" stroke-width="16"/>
  <rect x="-38" y="-38" width="76" height="76" transform="rotate(45)" fill="none" stroke="${P.red}" stroke-width="12"/>
  ${[-30, 0, 30].map((o) => `<line x1="${o - 40}" y1="${-o - 40}" x2="${o + 40}" y2="${-o + 40}" stroke="#b3121f" stroke-width="8" transform="rotate(90)"/>`).join('')}
  <circle cx="0" cy="0" r="18" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/>
  <rect x="-10" y="88" width="20" height="18" rx="3" fill="${P.gold}"/>
  <path d="M-8,106 L-14,160 M0,106 L0,164 M8,106 L14,160" stroke="#e2262f" stroke-width="6" stroke-linecap="round"/>`);

/** A diamond-set character, as on a door or a spring couplet. */
export const seal = (char: string): string =>
  shadowed(`
  <rect x="-70" y="-70" width="140" height="140" rx="10" transform="rotate(45)" fill="${P.red}" stroke="${P.gold}" stroke-width="8"/>
  <rect x="-58" y="-58" width="116" height="116" rx="6" transform="rotate(45)" fill="none" stroke="#ffd27a" stroke-width="2" opacity="0.8"/>
  ${glyph(char, 104, P.gold, '#5a0710', 38)}`);

/** 烟花: one burst of fireworks. */
export const firework = (colour: string): string =>
  Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    const [x1, y1, x2, y2] = [Math.cos(a) * 18, Math.sin(a) * 18, Math.cos(a) * 80, Math.sin(a) * 80];
    return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="${colour}" stroke-width="5" stroke-linecap="round" opacity="0.9"/><circle cx="${(x2 * 1.08).toFixed(1)}" cy="${(y2 * 1.08).toFixed(1)}" r="5" fill="#fff6c2"/>`;
  }).join('');

/** 大鼓: a festival drum with gold studs. */
export const drum = (): string =>
  shadowed(`
  <path d="M-86,-40 L-86,46 Q0,78 86,46 L86,-40 Z" fill="${P.red}" stroke="${LINE.red}" stroke-width="4"/>
  <ellipse cx="0" cy="-40" rx="86" ry="30" fill="#f6e2b8" stroke="${LINE.wood}" stroke-width="4"/>
  <ellipse cx="0" cy="-40" rx="60" ry="19" fill="none" stroke="#d8b27a" stroke-width="3"/>
  ${[-70, -42, -14, 14, 42, 70].map((x) => `<circle cx="${x}" cy="${-12 + Math.abs(x) * -0.18}" r="5" fill="${P.gold}"/>`).join('')}
  <path d="M-60,-98 L-10,-50 M60,-98 L10,-50" stroke="${P.wood}" stroke-width="9" stroke-linecap="round"/>
  <circle cx="-62" cy="-100" r="10" fill="${P.red}"/><circle cx="62" cy="-100" r="10" fill="${P.red}"/>`);

/** 扇子: a folding fan spread open. */
export const fan = (paint: string = P.red): string => {
  const ribs = Array.from({ length: 11 }, (_, i) => {
    const a = (-150 + i * 12) * (Math.PI / 180);
    return `<line x1="0" y1="0" x2="${(Math.cos(a) * 110).toFixed(1)}" y2="${(Math.sin(a) * 110).toFixed(1)}" stroke="${LINE.wood}" stroke-width="2" opacity="0.6"/>`;
  }).join('');
  return shadowed(`
  <path d="M0,0 L${(Math.cos((-150 * Math.PI) / 180) * 110).toFixed(1)},${(Math.sin((-150 * Math.PI) / 180) * 110).toFixed(1)} A110,110 0 0 1 ${(Math.cos((-30 * Math.PI) / 180) * 110).toFixed(1)},${(Math.sin((-30 * Math.PI) / 180) * 110).toFixed(1)} Z" fill="${paint}" stroke="${LINE.gold}" stroke-width="4"/>
  <path d="M${(Math.cos((-150 * Math.PI) / 180) * 104).toFixed(1)},${(Math.sin((-150 * Math.PI) / 180) * 104).toFixed(1)} A104,104 0 0 1 ${(Math.cos((-30 * Math.PI) / 180) * 104).toFixed(1)},${(Math.sin((-30 * Math.PI) / 180) * 104).toFixed(1)}" fill="none" stroke="${P.gold}" stroke-width="6"/>
  ${ribs}
  <circle r="8" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="2"/>`);
};

/** 月饼: a mooncake with its pressed pattern. */
export const mooncake = (char = '月'): string => {
  const scallops = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `<circle cx="${(Math.cos(a) * 66).toFixed(1)}" cy="${(Math.sin(a) * 66).toFixed(1)}" r="18" fill="#d9892c" stroke="#8a4b12" stroke-width="3"/>`;
  }).join('');
  return shadowed(`
  ${scallops}
  <circle r="68" fill="#e39a3b" stroke="#8a4b12" stroke-width="3"/>
  <circle r="50" fill="none" stroke="#a8601b" stroke-width="4"/>
  ${glyph(char, 56, '#a8601b', '#ffd79a', 20)}
  <path d="M-44,-30 A52,52 0 0 1 -10,-52" stroke="#ffe2ad" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.7"/>`);
};

/** 汤圆: a bowl of sweet dumplings. */
export const dumplingBowl = (): string =>
  shadowed(`
  ${[-30, 0, 30, -14, 16].map((x, i) => `<circle cx="${x}" cy="${i < 3 ? -14 : -36}" r="20" fill="${P.white}" stroke="#c8cfdc" stroke-width="2"/>`).join('')}
  <path d="M-86,-10 Q-80,64 0,66 Q80,64 86,-10 Z" fill="${P.blue}" stroke="${LINE.blue}" stroke-width="4"/>
  <path d="M-70,16 Q0,40 70,16" stroke="#ffffff" stroke-width="5" fill="none" opacity="0.7"/>
  <rect x="-30" y="64" width="60" height="12" rx="3" fill="${LINE.blue}"/>`);

/** 粽子: a rice dumpling in its leaves, tied. */
export const zongzi = (): string =>
  shadowed(`
  <path d="M0,-76 L70,52 L-70,52 Z" fill="${P.jade}" stroke="${LINE.jade}" stroke-width="5" stroke-linejoin="round"/>
  <path d="M0,-76 L-20,52 M0,-76 L26,52" stroke="#0f6e50" stroke-width="3" opacity="0.6"/>
  <path d="M-40,-6 L44,8 M-58,30 L58,34" stroke="#f3d38a" stroke-width="8" stroke-linecap="round"/>`);

// ---- nature ----

/** 祥云: an auspicious cloud, curled. */
export const cloud = (fill = '#ffffff', edge = '#c9a24a'): string => `
  <path d="M-90,20 Q-110,20 -104,0 Q-98,-18 -76,-12 Q-76,-44 -44,-44 Q-30,-70 2,-62 Q30,-78 48,-52 Q80,-58 84,-26 Q108,-22 104,0 Q102,20 80,20 Z" fill="${fill}" stroke="${edge}" stroke-width="4" stroke-linejoin="round"/>
  <path d="M-44,-14 q0,-18 18,-18 q14,0 14,14 q0,10 -10,10 q-8,0 -8,-8" fill="none" stroke="${edge}" stroke-width="4" stroke-linecap="round"/>
  <path d="M24,-18 q0,-18 18,-18 q14,0 14,14 q0,10 -10,10 q-8,0 -8,-8" fill="none" stroke="${edge}" stroke-width="4" stroke-linecap="round"/>`;

/** 海浪: a band of curling waves across the bottom of a picture (in picture units). */
export const waves = (y: number, deep: string, light: string): string => {
  const row = (top: number, colour: string, shift: number) => {
    let d = `M${-40 + shift},${top}`;
    for (let x = -40 + shift; x < 560; x += 64) d += ` q32,-40 64,0`;
    return `<path d="${d} L560,560 L-40,560 Z" fill="${colour}" stroke="${light}" stroke-width="4"/>`;
  };
  return `${row(y, deep, 0)}${row(y + 30, deep, 32)}${row(y + 60, deep, 0)}`;
};

/** 远山: ink mountains in layers, paler further away (in picture units). */
export const mountains = (base: number, colours: readonly string[]): string =>
  colours
    .map((colour, i) => {
      const top = base - 150 + i * 46;
      const peaks = [
        [-20, top + 60],
        [60, top],
        [140, top + 50],
        [230, top - 20 + i * 10],
        [320, top + 40],
        [410, top - 10],
        [530, top + 50],
      ]
        .map(([x, y], j) => `${j === 0 ? 'M' : 'Q'}${j === 0 ? '' : `${(x ?? 0) - 40},${(y ?? 0) - 30} `}${x},${y}`)
        .join(' ');
      return `<path d="${peaks} L540,560 L-20,560 Z" fill="${colour}"/>`;
    })
    .join('');

/** 明月: the full moon with its glow. */
export const moon = (r: number, tint = '#fff4c8'): string => `
  <circle r="${r * 1.5}" fill="${tint}" opacity="0.18" filter="url(#soft)"/>
  <circle r="${r}" fill="${tint}"/>
  <circle cx="${-r * 0.3}" cy="${-r * 0.2}" r="${r * 0.16}" fill="#e9d9a0" opacity="0.6"/>
  <circle cx="${r * 0.35}" cy="${r * 0.25}" r="${r * 0.22}" fill="#e9d9a0" opacity="0.5"/>
  <circle cx="${r * 0.1}" cy="${-r * 0.5}" r="${r * 0.1}" fill="#e9d9a0" opacity="0.5"/>`;

/** 翠竹: one stalk of bamboo with leaves, `length` long, growing up from (0, 0). */
export const bamboo = (length: number, leafy = true): string => {
  const nodes = Array.from({ length: Math.floor(length / 60) }, (_, i) => -60 * (i + 1));
  const leaf = (x: number, y: number, turn: number) =>
    `<path d="M0,0 Q28,-10 62,0 Q28,10 0,0 Z" transform="translate(${x} ${y}) rotate(${turn})" fill="#3fa654" stroke="#1d6b31" stroke-width="2"/>`;
  return `
  <rect x="-11" y="${-length}" width="22" height="${length}" rx="6" fill="#62bf5b" stroke="#2a7a34" stroke-width="3"/>
  <rect x="-4" y="${-length}" width="5" height="${length}" fill="#b7ec9a" opacity="0.5"/>
  ${nodes.map((y) => `<rect x="-14" y="${y - 4}" width="28" height="8" rx="3" fill="#3d9148"/>`).join('')}
  ${
    leafy
      ? nodes
          .filter((_, i) => i % 2 === 1)
          .map((y, i) => `${leaf(8, y, -30 - i * 10)}${leaf(8, y + 6, 10)}${leaf(-8, y - 10, 200 + i * 8)}`)
          .join('')
      : ''
  }`;
};

/** 荷: a lotus flower on its leaf. */
export const lotus = (): string => {
  const petal = (turn: number, length: number, fill: string) =>
    `<path d="M0,0 Q-22,-${length * 0.5} 0,-${length} Q22,-${length * 0.5} 0,0 Z" transform="rotate(${turn})" fill="${fill}" stroke="${LINE.pink}" stroke-width="3"/>`;
  return shadowed(`
  <ellipse cx="0" cy="30" rx="104" ry="30" fill="${P.jade}" stroke="${LINE.jade}" stroke-width="4"/>
  <path d="M0,30 L-40,18 M0,30 L40,20 M0,30 L0,6 M0,30 L-70,30 M0,30 L70,32" stroke="#0f6e50" stroke-width="3" opacity="0.6"/>
  ${[-70, 70, -45, 45].map((t) => petal(t, 70, P.pink)).join('')}
  ${[-22, 22, 0].map((t) => petal(t, 84, P.pink)).join('')}
  <circle cx="0" cy="-6" r="12" fill="${P.gold}"/>`);
};

/** A five-petalled blossom (peach, plum). */
export const blossom = (fill: string = P.pink): string =>
  `${Array.from({ length: 5 }, (_, i) => `<ellipse cx="0" cy="-16" rx="13" ry="17" transform="rotate(${i * 72})" fill="${fill}" stroke="${LINE.pink}" stroke-width="2"/>`).join('')}<circle r="7" fill="#ffd54a"/>`;

/** A flowering branch reaching right from (0, 0). */
export const blossomBranch = (fill: string = P.pink): string => `
  <path d="M0,0 Q60,-30 120,-20 Q170,-14 210,-50 M90,-24 Q110,-60 150,-74 M150,-20 Q170,10 200,14" stroke="#5b3416" stroke-width="9" fill="none" stroke-linecap="round"/>
  ${[
    [60, -26],
    [120, -22],
    [150, -74],
    [206, -50],
    [198, 14],
    [98, -48],
  ]
    .map(([x, y], i) => at(x ?? 0, y ?? 0, i % 2 === 0 ? 1.1 : 0.85, blossom(fill), i * 20))
    .join('')}`;

/** 牡丹: a full peony. */
export const peony = (): string => {
  const ring = (r: number, n: number, size: number, fill: string, turn: number) =>
    Array.from(
      { length: n },
      (_, i) =>
        `<ellipse cx="0" cy="${-r}" rx="${size}" ry="${size * 1.15}" transform="rotate(${turn + (i * 360) / n})" fill="${fill}" stroke="${LINE.pink}" stroke-width="2.5"/>`,
    ).join('');
  return shadowed(`
  <path d="M-60,60 Q-100,70 -110,40 Q-80,30 -60,50 Z M60,64 Q100,76 112,44 Q82,34 60,54 Z" fill="${P.jade}" stroke="${LINE.jade}" stroke-width="3"/>
  ${ring(56, 9, 30, '#ff9ec4', 0)}${ring(36, 7, 26, '#ff7fb0', 20)}${ring(16, 5, 20, '#f25c97', 10)}
  <circle r="12" fill="${P.gold}"/>`);
};

/** 寿桃: a peach of long life with two leaves. */
export const peach = (): string =>
  shadowed(`
  <path d="M0,-70 Q60,-66 64,0 Q62,60 0,70 Q-62,60 -64,0 Q-60,-54 0,-70 Z" fill="url(#peachPaint)" stroke="#b2334f" stroke-width="4"/>
  <path d="M0,-64 Q-10,0 0,64" stroke="#d8486a" stroke-width="4" fill="none" opacity="0.6"/>
  <path d="M0,-70 Q-40,-100 -70,-80 Q-40,-60 0,-70 Z M0,-70 Q30,-104 64,-92 Q40,-66 0,-70 Z" fill="#3fa654" stroke="#1d6b31" stroke-width="3"/>
  <defs><radialGradient id="peachPaint" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff0e6"/><stop offset="0.5" stop-color="#ffb3a0"/><stop offset="1" stop-color="#f0567a"/></radialGradient></defs>`);

/** 金橘: a kumquat with its leaf. */
export const kumquat = (): string => `
  <circle r="34" fill="${P.orange}" stroke="#a33a0a" stroke-width="3"/>
  <ellipse cx="-10" cy="-12" rx="9" ry="6" fill="#fff" opacity="0.5"/>
  <path d="M0,-34 Q26,-60 50,-44 Q26,-30 0,-34 Z" fill="#3fa654" stroke="#1d6b31" stroke-width="2"/>`;

/** 沙丘: desert dunes (in picture units). */
export const dunes = (y: number): string => `
  <path d="M-20,${y} Q120,${y - 70} 260,${y - 10} Q380,${y + 40} 540,${y - 40} L540,560 L-20,560 Z" fill="#e8a24a"/>
  <path d="M-20,${y + 50} Q160,${y - 10} 300,${y + 50} Q420,${y + 90} 540,${y + 30} L540,560 L-20,560 Z" fill="#c9772b"/>`;

// ---- creatures ----

/** 锦鲤: a koi turning, in gold or red-and-white. */
export const koi = (kind: 'gold' | 'red'): string => {
  const body = kind === 'gold' ? P.gold : P.white;
  const edge = kind === 'gold' ? LINE.gold : '#b3121f';
  const spots =
    kind === 'red'
      ? `<path d="M-20,-26 Q10,-40 30,-20 Q10,-6 -20,-26 Z M-50,4 Q-30,-10 -10,6 Q-30,20 -50,4 Z" fill="#e2262f"/>`
      : '';
  const scales = Array.from({ length: 10 }, (_, i) => {
    const x = -40 + (i % 5) * 18;
    const y = -12 + Math.floor(i / 5) * 16;
    return `<path d="M${x},${y} q8,8 0,16" stroke="${edge}" stroke-width="2" fill="none" opacity="0.45"/>`;
  }).join('');
  return shadowed(`
  <path d="M-70,0 Q-104,-40 -130,-30 Q-112,0 -130,34 Q-104,40 -70,0 Z" fill="${kind === 'gold' ? P.orange : '#ff7a63'}" stroke="${edge}" stroke-width="3"/>
  <path d="M-10,-34 Q10,-70 40,-40 Z" fill="${kind === 'gold' ? P.orange : '#ff7a63'}" stroke="${edge}" stroke-width="3"/>
  <path d="M-76,0 Q-40,-46 30,-40 Q84,-34 92,0 Q84,34 30,38 Q-40,44 -76,0 Z" fill="${body}" stroke="${edge}" stroke-width="4"/>
  ${spots}${scales}
  <path d="M10,30 Q0,60 -26,56 Q-6,44 0,30 Z" fill="${kind === 'gold' ? P.orange : '#ff7a63'}" stroke="${edge}" stroke-width="3"/>
  <circle cx="62" cy="-10" r="8" fill="#1b1e27"/><circle cx="64" cy="-12" r="3" fill="#fff"/>
  <path d="M90,6 Q110,20 112,40 M88,10 Q100,30 96,46" stroke="${edge}" stroke-width="3" fill="none" stroke-linecap="round"/>`);
};

/** 龙: a dragon winding up and to the right, head at the top. */
export const dragon = (paint: string = P.gold, edge: string = LINE.gold, belly = '#fff2c2'): string => {
  const spine = 'M-120,110 C-160,40 -40,40 -60,-10 C-80,-60 20,-70 40,-40 C60,-10 90,-30 96,-64';
  const claws = [
    [-120, 60, 150],
    [-40, 16, 30],
    [10, -60, 200],
  ]
    .map(
      ([x, y, t]) =>
        `<path d="M0,0 l18,-8 M0,0 l20,4 M0,0 l12,14" transform="translate(${x} ${y}) rotate(${t})" stroke="${edge}" stroke-width="6" stroke-linecap="round"/>`,
    )
    .join('');
  return shadowed(`
  <path d="${spine}" stroke="${edge}" stroke-width="50" fill="none" stroke-linecap="round"/>
  <path d="${spine}" stroke="${paint}" stroke-width="42" fill="none" stroke-linecap="round"/>
  <path d="${spine}" stroke="${edge}" stroke-width="42" fill="none" stroke-dasharray="2 12" opacity="0.35"/>
  <path d="${spine}" stroke="${belly}" stroke-width="12" fill="none" stroke-dasharray="10 6" transform="translate(6 8)"/>
  <path d="${spine}" stroke="#e2262f" stroke-width="6" fill="none" stroke-dasharray="1 16" stroke-linecap="round" transform="translate(-4 -22)"/>
  ${claws}
  <g transform="translate(104 -82) rotate(-20)">
    <path d="M-30,10 Q-40,-30 -6,-40 Q30,-46 52,-24 Q76,-20 82,0 Q70,16 44,14 Q20,36 -10,30 Q-30,26 -30,10 Z" fill="${paint}" stroke="${edge}" stroke-width="4"/>
    <path d="M-14,-36 Q-40,-80 -20,-96 M4,-40 Q-4,-84 22,-100" stroke="#f6e2b8" stroke-width="8" fill="none" stroke-linecap="round"/>
    <path d="M-30,10 Q-70,0 -74,-30 Q-52,-20 -40,-18 Q-66,-40 -54,-60 Q-40,-40 -26,-30" fill="#e2262f" stroke="${LINE.red}" stroke-width="3"/>
    <circle cx="24" cy="-20" r="9" fill="#fff"/><circle cx="27" cy="-20" r="5" fill="#1b1e27"/>
    <path d="M60,8 Q88,26 108,12 M56,12 Q72,46 98,48" stroke="${edge}" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M44,14 L54,24 L60,12" fill="#fff" stroke="${edge}" stroke-width="2"/>
  </g>`);
};

/** 凤: a phoenix with its trailing plumes. */
export const phoenix = (paint: string = P.red, plume: string = P.gold): string => {
  const feather = (d: string, eyeX: number, eyeY: number) =>
    `<path d="${d}" stroke="${plume}" stroke-width="14" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${LINE.red}" stroke-width="2" fill="none" opacity="0.5"/><circle cx="${eyeX}" cy="${eyeY}" r="12" fill="${paint}" stroke="${P.gold}" stroke-width="4"/><circle cx="${eyeX}" cy="${eyeY}" r="4" fill="#2a7fd4"/>`;
  return shadowed(`
  ${feather('M-10,30 Q-60,80 -130,70', -130, 70)}
  ${feather('M-6,34 Q-40,110 -100,126', -100, 126)}
  ${feather('M0,36 Q-4,110 -40,146', -40, 146)}
  <path d="M-20,-10 Q-90,-70 -140,-40 Q-110,-30 -100,-10 Q-130,-12 -136,10 Q-90,4 -40,16 Z" fill="${plume}" stroke="${LINE.gold}" stroke-width="3"/>
  <path d="M-10,-14 Q40,-110 120,-100 Q90,-80 86,-60 Q110,-56 116,-36 Q70,-40 30,0 Z" fill="${paint}" stroke="${LINE.red}" stroke-width="3"/>
  <path d="M-36,10 Q-40,-30 0,-30 Q40,-26 46,-56 Q60,-80 84,-70 Q70,-54 70,-36 Q62,10 10,34 Q-30,40 -36,10 Z" fill="${paint}" stroke="${LINE.red}" stroke-width="4"/>
  <circle cx="70" cy="-64" r="5" fill="#1b1e27"/>
  <path d="M84,-70 L104,-62 L84,-58 Z" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="2"/>
  <path d="M60,-74 Q56,-100 74,-108 M66,-76 Q72,-100 92,-100" stroke="${plume}" stroke-width="5" fill="none" stroke-linecap="round"/>`);
};

/** 夜明珠 / 龙珠: a glowing pearl wrapped in flame. */
export const pearl = (flame = '#ff8a2a'): string => {
  const tongues = Array.from({ length: 10 }, (_, i) => {
    const turn = i * 36;
    return `<path d="M-16,-50 Q0,-104 16,-50 Z" transform="rotate(${turn})" fill="${flame}" opacity="0.85"/>`;
  }).join('');
  return `
  <circle r="96" fill="${P.glow}"/>
  ${tongues}
  <circle r="56" fill="${P.pearl}" stroke="#c46a0a" stroke-width="3"/>
  <path d="M-30,-10 Q-20,-40 10,-40 M-10,20 Q20,30 34,4" stroke="#ffffff" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.8"/>
  <ellipse cx="-18" cy="-24" rx="14" ry="9" fill="#fff" opacity="0.9"/>`;
};

/** 熊猫: a panda sitting, holding bamboo. `baby` draws the head bigger. */
export const panda = (baby = false): string => {
  const head = baby ? 70 : 58;
  return shadowed(`
  <ellipse cx="0" cy="60" rx="76" ry="70" fill="${P.white}" stroke="#3b3f4a" stroke-width="4"/>
  <ellipse cx="-52" cy="110" rx="30" ry="22" fill="#22252d"/><ellipse cx="52" cy="110" rx="30" ry="22" fill="#22252d"/>
  <ellipse cx="0" cy="66" rx="58" ry="26" fill="#22252d"/>
  <g transform="translate(44 30) rotate(-20)">${bamboo(150, false)}</g>
  <ellipse cx="34" cy="60" rx="20" ry="16" fill="#22252d"/><ellipse cx="-40" cy="58" rx="20" ry="16" fill="#22252d"/>
  <circle cx="${-head * 0.72}" cy="${-head * 1.2}" r="${head * 0.36}" fill="#22252d"/>
  <circle cx="${head * 0.72}" cy="${-head * 1.2}" r="${head * 0.36}" fill="#22252d"/>
  <ellipse cx="0" cy="${-head * 0.55}" rx="${head * 1.05}" ry="${head * 0.92}" fill="${P.white}" stroke="#3b3f4a" stroke-width="4"/>
  <ellipse cx="${-head * 0.4}" cy="${-head * 0.62}" rx="${head * 0.24}" ry="${head * 0.3}" transform="rotate(30 ${-head * 0.4} ${-head * 0.62})" fill="#22252d"/>
  <ellipse cx="${head * 0.4}" cy="${-head * 0.62}" rx="${head * 0.24}" ry="${head * 0.3}" transform="rotate(-30 ${head * 0.4} ${-head * 0.62})" fill="#22252d"/>
  <circle cx="${-head * 0.36}" cy="${-head * 0.64}" r="${head * 0.09}" fill="#fff"/><circle cx="${head * 0.36}" cy="${-head * 0.64}" r="${head * 0.09}" fill="#fff"/>
  <ellipse cx="0" cy="${-head * 0.3}" rx="${head * 0.14}" ry="${head * 0.1}" fill="#22252d"/>
  <path d="M${-head * 0.14},${-head * 0.14} Q0,${-head * 0.04} ${head * 0.14},${-head * 0.14}" stroke="#22252d" stroke-width="3" fill="none"/>
  ${baby ? `<ellipse cx="${-head * 0.7}" cy="${-head * 0.28}" rx="${head * 0.16}" ry="${head * 0.1}" fill="#ff9ec4" opacity="0.7"/><ellipse cx="${head * 0.7}" cy="${-head * 0.28}" rx="${head * 0.16}" ry="${head * 0.1}" fill="#ff9ec4" opacity="0.7"/>` : ''}`);
};

/** 小熊猫: a red panda's face with its ringed tail behind. */
export const redPanda = (): string =>
  shadowed(`
  <path d="M40,70 Q140,80 130,-10" stroke="#b9461a" stroke-width="40" fill="none" stroke-linecap="round"/>
  <path d="M40,70 Q140,80 130,-10" stroke="#f2d2a6" stroke-width="40" fill="none" stroke-dasharray="16 22" stroke-linecap="butt"/>
  <ellipse cx="0" cy="60" rx="60" ry="56" fill="#3a1a0e"/>
  <path d="M-86,-70 L-56,-30 L-92,-20 Z M86,-70 L56,-30 L92,-20 Z" fill="#b9461a" stroke="#5b200c" stroke-width="4" stroke-linejoin="round"/>
  <path d="M-80,-58 L-64,-34 L-84,-30 Z M80,-58 L64,-34 L84,-30 Z" fill="#fff"/>
  <ellipse cx="0" cy="-6" rx="92" ry="74" fill="${P.orange}" stroke="#5b200c" stroke-width="4"/>
  <ellipse cx="-34" cy="-26" rx="20" ry="12" fill="#fff"/><ellipse cx="34" cy="-26" rx="20" ry="12" fill="#fff"/>
  <path d="M-70,20 Q-40,6 -20,24 Q-14,50 0,52 Q14,50 20,24 Q40,6 70,20 Q60,60 0,66 Q-60,60 -70,20 Z" fill="#fff"/>
  <circle cx="-34" cy="-2" r="10" fill="#1b1e27"/><circle cx="34" cy="-2" r="10" fill="#1b1e27"/>
  <circle cx="-31" cy="-5" r="3" fill="#fff"/><circle cx="37" cy="-5" r="3" fill="#fff"/>
  <ellipse cx="0" cy="20" rx="10" ry="7" fill="#1b1e27"/>`);

/** 玉兔: a white rabbit sitting up. */
export const rabbit = (): string =>
  shadowed(`
  <path d="M-30,-60 Q-50,-150 -24,-156 Q-4,-150 -10,-62 Z M10,-62 Q14,-150 40,-150 Q56,-130 24,-58 Z" fill="${P.white}" stroke="${LINE.white}" stroke-width="3"/>
  <path d="M-24,-70 Q-36,-136 -24,-142 Q-14,-136 -18,-70 Z M18,-68 Q26,-132 38,-136 Q44,-120 24,-66 Z" fill="#ffb3c8"/>
  <ellipse cx="10" cy="50" rx="70" ry="66" fill="${P.white}" stroke="${LINE.white}" stroke-width="3"/>
  <circle cx="74" cy="80" r="18" fill="#fff"/>
  <ellipse cx="0" cy="-30" rx="52" ry="44" fill="${P.white}" stroke="${LINE.white}" stroke-width="3"/>
  <circle cx="-18" cy="-36" r="7" fill="#e2262f"/><circle cx="20" cy="-36" r="7" fill="#e2262f"/>
  <ellipse cx="0" cy="-18" rx="6" ry="4" fill="#ff8fb0"/>
  <ellipse cx="-30" cy="-16" rx="10" ry="6" fill="#ffb3c8" opacity="0.7"/><ellipse cx="30" cy="-16" rx="10" ry="6" fill="#ffb3c8" opacity="0.7"/>
  <ellipse cx="-20" cy="100" rx="20" ry="12" fill="${P.white}" stroke="${LINE.white}" stroke-width="3"/>`);

/** 醒狮: the lion dance's head, mouth open. */
export const lionHead = (): string => {
  const mane = Array.from({ length: 22 }, (_, i) => {
    const a = (i / 22) * Math.PI * 2;
    return `<path d="M0,0 L-12,-30 L12,-30 Z" transform="translate(${(Math.cos(a) * 96).toFixed(1)} ${(Math.sin(a) * 90).toFixed(1)}) rotate(${((a * 180) / Math.PI + 90).toFixed(1)})" fill="${i % 2 ? '#fff2c2' : P.gold}" stroke="${LINE.gold}" stroke-width="2"/>`;
  }).join('');
  return shadowed(`
  ${mane}
  <ellipse cx="0" cy="0" rx="98" ry="92" fill="${P.red}" stroke="${LINE.red}" stroke-width="5"/>
  <path d="M-10,-92 Q0,-132 10,-92 Z" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/>
  <circle cx="0" cy="-58" r="16" fill="#bfe9ff" stroke="${P.gold}" stroke-width="5"/>
  <path d="M-76,-30 Q-40,-60 -8,-34 M76,-30 Q40,-60 8,-34" stroke="#1b1e27" stroke-width="8" fill="none" stroke-linecap="round"/>
  <ellipse cx="-38" cy="-10" rx="26" ry="22" fill="#fff" stroke="#1b1e27" stroke-width="4"/><ellipse cx="38" cy="-10" rx="26" ry="22" fill="#fff" stroke="#1b1e27" stroke-width="4"/>
  <circle cx="-34" cy="-8" r="11" fill="#1b1e27"/><circle cx="34" cy="-8" r="11" fill="#1b1e27"/>
  <circle cx="-30" cy="-12" r="4" fill="#fff"/><circle cx="38" cy="-12" r="4" fill="#fff"/>
  <ellipse cx="0" cy="22" rx="24" ry="16" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/>
  <path d="M-58,40 Q0,96 58,40 Q0,60 -58,40 Z" fill="#5a0710" stroke="#1b1e27" stroke-width="4"/>
  <path d="M-44,46 L-36,58 L-28,48 L-20,60 L-12,50 L-4,62 L4,50 L12,60 L20,48 L28,58 L36,46" fill="#fff" stroke="#1b1e27" stroke-width="2"/>
  <path d="M-96,20 Q-120,40 -110,70 M96,20 Q120,40 110,70" stroke="#fff2c2" stroke-width="10" fill="none" stroke-linecap="round"/>`);
};

/** 白虎: a white tiger's face, 王 on its brow. */
export const tiger = (): string =>
  shadowed(`
  <circle cx="-64" cy="-66" r="26" fill="${P.white}" stroke="#1b1e27" stroke-width="4"/><circle cx="64" cy="-66" r="26" fill="${P.white}" stroke="#1b1e27" stroke-width="4"/>
  <circle cx="-64" cy="-66" r="12" fill="#ffb3c8"/><circle cx="64" cy="-66" r="12" fill="#ffb3c8"/>
  <path d="M-96,0 Q-100,-90 0,-92 Q100,-90 96,0 Q92,80 0,92 Q-92,80 -96,0 Z" fill="${P.white}" stroke="#1b1e27" stroke-width="5"/>
  <path d="M-96,-6 L-60,2 M-96,20 L-64,18 M-90,44 L-62,34 M96,-6 L60,2 M96,20 L64,18 M90,44 L62,34" stroke="#1b1e27" stroke-width="7" stroke-linecap="round"/>
  <text x="0" y="-38" text-anchor="middle" font-family="${SERIF}" font-weight="900" font-size="40" fill="#1b1e27">王</text>
  <ellipse cx="-36" cy="-8" rx="18" ry="13" fill="#bfe9ff" stroke="#1b1e27" stroke-width="4"/><ellipse cx="36" cy="-8" rx="18" ry="13" fill="#bfe9ff" stroke="#1b1e27" stroke-width="4"/>
  <ellipse cx="-36" cy="-8" rx="5" ry="11" fill="#1b1e27"/><ellipse cx="36" cy="-8" rx="5" ry="11" fill="#1b1e27"/>
  <path d="M-16,22 L16,22 L0,40 Z" fill="#ff8fb0" stroke="#1b1e27" stroke-width="3"/>
  <path d="M0,40 Q-14,58 -30,50 M0,40 Q14,58 30,50" stroke="#1b1e27" stroke-width="4" fill="none" stroke-linecap="round"/>`);

/** 玄武: a tortoise with its patterned shell. */
export const tortoise = (): string => {
  const hex = (x: number, y: number) =>
    `<path d="M${x - 18},${y} L${x - 9},${y - 15} L${x + 9},${y - 15} L${x + 18},${y} L${x + 9},${y + 15} L${x - 9},${y + 15} Z" fill="none" stroke="#c9f0dc" stroke-width="3"/>`;
  return shadowed(`
  <ellipse cx="-86" cy="40" rx="22" ry="14" fill="#3c8f6e"/><ellipse cx="86" cy="40" rx="22" ry="14" fill="#3c8f6e"/>
  <ellipse cx="-70" cy="-36" rx="20" ry="12" fill="#3c8f6e"/><ellipse cx="70" cy="-36" rx="20" ry="12" fill="#3c8f6e"/>
  <path d="M90,0 Q140,-10 140,-40 Q130,-60 112,-50 Q110,-20 88,-10 Z" fill="#3c8f6e" stroke="${LINE.jade}" stroke-width="3"/>
  <circle cx="128" cy="-44" r="4" fill="#1b1e27"/>
  <path d="M-100,30 Q-100,-80 0,-82 Q100,-80 100,30 Z" fill="${P.jade}" stroke="${LINE.jade}" stroke-width="5"/>
  ${hex(0, -40)}${hex(-34, -18)}${hex(34, -18)}${hex(0, 4)}${hex(-64, 8)}${hex(64, 8)}
  <path d="M-104,30 L104,30" stroke="#f0c04a" stroke-width="8" stroke-linecap="round"/>`);
};

/** 仙鹤: a crane in flight. */
export const crane = (): string =>
  shadowed(`
  <path d="M-20,0 Q-80,-70 -150,-60 Q-100,-40 -90,-10 Q-120,-10 -130,10 Q-70,6 -20,16 Z" fill="${P.white}" stroke="${LINE.white}" stroke-width="3"/>
  <path d="M-150,-60 Q-130,-60 -120,-50 M-130,10 Q-120,4 -110,6" stroke="#1b1e27" stroke-width="8" fill="none" stroke-linecap="round"/>
  <path d="M-40,0 Q0,-20 40,-6 Q30,16 -10,20 Q-40,20 -40,0 Z" fill="${P.white}" stroke="${LINE.white}" stroke-width="3"/>
  <path d="M36,-6 Q70,-30 80,-70" stroke="#1b1e27" stroke-width="10" fill="none" stroke-linecap="round"/>
  <circle cx="82" cy="-74" r="10" fill="${P.white}"/><circle cx="84" cy="-80" r="6" fill="#e2262f"/>
  <path d="M90,-74 L130,-66 L90,-68 Z" fill="#d8b27a"/>
  <path d="M-20,16 L-70,60 M-10,18 L-60,70" stroke="#1b1e27" stroke-width="4" stroke-linecap="round"/>`);

/** 金鸡: a golden rooster crowing. */
export const rooster = (): string =>
  shadowed(`
  <path d="M-40,10 Q-120,-40 -110,-120 Q-80,-60 -60,-50 Q-100,-100 -70,-140 Q-50,-70 -30,-50 Q-40,-110 -10,-124 Q-10,-50 -10,-20 Z" fill="${P.orange}" stroke="#8a3a08" stroke-width="3"/>
  <path d="M-60,20 Q-70,-40 -10,-40 Q40,-40 50,-80 Q70,-110 96,-96 Q110,-70 90,-50 Q76,10 20,50 Q-40,70 -60,20 Z" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="4"/>
  <path d="M-30,0 Q0,-30 30,0 Q0,20 -30,0 Z" fill="${P.orange}" stroke="#8a3a08" stroke-width="3"/>
  <path d="M70,-104 Q74,-124 84,-116 Q90,-132 100,-120 Q110,-130 112,-110 Q104,-98 92,-98 Z" fill="#e2262f" stroke="${LINE.red}" stroke-width="3"/>
  <path d="M104,-86 L128,-80 L104,-74 Z" fill="#ffb02e" stroke="#8a3a08" stroke-width="2"/>
  <path d="M100,-72 Q106,-56 96,-52 Q90,-62 94,-72 Z" fill="#e2262f"/>
  <circle cx="92" cy="-88" r="5" fill="#1b1e27"/>
  <path d="M-10,56 L-20,96 M20,50 L22,96 M-32,96 L-8,96 M10,96 L34,96" stroke="#c2410c" stroke-width="7" stroke-linecap="round"/>`);

/** 招财猫: the beckoning cat, paw up, holding a gold coin. */
export const luckyCat = (): string =>
  shadowed(`
  <ellipse cx="0" cy="70" rx="80" ry="66" fill="${P.white}" stroke="${LINE.white}" stroke-width="4"/>
  <path d="M-78,-92 L-60,-40 L-30,-64 Z M78,-92 L60,-40 L30,-64 Z" fill="${P.white}" stroke="${LINE.white}" stroke-width="4" stroke-linejoin="round"/>
  <path d="M-70,-78 L-58,-50 L-42,-62 Z M70,-78 L58,-50 L42,-62 Z" fill="#ffb3c8"/>
  <ellipse cx="0" cy="-28" rx="82" ry="66" fill="${P.white}" stroke="${LINE.white}" stroke-width="4"/>
  <path d="M-30,-84 Q-10,-70 -20,-50 M-46,-64 Q-30,-60 -34,-46" stroke="#f08a24" stroke-width="9" fill="none" stroke-linecap="round"/>
  <path d="M-44,-30 Q-32,-42 -20,-30 M20,-30 Q32,-42 44,-30" stroke="#1b1e27" stroke-width="6" fill="none" stroke-linecap="round"/>
  <ellipse cx="0" cy="-10" rx="7" ry="5" fill="#ff8fb0"/>
  <path d="M-16,0 Q-8,10 0,0 Q8,10 16,0" stroke="#1b1e27" stroke-width="3" fill="none"/>
  <path d="M-60,-8 L-100,-14 M-60,2 L-100,6 M60,-8 L100,-14 M60,2 L100,6" stroke="#8a96a8" stroke-width="3"/>
  <path d="M56,40 Q120,10 118,-70 L96,-74 Q92,-10 50,14 Z" fill="${P.white}" stroke="${LINE.white}" stroke-width="4"/>
  <ellipse cx="108" cy="-84" rx="24" ry="22" fill="${P.white}" stroke="${LINE.white}" stroke-width="4"/>
  <path d="M96,-96 L96,-84 M108,-100 L108,-86 M120,-96 L120,-84" stroke="${LINE.white}" stroke-width="3" stroke-linecap="round"/>
  <ellipse cx="108" cy="-78" rx="9" ry="7" fill="#ffb3c8"/>
  <path d="M-66,30 Q0,50 66,30" stroke="#e2262f" stroke-width="14" fill="none" stroke-linecap="round"/>
  <circle cx="0" cy="48" r="14" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/>
  <ellipse cx="-30" cy="92" rx="36" ry="46" transform="rotate(-10 -30 92)" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="4"/>
  <text x="-30" y="104" text-anchor="middle" font-family="${SERIF}" font-weight="900" font-size="32" fill="${LINE.gold}">千万</text>`);

/** 马: a horse galloping, in silhouette. */
export const horse = (fill = '#3b2414'): string => `
  <path d="M-110,10 Q-130,-10 -120,-40 Q-100,-20 -84,-20 Q-40,-40 20,-30 Q40,-60 60,-90 L70,-110 L78,-86 Q100,-90 112,-70 Q120,-56 104,-54 Q90,-58 80,-48 Q70,-20 60,0 Q70,20 96,40 L108,70 L96,72 L82,48 Q50,30 30,20 Q0,30 -40,26 Q-56,40 -90,60 L-110,82 L-118,74 L-100,50 Q-90,30 -80,18 Q-100,20 -110,10 Z" fill="${fill}"/>
  <path d="M60,-88 Q30,-70 28,-40 Q44,-60 66,-70 Z" fill="${fill}" opacity="0.8"/>`;

/** 骆驼: a camel walking, in silhouette. */
export const camel = (fill = '#5a2e10'): string => `
  <path d="M-100,20 Q-104,-20 -80,-30 Q-66,-80 -40,-36 Q-20,-90 6,-36 Q30,-30 50,-40 Q60,-90 80,-96 Q100,-100 108,-84 L96,-80 Q84,-70 80,-40 Q76,0 56,14 L60,80 L50,80 L42,24 Q0,30 -40,24 L-46,80 L-56,80 L-60,24 Q-80,30 -90,80 L-100,80 L-92,30 Z" fill="${fill}"/>`;

// ---- things ----

/** 龙舟: a dragon boat with its rowers and drum. */
export const dragonBoat = (): string => {
  const rowers = Array.from({ length: 6 }, (_, i) => {
    const x = -80 + i * 30;
    return `<circle cx="${x}" cy="-34" r="9" fill="#1b1e27"/><rect x="${x - 7}" y="-26" width="14" height="22" rx="4" fill="${i % 2 ? '#e2262f' : '#f0a020'}"/><line x1="${x}" y1="-16" x2="${x - 26}" y2="20" stroke="${P.wood}" stroke-width="4"/>`;
  }).join('');
  return shadowed(`
  ${rowers}
  <path d="M-150,-6 Q0,24 150,-6 L132,24 Q0,44 -128,24 Z" fill="${P.red}" stroke="${LINE.red}" stroke-width="4"/>
  <path d="M-140,4 Q0,30 140,4" stroke="${P.gold}" stroke-width="6" fill="none" stroke-dasharray="14 8"/>
  <path d="M140,-6 Q160,-40 150,-70 Q176,-80 190,-60 Q196,-40 178,-34 Q170,-14 150,-2 Z" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="4"/>
  <circle cx="172" cy="-60" r="5" fill="#1b1e27"/>
  <path d="M158,-74 Q150,-100 166,-108" stroke="#e2262f" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M-150,-6 Q-170,-30 -160,-56 Q-150,-36 -136,-30 Z" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/>
  <ellipse cx="108" cy="-26" rx="16" ry="12" fill="${P.red}" stroke="${P.gold}" stroke-width="3"/>`);
};

/** 宝船: a treasure ship under full sail, heaped with gold. */
export const treasureShip = (): string => {
  const sail = (x: number, h: number) =>
    `<path d="M${x - 40},-20 Q${x - 48},${-20 - h / 2} ${x - 34},${-20 - h} L${x + 34},${-20 - h} Q${x + 44},${-20 - h / 2} ${x + 40},-20 Z" fill="${P.red}" stroke="${LINE.red}" stroke-width="3"/>${Array.from({ length: 4 }, (_, i) => `<line x1="${x - 42}" y1="${-20 - ((i + 1) * h) / 5}" x2="${x + 42}" y2="${-20 - ((i + 1) * h) / 5}" stroke="#f0c04a" stroke-width="3"/>`).join('')}<line x1="${x}" y1="-10" x2="${x}" y2="${-30 - h}" stroke="${LINE.wood}" stroke-width="6"/>`;
  return shadowed(`
  ${sail(-50, 110)}${sail(40, 140)}
  ${at(-70, -14, 0.36, ingot())}${at(0, -20, 0.42, ingot())}${at(76, -14, 0.36, ingot())}
  <path d="M-140,-10 Q0,0 150,-30 Q130,40 90,50 L-100,50 Q-130,30 -140,-10 Z" fill="${P.wood}" stroke="${LINE.wood}" stroke-width="4"/>
  <path d="M-130,4 Q0,14 140,-14" stroke="${P.gold}" stroke-width="7" fill="none"/>
  ${[-90, -50, -10, 30, 70].map((x) => `<circle cx="${x}" cy="28" r="8" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="2"/>`).join('')}`);
};

/** 宝塔: a pagoda of five eaves. */
export const pagoda = (): string => {
  const tier = (y: number, w: number) =>
    `<rect x="${-w * 0.36}" y="${y}" width="${w * 0.72}" height="30" fill="#b3121f" stroke="${LINE.red}" stroke-width="3"/><path d="M${-w / 2 - 14},${y + 2} Q${-w / 2},${y - 14} ${-w * 0.3},${y - 18} L${w * 0.3},${y - 18} Q${w / 2},${y - 14} ${w / 2 + 14},${y + 2} Z" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/><rect x="-8" y="${y + 6}" width="16" height="20" rx="8" fill="#ffd27a"/>`;
  return shadowed(`
  <line x1="0" y1="-170" x2="0" y2="-130" stroke="${LINE.gold}" stroke-width="6"/>
  <circle cx="0" cy="-172" r="8" fill="${P.gold}"/>
  ${[
    [-128, 70],
    [-88, 100],
    [-48, 130],
    [-8, 160],
    [32, 190],
  ]
    .map(([y, w]) => tier(y ?? 0, w ?? 0))
    .join('')}
  <rect x="-100" y="62" width="200" height="16" fill="#5b3416"/>`);
};

/** 龙门: the gate the carp leap, with its roof. */
export const dragonGate = (): string =>
  shadowed(`
  <rect x="-120" y="-80" width="26" height="200" fill="${P.red}" stroke="${LINE.red}" stroke-width="4"/>
  <rect x="94" y="-80" width="26" height="200" fill="${P.red}" stroke="${LINE.red}" stroke-width="4"/>
  <rect x="-140" y="-92" width="280" height="26" fill="${P.red}" stroke="${LINE.red}" stroke-width="4"/>
  <rect x="-64" y="-66" width="128" height="40" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="3"/>
  <text x="0" y="-35" text-anchor="middle" font-family="${SERIF}" font-weight="900" font-size="32" fill="${LINE.red}">龙门</text>
  <path d="M-170,-92 Q-150,-120 -120,-126 L120,-126 Q150,-120 170,-92 Z" fill="#1f6e5a" stroke="#0c3b2f" stroke-width="4"/>
  <path d="M-176,-92 L-190,-104 M176,-92 L190,-104" stroke="#0c3b2f" stroke-width="6" stroke-linecap="round"/>`);

/** 金箍棒 and 紧箍: the golden staff across, the gold band below. */
export const staff = (): string =>
  shadowed(`
  <g transform="rotate(-32)">
    <rect x="-170" y="-11" width="340" height="22" rx="6" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="4"/>
    <rect x="-170" y="-15" width="48" height="30" rx="6" fill="${P.red}" stroke="${LINE.red}" stroke-width="4"/>
    <rect x="122" y="-15" width="48" height="30" rx="6" fill="${P.red}" stroke="${LINE.red}" stroke-width="4"/>
    <path d="M-110,-4 L110,-4" stroke="#fffbe0" stroke-width="4" opacity="0.7"/>
  </g>`);

/** 紧箍: the gold band. */
export const band = (): string =>
  shadowed(`
  <ellipse cx="0" cy="0" rx="70" ry="34" fill="none" stroke="${P.gold}" stroke-width="16"/>
  <ellipse cx="0" cy="0" rx="70" ry="34" fill="none" stroke="${LINE.gold}" stroke-width="2"/>
  <path d="M-70,0 Q-96,-30 -84,-54 Q-70,-30 -60,-16 M70,0 Q96,-30 84,-54 Q70,-30 60,-16" stroke="${P.gold}" stroke-width="10" fill="none" stroke-linecap="round"/>`);

/** 酒碗: a wine bowl. */
export const wineBowl = (): string => `
  <path d="M-44,-14 Q-40,30 0,32 Q40,30 44,-14 Z" fill="#f3ead6" stroke="#5b3416" stroke-width="4"/>
  <ellipse cx="0" cy="-14" rx="44" ry="10" fill="#8a4b12" stroke="#5b3416" stroke-width="3"/>
  <path d="M-30,4 Q0,18 30,4" stroke="#2a7fd4" stroke-width="4" fill="none"/>`;

/** 兵器: three weapons crossed (broad blade, spear, sword). */
export const weapons = (): string =>
  shadowed(`
  <g transform="rotate(-35)"><line x1="0" y1="-150" x2="0" y2="140" stroke="#8a5a2a" stroke-width="10"/><path d="M-6,-150 Q40,-190 30,-110 Q20,-90 -6,-100 Z" fill="${P.white}" stroke="${LINE.white}" stroke-width="3"/><path d="M-6,-104 L20,-96" stroke="#1f6e5a" stroke-width="6"/></g>
  <g transform="rotate(35)"><line x1="0" y1="-160" x2="0" y2="140" stroke="#8a5a2a" stroke-width="9"/><path d="M0,-200 Q14,-170 10,-150 L-10,-150 Q-14,-170 0,-200 Z" fill="${P.white}" stroke="${LINE.white}" stroke-width="3"/><path d="M-12,-150 Q0,-140 12,-150" stroke="#e2262f" stroke-width="8" fill="none"/></g>
  <g><rect x="-6" y="-150" width="12" height="200" fill="${P.white}" stroke="${LINE.white}" stroke-width="3"/><path d="M-6,-150 L0,-170 L6,-150 Z" fill="${P.white}"/><rect x="-26" y="50" width="52" height="10" rx="4" fill="${P.gold}"/><rect x="-6" y="60" width="12" height="44" fill="#8a5a2a"/></g>`);

/** 油纸伞: an oil-paper umbrella, open. */
export const umbrella = (paint: string = P.red): string =>
  shadowed(`
  <path d="M-110,0 Q-100,-80 0,-96 Q100,-80 110,0 Q92,-14 74,0 Q56,-14 37,0 Q18,-14 0,0 Q-18,-14 -37,0 Q-56,-14 -74,0 Q-92,-14 -110,0 Z" fill="${paint}" stroke="${LINE.red}" stroke-width="4"/>
  ${[-74, -37, 0, 37, 74].map((x) => `<path d="M0,-96 Q${x * 0.6},-40 ${x},0" stroke="#ffd27a" stroke-width="2" fill="none" opacity="0.7"/>`).join('')}
  <line x1="0" y1="-96" x2="0" y2="110" stroke="${LINE.wood}" stroke-width="6"/>
  <path d="M0,110 Q0,126 -14,124" stroke="${LINE.wood}" stroke-width="6" fill="none" stroke-linecap="round"/>`);

/** 石拱桥 and 乌篷船: a stone arch bridge with a boat beneath (ink). */
export const bridgeAndBoat = (): string => `
  <path d="M-200,0 L-120,-30 Q0,-90 120,-30 L200,0 L200,16 L-200,16 Z M-90,16 Q0,-60 90,16 Z" fill="#3a3f4c" fill-rule="evenodd"/>
  <path d="M-120,-30 L120,-30" stroke="#1b1e27" stroke-width="4"/>
  ${[-100, -60, -20, 20, 60, 100].map((x) => `<line x1="${x}" y1="${-34 - (120 - Math.abs(x)) * 0.3}" x2="${x}" y2="${-30 - (120 - Math.abs(x)) * 0.3 - 16}" stroke="#1b1e27" stroke-width="4"/>`).join('')}
  <g transform="translate(0 60)">
    <path d="M-90,0 Q0,24 90,0 L70,18 Q0,30 -70,18 Z" fill="#1b1e27"/>
    <path d="M-40,0 Q-36,-34 0,-36 Q36,-34 40,0 Z" fill="#4a4f5c" stroke="#1b1e27" stroke-width="3"/>
    <line x1="60" y1="-4" x2="110" y2="-50" stroke="#1b1e27" stroke-width="4"/>
  </g>`;

/** 茶壶 and 茶饼: a teapot beside a round cake of pressed tea. */
export const teaSet = (): string =>
  shadowed(`
  <g transform="translate(60 20)">
    <circle r="58" fill="#c49a62" stroke="#5b3416" stroke-width="4"/>
    <circle r="46" fill="none" stroke="#8a5a2a" stroke-width="2" stroke-dasharray="6 5"/>
    <text x="0" y="12" text-anchor="middle" font-family="${SERIF}" font-weight="900" font-size="36" fill="#e2262f">茶</text>
  </g>
  <g transform="translate(-54 -10)">
    <path d="M46,-10 Q90,-30 96,-56 L104,-52 Q100,-14 54,10 Z" fill="#8a3a1a" stroke="#3b1a0a" stroke-width="3"/>
    <path d="M-50,-10 Q-86,-20 -80,14 Q-74,36 -46,30" stroke="#8a3a1a" stroke-width="10" fill="none"/>
    <path d="M-52,-30 Q-60,50 0,56 Q60,50 52,-30 Q0,-44 -52,-30 Z" fill="#a34a22" stroke="#3b1a0a" stroke-width="4"/>
    <ellipse cx="0" cy="-34" rx="40" ry="10" fill="#8a3a1a" stroke="#3b1a0a" stroke-width="3"/>
    <circle cx="0" cy="-48" r="9" fill="#8a3a1a" stroke="#3b1a0a" stroke-width="3"/>
    <path d="M-30,0 Q0,14 30,0" stroke="#f3d38a" stroke-width="4" fill="none" opacity="0.7"/>
  </g>`);

/** 石灯: a stone lantern with its light on. */
export const stoneLantern = (): string =>
  shadowed(`
  <rect x="-40" y="70" width="80" height="16" rx="4" fill="#8f9a94" stroke="#3e4743" stroke-width="3"/>
  <rect x="-12" y="10" width="24" height="62" fill="#a9b3ad" stroke="#3e4743" stroke-width="3"/>
  <rect x="-34" y="-2" width="68" height="14" rx="3" fill="#8f9a94" stroke="#3e4743" stroke-width="3"/>
  <rect x="-26" y="-46" width="52" height="44" fill="#a9b3ad" stroke="#3e4743" stroke-width="3"/>
  <rect x="-14" y="-38" width="28" height="28" fill="#ffe27a"/>
  <circle cx="0" cy="-24" r="30" fill="#fff3b0" opacity="0.35"/>
  <path d="M-52,-46 Q0,-86 52,-46 Z" fill="#8f9a94" stroke="#3e4743" stroke-width="3"/>
  <circle cx="0" cy="-74" r="8" fill="#8f9a94" stroke="#3e4743" stroke-width="3"/>`);

/** 玉玺: a jade seal with a beast on its knob. */
export const jadeSeal = (char = ''): string =>
  shadowed(`
  <path d="M-70,-10 L70,-10 L80,60 L-80,60 Z" fill="${P.jade}" stroke="${LINE.jade}" stroke-width="4"/>
  <rect x="-86" y="56" width="172" height="20" rx="4" fill="#e2262f" stroke="${LINE.red}" stroke-width="3"/>
  <path d="M-50,-10 Q-54,-60 -20,-70 Q-10,-100 20,-92 Q50,-84 46,-50 Q60,-40 50,-10 Z" fill="${P.jade}" stroke="${LINE.jade}" stroke-width="4"/>
  <circle cx="10" cy="-72" r="5" fill="#0b3a2b"/>
  <path d="M-20,-70 Q-40,-90 -30,-110 M0,-88 Q0,-110 16,-118" stroke="${P.gold}" stroke-width="5" fill="none" stroke-linecap="round"/>
  <path d="M-56,4 L56,4" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.45"/>
  ${char ? at(0, 26, 1, glyph(char, 44, P.gold, '#0b3a2b')) : ''}`);

/** A sparkle: a four-pointed star of light. */
export const sparkle = (x: number, y: number, r: number, fill = '#fffbe0'): string =>
  `<path d="M${x},${y - r} Q${x + r * 0.16},${y - r * 0.16} ${x + r},${y} Q${x + r * 0.16},${y + r * 0.16} ${x},${y + r} Q${x - r * 0.16},${y + r * 0.16} ${x - r},${y} Q${x - r * 0.16},${y - r * 0.16} ${x},${y - r} Z" fill="${fill}"/>`;

// ---- the tables ----

const SUITS = { S: ['♠', '#1b1e27'], H: ['♥', '#d81e2c'], D: ['♦', '#d81e2c'], C: ['♣', '#1b1e27'] } as const;

/** A playing card face up: rank and suit in the corners, the suit large in the middle. */
export const card = (rank: string, suit: keyof typeof SUITS): string => {
  const [mark, colour] = SUITS[suit];
  return shadowed(`
  <rect x="-60" y="-84" width="120" height="168" rx="12" fill="${P.white}" stroke="#8a96a8" stroke-width="3"/>
  <text x="-40" y="-48" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="36" fill="${colour}">${rank}</text>
  <text x="-40" y="-20" text-anchor="middle" font-family="sans-serif" font-size="26" fill="${colour}">${mark}</text>
  <text x="8" y="46" text-anchor="middle" font-family="sans-serif" font-size="92" fill="${colour}">${mark}</text>`);
};

/** A casino chip in a colour. */
export const chip = (colour: string, value: string): string =>
  shadowed(`
  <circle r="50" fill="${colour}" stroke="#1b1e27" stroke-width="3"/>
  ${Array.from({ length: 8 }, (_, i) => `<rect x="-7" y="-50" width="14" height="16" fill="#ffffff" transform="rotate(${i * 45})"/>`).join('')}
  <circle r="32" fill="none" stroke="#ffffff" stroke-width="3" stroke-dasharray="5 4"/>
  <text x="0" y="10" text-anchor="middle" font-family="Georgia,serif" font-weight="700" font-size="28" fill="#ffffff">${value}</text>`);

/** A crown of gold with jewels. */
export const crown = (): string =>
  shadowed(`
  <path d="M-90,40 L-100,-50 L-50,-6 L0,-70 L50,-6 L100,-50 L90,40 Z" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="5" stroke-linejoin="round"/>
  <rect x="-92" y="36" width="184" height="26" rx="6" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="4"/>
  <circle cx="0" cy="-74" r="12" fill="#e2262f" stroke="${LINE.gold}" stroke-width="3"/>
  <circle cx="-100" cy="-54" r="10" fill="#2a7fd4" stroke="${LINE.gold}" stroke-width="3"/>
  <circle cx="100" cy="-54" r="10" fill="#2a7fd4" stroke="${LINE.gold}" stroke-width="3"/>
  <circle cx="0" cy="49" r="9" fill="#45c98f"/><circle cx="-50" cy="49" r="7" fill="#e2262f"/><circle cx="50" cy="49" r="7" fill="#e2262f"/>`);

/** A bolt of lightning. */
export const bolt = (): string =>
  shadowed(
    `<path d="M20,-110 L-50,10 L-6,10 L-30,110 L56,-20 L10,-20 L40,-110 Z" fill="${P.gold}" stroke="${LINE.gold}" stroke-width="5" stroke-linejoin="round"/>`,
  );

/** A globe of meridians. */
export const globe = (): string =>
  shadowed(`
  <circle r="80" fill="${P.blue}" stroke="${LINE.blue}" stroke-width="5"/>
  <ellipse rx="34" ry="80" fill="none" stroke="#e6f6ff" stroke-width="3"/>
  <line x1="0" y1="-80" x2="0" y2="80" stroke="#e6f6ff" stroke-width="3"/>
  <path d="M-80,0 L80,0 M-70,-40 L70,-40 M-70,40 L70,40" stroke="#e6f6ff" stroke-width="3"/>
  <ellipse cx="-26" cy="-34" rx="18" ry="12" fill="#ffffff" opacity="0.4"/>`);
