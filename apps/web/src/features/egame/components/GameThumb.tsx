import type { CSSProperties } from 'react';
import styles from './GameThumb.module.css';

/** A stable hue per game code, so a game keeps its colours everywhere. */
export function thumbHue(code: string): number {
  let h = 7;
  for (const ch of code) h = (h * 31 + ch.charCodeAt(0)) % 360;
  return h;
}

const RAYS = Array.from({ length: 12 }, (_, i) => i * 30);

/**
 * Generated game art in one style for the whole catalogue: a sunburst in the game's own hue, a gold
 * medallion with the first character of its name, and the brand on a ribbon.
 */
export function GameThumb({ code, name, brand }: { code: string; name: string; brand: string }) {
  const style = { '--thumb-hue': thumbHue(code) } as CSSProperties;
  const glyph = Array.from(name)[0] ?? '';
  const id = `thumb-${code}`;
  return (
    <svg className={styles.thumb} style={style} viewBox="0 0 100 100" role="img" aria-label={name}>
      <defs>
        <radialGradient id={`${id}-bg`} cx="50%" cy="42%" r="70%">
          <stop offset="0%" className={styles.bgInner} />
          <stop offset="100%" className={styles.bgOuter} />
        </radialGradient>
        <linearGradient id={`${id}-gold`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" className={styles.goldTop} />
          <stop offset="100%" className={styles.goldBottom} />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#${id}-bg)`} />
      <g className={styles.rays}>
        {RAYS.map((deg) => (
          <path key={deg} d="M50 42 L46 -10 L54 -10 Z" transform={`rotate(${deg + (thumbHue(code) % 30)} 50 42)`} />
        ))}
      </g>
      <circle cx="50" cy="42" r="24" fill={`url(#${id}-gold)`} className={styles.medal} />
      <circle cx="50" cy="42" r="19" className={styles.medalInner} />
      <text x="50" y="50" textAnchor="middle" className={styles.glyph}>
        {glyph}
      </text>
      <rect x="0" y="78" width="100" height="22" className={styles.ribbon} />
      <text x="50" y="93" textAnchor="middle" className={styles.brand}>
        {brand}
      </text>
    </svg>
  );
}
