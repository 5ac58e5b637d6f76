/** Demo artwork, drawn as SVG so the repository ships no binary images. */

export const escapeXml = (s: string): string =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export const FONT = "'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif";

export const iconSvg = (glyph: string, from: string, to: string): string => `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect x="4" y="4" width="88" height="88" rx="26" fill="url(#g)"/>
  <text x="48" y="61" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" fill="#ffffff">${escapeXml(glyph)}</text>
</svg>`;

export const tileSvg = (
  name: string,
  tag: string,
  from: string,
  to: string,
): string => `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="480" height="300" viewBox="0 0 480 300">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="480" height="300" rx="28" fill="url(#g)"/>
  <circle cx="400" cy="70" r="110" fill="#ffffff" fill-opacity="0.12"/>
  <text x="36" y="170" font-family="${FONT}" font-size="56" font-weight="700" fill="#ffffff">${escapeXml(name)}</text>
  <text x="38" y="228" font-family="${FONT}" font-size="30" fill="#ffffff" fill-opacity="0.85">${escapeXml(tag)}</text>
</svg>`;

export const floatSvg = (
  line1: string,
  line2: string,
  from: string,
  to: string,
): string => `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="160" height="200" viewBox="0 0 160 200">
  <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect x="6" y="6" width="148" height="188" rx="24" fill="url(#g)"/>
  <circle cx="80" cy="70" r="38" fill="#ffffff" fill-opacity="0.25"/>
  <rect x="58" y="66" width="44" height="30" rx="4" fill="#ffffff"/>
  <rect x="54" y="56" width="52" height="14" rx="4" fill="#ffffff"/>
  <rect x="76" y="56" width="8" height="40" fill="${from}"/>
  <path d="M80 56 C70 40 56 46 66 56 M80 56 C90 40 104 46 94 56" stroke="#ffffff" stroke-width="5" fill="none" stroke-linecap="round"/>
  <text x="80" y="142" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="700" fill="#ffffff">${escapeXml(line1)}</text>
  <text x="80" y="174" text-anchor="middle" font-family="${FONT}" font-size="20" fill="#ffffff" fill-opacity="0.9">${escapeXml(line2)}</text>
</svg>`;
