/**
 * The paints every game picture shares: gradients, shadows and glows, defined once per picture (each
 * picture is its own document, so the ids never meet another picture's).
 */

/** A picture's colours: its background from the centre out, and its light (rays, glows, sparkles). */
export interface Palette {
  inner: string;
  outer: string;
  light: string;
}

const linear = (id: string, stops: readonly [number, string][], vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(([at, colour]) => `<stop offset="${at}" stop-color="${colour}"/>`)
    .join('')}</linearGradient>`;

const radial = (id: string, stops: readonly [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(
      ([at, colour, opacity]) =>
        `<stop offset="${at}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${opacity}"`}/>`,
    )
    .join('')}</radialGradient>`;

/** The named paints, for `fill` and `stroke`. */
export const P = {
  gold: 'url(#gold)',
  goldSide: 'url(#goldSide)',
  red: 'url(#red)',
  jade: 'url(#jade)',
  white: 'url(#white)',
  ink: 'url(#ink)',
  orange: 'url(#orange)',
  pink: 'url(#pink)',
  blue: 'url(#blue)',
  purple: 'url(#purple)',
  wood: 'url(#wood)',
  pearl: 'url(#pearl)',
  glow: 'url(#glowSpot)',
} as const;

/** Outline colours that go with the paints. */
export const LINE = {
  gold: '#7a4306',
  red: '#6b0a12',
  jade: '#0c4f3b',
  ink: '#141820',
  wood: '#4a2a12',
  blue: '#0b3a66',
  pink: '#9c2f5c',
  purple: '#3b1766',
  white: '#8a96a8',
} as const;

export const defs = (palette: Palette): string =>
  [
    radial('bg', [
      [0, palette.inner],
      [1, palette.outer],
    ]),
    radial(
      'vignette',
      [
        [0.55, '#000000', 0],
        [1, '#000000', 0.45],
      ],
      0.5,
      0.45,
      0.75,
    ),
    radial('glowSpot', [
      [0, palette.light, 0.85],
      [0.45, palette.light, 0.35],
      [1, palette.light, 0],
    ]),
    linear('gold', [
      [0, '#fff6c2'],
      [0.35, '#ffd84d'],
      [0.7, '#f0a020'],
      [1, '#b9650c'],
    ]),
    linear(
      'goldSide',
      [
        [0, '#e8a21e'],
        [1, '#8f4c08'],
      ],
      false,
    ),
    linear('red', [
      [0, '#ff7a63'],
      [0.45, '#e2262f'],
      [1, '#8e0c18'],
    ]),
    linear('jade', [
      [0, '#c9ffe0'],
      [0.45, '#45c98f'],
      [1, '#0f6e50'],
    ]),
    linear('white', [
      [0, '#ffffff'],
      [1, '#d5dde9'],
    ]),
    linear('ink', [
      [0, '#5a6172'],
      [1, '#1b1e27'],
    ]),
    linear('orange', [
      [0, '#ffd08a'],
      [0.5, '#ff8a2a'],
      [1, '#c2410c'],
    ]),
    linear('pink', [
      [0, '#ffe3ef'],
      [0.5, '#ff8fbd'],
      [1, '#d63c7c'],
    ]),
    linear('blue', [
      [0, '#bfe9ff'],
      [0.5, '#3aa0ec'],
      [1, '#0b4a8c'],
    ]),
    linear('purple', [
      [0, '#e6d2ff'],
      [0.5, '#9a5cf0'],
      [1, '#4b1a8f'],
    ]),
    linear('wood', [
      [0, '#c98a4b'],
      [1, '#6e3b14'],
    ]),
    radial(
      'pearl',
      [
        [0, '#ffffff'],
        [0.35, '#fff4c4'],
        [0.8, '#ffb02e'],
        [1, '#c46a0a'],
      ],
      0.38,
      0.35,
      0.7,
    ),
    `<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="5"/><feOffset dy="6" result="b"/><feComponentTransfer><feFuncA type="linear" slope="0.45"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>`,
  ].join('');
