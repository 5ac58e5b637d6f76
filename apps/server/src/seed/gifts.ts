/**
 * The demo gift catalogue and its artwork. Every gift is drawn in one style: a white glyph built from
 * plain shapes on a round gradient badge with a soft highlight. The still icon (giftIcon) is the
 * tray's; the animated one (giftIconWeb) bounces and sparkles with SVG animation, which browsers
 * play inside an <img>, for the overlay when the gift is sent.
 */

const W = '#ffffff';

/** Each glyph is SVG drawn in a 96 x 96 box around the centre (48, 48). */
const GLYPHS: Record<string, string> = {
  heart: `<path d="M48 74C22 56 20 36 32 30c8-4 14 1 16 6 2-5 8-10 16-6 12 6 10 26-16 44z" fill="${W}"/>`,
  star: `<polygon points="48,22 55,40 74,40 59,52 65,71 48,60 31,71 37,52 22,40 41,40" fill="${W}"/>`,
  rose: `<circle cx="48" cy="38" r="9" fill="${W}"/><circle cx="39" cy="45" r="9" fill="${W}"/><circle cx="57" cy="45" r="9" fill="${W}"/><circle cx="43" cy="53" r="8" fill="${W}"/><circle cx="53" cy="53" r="8" fill="${W}"/><rect x="46" y="56" width="4" height="20" rx="2" fill="${W}"/><path d="M50 68c6-6 12-6 14-4-4 4-9 6-14 4z" fill="${W}"/>`,
  crown: `<polygon points="24,66 26,34 38,48 48,28 58,48 70,34 72,66" fill="${W}"/><rect x="24" y="68" width="48" height="6" rx="3" fill="${W}"/>`,
  diamond: `<polygon points="30,38 40,26 56,26 66,38 48,72" fill="${W}"/><polyline points="30,38 66,38" stroke="#000" stroke-opacity="0.15" stroke-width="2" fill="none"/><polyline points="40,26 48,38 56,26" stroke="#000" stroke-opacity="0.15" stroke-width="2" fill="none"/>`,
  rocket: `<path d="M48 20c10 8 14 20 12 38H36c-2-18 2-30 12-38z" fill="${W}"/><circle cx="48" cy="40" r="5" fill="#000" fill-opacity="0.2"/><polygon points="36,50 28,64 37,60" fill="${W}"/><polygon points="60,50 68,64 59,60" fill="${W}"/><path d="M42 60h12l-6 14z" fill="${W}" fill-opacity="0.7"/>`,
  trophy: `<path d="M34 26h28v14c0 10-6 16-14 16s-14-6-14-16z" fill="${W}"/><path d="M34 30h-8c0 8 4 12 10 12M62 30h8c0 8-4 12-10 12" stroke="${W}" stroke-width="4" fill="none"/><rect x="45" y="56" width="6" height="8" fill="${W}"/><rect x="36" y="64" width="24" height="7" rx="2" fill="${W}"/>`,
  football: `<circle cx="48" cy="48" r="24" fill="${W}"/><polygon points="48,38 57,45 54,56 42,56 39,45" fill="#000" fill-opacity="0.7"/>`,
  basketball: `<circle cx="48" cy="48" r="24" fill="${W}"/><path d="M24 48h48M48 24v48M31 31c8 8 8 26 0 34M65 31c-8 8-8 26 0 34" stroke="#000" stroke-opacity="0.35" stroke-width="2.5" fill="none"/>`,
  ring: `<circle cx="48" cy="56" r="16" stroke="${W}" stroke-width="6" fill="none"/><polygon points="40,32 44,26 52,26 56,32 48,40" fill="${W}"/>`,
  cake: `<rect x="28" y="48" width="40" height="22" rx="4" fill="${W}"/><rect x="34" y="38" width="28" height="12" rx="3" fill="${W}" fill-opacity="0.85"/><rect x="46" y="26" width="4" height="12" rx="2" fill="${W}"/><circle cx="48" cy="23" r="3" fill="${W}"/>`,
  beer: `<rect x="32" y="34" width="26" height="36" rx="4" fill="${W}"/><path d="M58 42h6c4 0 6 3 6 7v4c0 4-2 7-6 7h-6" stroke="${W}" stroke-width="4" fill="none"/><circle cx="36" cy="32" r="6" fill="${W}"/><circle cx="45" cy="29" r="7" fill="${W}"/><circle cx="54" cy="32" r="6" fill="${W}"/>`,
  lollipop: `<circle cx="48" cy="38" r="16" fill="${W}"/><path d="M38 38a10 10 0 0 1 20 0" stroke="#000" stroke-opacity="0.2" stroke-width="3" fill="none"/><rect x="46" y="52" width="4" height="22" rx="2" fill="${W}"/>`,
  medal: `<polygon points="36,22 46,22 50,40 42,42" fill="${W}" fill-opacity="0.8"/><polygon points="60,22 50,22 46,40 54,42" fill="${W}" fill-opacity="0.8"/><circle cx="48" cy="56" r="16" fill="${W}"/><polygon points="48,47 51,54 58,54 52,58 55,65 48,61 41,65 44,58 38,54 45,54" fill="#000" fill-opacity="0.2"/>`,
  car: `<path d="M22 58v-8l8-12h28l10 12h6v8z" fill="${W}"/><circle cx="34" cy="60" r="7" fill="${W}" stroke="#000" stroke-opacity="0.25" stroke-width="3"/><circle cx="62" cy="60" r="7" fill="${W}" stroke="#000" stroke-opacity="0.25" stroke-width="3"/><path d="M36 42h8v8h-14zM48 42h8l6 8H48z" fill="#000" fill-opacity="0.2"/>`,
  plane: `<path d="M46 22h4l4 22 20 10v6l-20-5-2 14 6 5v4l-8-2-8 2v-4l6-5-2-14-20 5v-6l20-10z" fill="${W}"/>`,
  fireworks: `<g stroke="${W}" stroke-width="4" stroke-linecap="round"><path d="M48 48l0-22M48 48l16-16M48 48l22 0M48 48l16 16M48 48l0 22M48 48l-16 16M48 48l-22 0M48 48l-16-16"/></g><circle cx="48" cy="48" r="6" fill="${W}"/>`,
  rainbow: `<g fill="none" stroke-linecap="round" stroke-width="5"><path d="M22 64a26 26 0 0 1 52 0" stroke="${W}"/><path d="M30 64a18 18 0 0 1 36 0" stroke="${W}" stroke-opacity="0.8"/><path d="M38 64a10 10 0 0 1 20 0" stroke="${W}" stroke-opacity="0.6"/></g>`,
  balloon: `<ellipse cx="48" cy="40" rx="16" ry="19" fill="${W}"/><polygon points="45,58 51,58 48,62" fill="${W}"/><path d="M48 62c-4 6 4 8 0 14" stroke="${W}" stroke-width="2" fill="none"/>`,
  castle: `<path d="M24 72V40h8v6h6v-6h8v6h4v-6h8v6h6v-6h8v32z" fill="${W}"/><rect x="42" y="54" width="12" height="18" rx="6" fill="#000" fill-opacity="0.2"/><polygon points="44,22 56,27 44,32" fill="${W}"/><rect x="43" y="22" width="2" height="18" fill="${W}"/>`,
};

