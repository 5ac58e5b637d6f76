import { findSlot, type SlotDefinition, type SlotSymbol } from '@courtside/domain/casino';
import * as m from '../../seed/game-art/motifs';
import { at } from '../../seed/game-art/motifs';
import { defs, LINE, P } from '../../seed/game-art/paint';
import { escapeXml } from '../../seed/svg';

/**
 * The sandbox provider's slot symbols, drawn for this project from the same motifs as its game
 * pictures (seed/game-art): each themed symbol gets the thing its name names (金龙 a dragon, 锦鲤 a
 * koi, 红包 an envelope), the wild and the scatter a frame and a ribbon that say what they do, and the
 * card ranks their own coloured letters. 256 x 256, served by the provider beside its game client,
 * as a real provider's CDN serves its art.
 */

export const SYMBOL_SIZE = 256;
const C = SYMBOL_SIZE / 2;

/** The motif for a themed name, by the first rule whose words it holds (more specific rules first). */
const MOTIFS: readonly [RegExp, () => string][] = [
  [/^(.)字$/, () => ''],
  [/财神|财童/, () => `${at(0, 40, 0.85, m.ingot())}${at(0, -58, 0.55, m.crown())}`],
  [/八/, () => m.seal('八')],
  [/玄武/, m.tortoise],
  [/翡翠|琉璃|四象|四灵/, m.jadeDisc],
  [/金锭/, m.ingot],
  [/年糕|汤圆|香料/, m.dumplingBowl],
  [/糖葫芦|苹果/, m.kumquat],
  [/喜鹊|翠鸟|鸳鸯/, m.crane],
  [/金蛋|贝壳|绣球/, () => m.pearl('#ffd84d')],
  [/火焰/, () => m.pearl('#ff4a1a')],
  [/海浪/, () => at(0, -250, 1, m.waves(230, '#0b5aa0', '#d6f2ff'))],
  [/祥云/, () => at(0, 0, 1.3, m.cloud())],
  [/梧桐|桂树/, () => m.blossomBranch()],
  [/金铃|彩旗|丝绸|红绸/, m.knot],
  [/虾兵|蟹将|丈八矛/, m.weapons],
  [/溪石/, m.stoneLantern],
  [/风车/, () => m.fan()],
  [/秋千|气球|红烛/, () => m.lantern()],
  [/香囊/, () => m.luckyBag()],
  [/艾草|稻穗/, () => at(0, 40, 0.55, m.bamboo(220))],
  [/石拱桥/, () => at(-256, -256, 1, m.bridgeAndBoat())],
  [/砚台/, () => m.jadeSeal()],
  [/紧箍/, m.crown],
  [/金箍棒/, m.staff],
  [/净瓶/, m.wineBowl],
  [/驿站/, m.pagoda],
  [/小熊猫/, m.redPanda],
  [/熊猫/, () => m.panda()],
  [/龙凤/, () => `${at(-30, 10, 0.55, m.dragon())}${at(40, -10, 0.5, m.phoenix())}`],
  [/龙舟/, m.dragonBoat],
  [/龙/, () => at(-14, 16, 0.8, m.dragon())],
  [/凤|凰|雀/, () => m.phoenix()],
  [/珠/, () => m.pearl()],
  [/聚宝盆|宝盆|盆/, m.treasureBowl],
  [/元宝|宝/, m.ingot],
  [/金条|金砖|黄金/, m.goldStack],
  [/钱|铜|币|蟾/, () => m.coin()],
  [/红包|利是/, () => m.redEnvelope()],
  [/袋/, () => m.luckyBag()],
  [/灯笼|灯/, () => m.lantern()],
  [/扇/, () => m.fan()],
  [/茶|壶/, m.teaSet],
  [/鲤|鱼/, () => m.koi('gold')],
  [/竹/, () => `${at(-34, 70, 0.9, m.bamboo(230))}${at(30, 80, 0.8, m.bamboo(190))}`],
  [/猫/, m.luckyCat],
  [/虎/, m.tiger],
  [/狮|麒麟|貔貅|兽/, m.lionHead],
  [/鸡/, m.rooster],
  [/兔/, m.rabbit],
  [/马/, () => at(0, 0, 1.1, m.horse())],
  [/驼/, () => at(0, 0, 1.1, m.camel())],
  [/鹤/, m.crane],
  [/龟/, m.tortoise],
  [/桃/, m.peach],
  [/莲|荷/, m.lotus],
  [/牡丹|花|梅/, m.peony],
  [/船/, m.treasureShip],
  [/塔/, m.pagoda],
  [/门/, m.dragonGate],
  [/箱|库|宝藏/, m.chest],
  [/印|玺/, () => m.jadeSeal()],
  [/玉|璧|如意/, m.jadeDisc],
  [/爆竹|鞭炮|炮/, m.firecrackers],
  [/鼓/, m.drum],
  [/结/, m.knot],
  [/冠|王/, m.crown],
  [/月饼/, () => m.mooncake()],
  [/月/, () => m.moon(70)],
  [/粽/, m.zongzi],
  [/饺/, m.dumplingBowl],
  [/橘|桔/, m.kumquat],
  [/伞/, () => m.umbrella()],
  [/算盘/, m.abacus],
  [/酒/, m.wineBowl],
  [/剑|刀|枪/, m.weapons],
  [/杖/, m.staff],
  [/烟花/, () => m.firework('#ffd84d')],
  [/星|光|闪/, m.bolt],
];

