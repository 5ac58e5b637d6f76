/**
 * The preset avatars every member may choose: simple faces on coloured discs, drawn as SVG so they
 * cost nothing to store and stay sharp at any size.
 */
const COLOURS = ['#ff7a45', '#36cfc9', '#597ef7', '#f759ab', '#73d13d', '#ffc53d', '#9254de', '#40a9ff'];
const MOUTHS = ['M38 66 Q50 76 62 66', 'M42 67 Q50 71 58 67', 'M36 64 Q50 82 64 64', 'M42 66 Q50 72 58 66'];

export const presetAvatars = (): { key: string; svg: string }[] =>
  COLOURS.map((colour, i) => ({
    key: `preset-${i + 1}`,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100"><circle cx="50" cy="50" r="50" fill="${colour}"/><circle cx="50" cy="54" r="30" fill="#fff" opacity="0.92"/><circle cx="40" cy="50" r="4" fill="#333"/><circle cx="60" cy="50" r="4" fill="#333"/><path d="${MOUTHS[i % MOUTHS.length]}" stroke="#333" stroke-width="3" fill="none" stroke-linecap="round"/></svg>`,
  }));