export type GiftGlyph = keyof typeof GLYPHS;

const badge = (glyph: string, from: string, to: string, id: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <circle cx="48" cy="48" r="44" fill="url(#${id})"/>
  <ellipse cx="36" cy="24" rx="20" ry="10" fill="#ffffff" fill-opacity="0.18"/>
  ${GLYPHS[glyph]}`;

const sparkles = `<g fill="#ffffff">
    <circle cx="16" cy="20" r="3"><animate attributeName="opacity" values="0;1;0" dur="1.2s" repeatCount="indefinite"/></circle>
    <circle cx="82" cy="28" r="2.5"><animate attributeName="opacity" values="0;1;0" dur="1.2s" begin="0.4s" repeatCount="indefinite"/></circle>
    <circle cx="76" cy="80" r="3"><animate attributeName="opacity" values="0;1;0" dur="1.2s" begin="0.8s" repeatCount="indefinite"/></circle>
  </g>`;

/** The still tray icon. */
export const giftIconSvg = (glyph: GiftGlyph, from: string, to: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  ${badge(glyph, from, to, 'g')}
</svg>`;

/** The animated icon: the badge bounces and glints while sparks blink around it. */
export const giftAnimatedSvg = (glyph: GiftGlyph, from: string, to: string): string =>
  `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <g transform-origin="48 48">
    <animateTransform attributeName="transform" type="scale" values="1;1.12;0.96;1" keyTimes="0;0.35;0.7;1" dur="0.9s" repeatCount="indefinite"/>
    ${badge(glyph, from, to, 'ga')}
    <rect x="-40" y="0" width="16" height="96" fill="#ffffff" fill-opacity="0.25" transform="skewX(-20)">
      <animate attributeName="x" values="-40;120" dur="1.8s" repeatCount="indefinite"/>
    </rect>
  </g>
  ${sparkles}
</svg>`;

export interface GiftSeed {
  code: string;
  name: string;
  price: number;
  type: 1 | 2;
  glyph: GiftGlyph;
  from: string;
  to: string;
}

/** About twenty gifts from 1 coin to 3,344; the dearest five play full screen (type 2). */
export const demoGifts: readonly GiftSeed[] = [
  { code: 'G001', name: '爱心', price: 1, type: 1, glyph: 'heart', from: '#ff7a9a', to: '#e8336b' },
  { code: 'G002', name: '棒棒糖', price: 2, type: 1, glyph: 'lollipop', from: '#ffb3d1', to: '#f0609e' },
  { code: 'G003', name: '啤酒', price: 5, type: 1, glyph: 'beer', from: '#ffd36b', to: '#f0a020' },
  { code: 'G004', name: '足球', price: 6, type: 1, glyph: 'football', from: '#6ee7a0', to: '#1f9d57' },
  { code: 'G005', name: '篮球', price: 6, type: 1, glyph: 'basketball', from: '#ffae6b', to: '#e8660c' },
  { code: 'G006', name: '玫瑰', price: 9, type: 1, glyph: 'rose', from: '#ff8a8a', to: '#d81e3c' },
  { code: 'G007', name: '星星', price: 10, type: 1, glyph: 'star', from: '#ffe27a', to: '#f2b705' },
  { code: 'G008', name: '气球', price: 18, type: 1, glyph: 'balloon', from: '#8fd3ff', to: '#2a8ef0' },
  { code: 'G009', name: '彩虹', price: 28, type: 1, glyph: 'rainbow', from: '#9be7ff', to: '#7b5cff' },
  { code: 'G010', name: '蛋糕', price: 52, type: 1, glyph: 'cake', from: '#ffc2a8', to: '#f0734a' },
  { code: 'G011', name: '金牌', price: 66, type: 1, glyph: 'medal', from: '#ffe08a', to: '#d4a017' },
  { code: 'G012', name: '奖杯', price: 88, type: 1, glyph: 'trophy', from: '#ffd66b', to: '#c98a00' },
  { code: 'G013', name: '钻戒', price: 199, type: 1, glyph: 'ring', from: '#c9b6ff', to: '#7a4df0' },
  { code: 'G014', name: '钻石', price: 299, type: 1, glyph: 'diamond', from: '#8ff0ff', to: '#1fa4d8' },
  { code: 'G015', name: '皇冠', price: 520, type: 1, glyph: 'crown', from: '#ffd86b', to: '#e08a00' },
  { code: 'G016', name: '烟花', price: 666, type: 2, glyph: 'fireworks', from: '#ff9ee0', to: '#9b3cf0' },
  { code: 'G017', name: '跑车', price: 999, type: 2, glyph: 'car', from: '#ff8080', to: '#c0142c' },
  { code: 'G018', name: '飞机', price: 1314, type: 2, glyph: 'plane', from: '#9ad0ff', to: '#2764d8' },
  { code: 'G019', name: '火箭', price: 1888, type: 2, glyph: 'rocket', from: '#ffb27a', to: '#e0402a' },
  { code: 'G020', name: '城堡', price: 3344, type: 2, glyph: 'castle', from: '#d0b0ff', to: '#6a34c8' },
];

const mediaUrl = (id: string) => `/media/${id}`;

/** The catalogue rows as the gift module seeds them. */
export const giftCatalogue = demoGifts.map((g, i) => ({
  code: g.code,
  name: g.name,
  price: g.price,
  type: g.type,
  icon: mediaUrl(`gift-${g.code.toLowerCase()}.svg`),
  iconWeb: mediaUrl(`gift-${g.code.toLowerCase()}-anim.svg`),
  sort: i + 1,
}));

/** The gifts' artwork, for the media table. */
export const giftMedia = demoGifts.flatMap((g) => [
  { id: `gift-${g.code.toLowerCase()}.svg`, body: giftIconSvg(g.glyph, g.from, g.to) },
  { id: `gift-${g.code.toLowerCase()}-anim.svg`, body: giftAnimatedSvg(g.glyph, g.from, g.to) },
]);