/** Whether a drawn motif covers the name (else it is stamped as a seal). */
export const hasMotif = (name: string): boolean => MOTIFS.some(([words]) => words.test(name));

/** The motif a themed name calls for; a name nothing matches is stamped as a seal with its first character. */
export function motifFor(name: string): string {
  const found = MOTIFS.find(([words]) => words.test(name));
  const drawn = found?.[1]();
  // A 福字 / 发字 is the character itself, stamped as a seal, as is a name no motif covers.
  return drawn ? drawn : m.seal(Array.from(name)[0] ?? '福');
}

/** The high symbols' grounds, strongest first: red, purple, jade, blue. */
const GROUNDS = [
  ['#ff6a5a', '#8e0c18', LINE.red],
  ['#b98cff', '#3b1766', LINE.purple],
  ['#7be0b0', '#0c4f3b', LINE.jade],
  ['#7cc8ff', '#0b3a66', LINE.blue],
] as const;

/** The card ranks' letters: each its own colour, as slot card symbols are. */
const RANK_COLOURS: Readonly<Record<string, readonly [string, string]>> = {
  A: ['#ffd84d', '#b9650c'],
  K: ['#ff7a63', '#8e0c18'],
  Q: ['#d78cff', '#4b1a8f'],
  J: ['#6fd0ff', '#0b4a8c'],
  T: ['#7be0b0', '#0f6e50'],
  N: ['#ffb36b', '#c2410c'],
};

const svg = (body: string, inner: string, outer: string) => `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${SYMBOL_SIZE}" height="${SYMBOL_SIZE}" viewBox="0 0 ${SYMBOL_SIZE} ${SYMBOL_SIZE}">
<defs>${defs({ inner, outer, light: '#fff3c0' })}</defs>
${body}
</svg>`;

const tile = (stroke: string, width = 6) =>
  `<rect x="6" y="6" width="${SYMBOL_SIZE - 12}" height="${SYMBOL_SIZE - 12}" rx="36" fill="url(#bg)" stroke="${stroke}" stroke-width="${width}"/>
   <rect x="6" y="6" width="${SYMBOL_SIZE - 12}" height="${SYMBOL_SIZE - 12}" rx="36" fill="url(#vignette)"/>`;

const ribbon = (text: string, fill: string, edge: string) => `
  <path d="M24,192 L232,192 L222,214 L232,236 L24,236 L34,214 Z" fill="${fill}" stroke="${edge}" stroke-width="4" stroke-linejoin="round"/>
  <text x="${C}" y="224" text-anchor="middle" font-family="${m.SERIF}" font-weight="900" font-size="28" fill="#fff8dc" stroke="${edge}" stroke-width="2" paint-order="stroke">${escapeXml(text)}</text>`;

const rank = (symbol: SlotSymbol): string => {
  const [light, dark] = RANK_COLOURS[symbol.id] ?? ['#e6e6ff', '#4b4b7a'];
  const text = symbol.name;
  const size = Array.from(text).length > 1 ? 132 : 168;
  return svg(
    `${tile('#3a2f5c', 4)}
  <linearGradient id="rank" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="0.35" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
  <text x="${C}" y="${C + size * 0.36}" text-anchor="middle" font-family="Georgia,'Noto Serif CJK SC',serif" font-weight="900" font-size="${size}" letter-spacing="-8" fill="url(#rank)" stroke="${dark}" stroke-width="6" paint-order="stroke" filter="url(#shadow)">${escapeXml(text)}</text>`,
    '#3a2d66',
    '#15102a',
  );
};

/** One symbol of a game as an SVG document. */
export function drawSymbol(def: SlotDefinition, symbol: SlotSymbol): string {
  if (symbol.role === 'regular' && !/^H\d$/.test(symbol.id)) return rank(symbol);
  const hero = at(C, symbol.role === 'regular' ? C + 4 : C - 14, 0.78, motifFor(symbol.name));
  if (symbol.role === 'wild') {
    return svg(
      `${tile('#ffd84d', 8)}<circle cx="${C}" cy="${C - 14}" r="96" fill="${P.glow}"/>${hero}${ribbon(`${symbol.name} · 百搭`, P.red, LINE.red)}`,
      '#ffcf5a',
      '#9a3a06',
    );
  }
  if (symbol.role === 'scatter') {
    const spins = def.scatter ? '免费旋转' : '散布';
    return svg(
      `${tile('#7cf0ff', 8)}<circle cx="${C}" cy="${C - 14}" r="100" fill="${P.glow}"/>${hero}${ribbon(`${symbol.name} · ${spins}`, P.purple, LINE.purple)}`,
      '#6a4bd8',
      '#140a3a',
    );
  }
  const index = Math.max(0, Number(symbol.id.slice(1)) - 1) % GROUNDS.length;
  const [inner, outer, edge] = GROUNDS[index]!;
  return svg(
    `${tile(edge, 6)}<circle cx="${C}" cy="${C}" r="92" fill="${P.glow}" opacity="0.6"/>${hero}`,
    inner,
    outer,
  );
}

const drawn = new Map<string, string>();

/** A game's symbol picture by ids, drawn once per process; null for an unknown game or symbol. */
export function symbolPicture(gameCode: string, symbolId: string): string | null {
  const key = `${gameCode}/${symbolId}`;
  const cached = drawn.get(key);
  if (cached) return cached;
  const def = findSlot(gameCode);
  const symbol = def?.symbols.find((s) => s.id === symbolId);
  if (!def || !symbol) return null;
  const body = drawSymbol(def, symbol);
  drawn.set(key, body);
  return body;
}

/** Where the provider serves a game's symbols: `${symbolArtBase(game)}/${symbolId}.svg`. */
export const symbolArtBase = (gameCode: string) => `/sandbox/games/art/${encodeURIComponent(gameCode)}`;

/** For the contact sheet the tests look at: every symbol of a game, each with its name. */
export function symbolSheet(def: SlotDefinition): string {
  return def.symbols
    .map((s) => {
      const src = `data:image/svg+xml;base64,${Buffer.from(drawSymbol(def, s)).toString('base64')}`;
      return `<figure style="display:inline-block;margin:4px;text-align:center;font:12px sans-serif;color:#fff"><img src="${src}" width="128" height="128" alt=""><figcaption>${escapeXml(s.id)} ${escapeXml(s.name)}</figcaption></figure>`;
    })
    .join('');
}
