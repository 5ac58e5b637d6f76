/**
 * The wheel's drawing and landing maths. Segments are drawn equal in size whatever their weights (the
 * chances are disclosed beside the wheel, not by the width of a slice), clockwise from 12 o'clock,
 * under a pointer fixed at the top.
 */

/** Degrees one segment spans. */
export const segmentAngle = (count: number): number => 360 / count;

/** The angle (clockwise from the top) of a segment's centre. */
export const segmentCentre = (index: number, count: number): number => (index + 0.5) * segmentAngle(count);

/** Whole turns the wheel makes before it settles: enough to read as a spin. */
export const LANDING_TURNS = 6;

/**
 * The rotation (degrees, clockwise, never going backwards) that brings segment `index`'s centre under
 * the pointer, starting from `from` and turning at least `turns` whole times. `jitter` (-0.5..0.5 of
 * a segment) moves the stop off the exact centre so consecutive spins do not look identical; it stays
 * inside the segment.
 */
export function landingRotation(from: number, index: number, count: number, turns = LANDING_TURNS, jitter = 0): number {
  const inside = Math.max(-0.4, Math.min(0.4, jitter)) * segmentAngle(count);
  const wanted = -(segmentCentre(index, count) + inside);
  const delta = (((wanted - from) % 360) + 360) % 360;
  return from + turns * 360 + delta;
}

/** Which segment sits under the pointer when the wheel is turned by `rotation` degrees. */
export function segmentAtPointer(rotation: number, count: number): number {
  const underPointer = (((-rotation % 360) + 360) % 360) / segmentAngle(count);
  return Math.floor(underPointer) % count;
}

/** A point on the wheel (radius r, angle clockwise from the top) in the SVG's centred coordinates. */
const point = (r: number, degrees: number): [number, number] => {
  const rad = (degrees * Math.PI) / 180;
  return [r * Math.sin(rad), -r * Math.cos(rad)];
};

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The SVG path of segment `index` on a wheel of radius `r` centred at the origin. */
export function segmentPath(index: number, count: number, r: number): string {
  const start = index * segmentAngle(count);
  const end = start + segmentAngle(count);
  const [x1, y1] = point(r, start);
  const [x2, y2] = point(r, end);
  const large = end - start > 180 ? 1 : 0;
  return `M0 0L${round(x1)} ${round(y1)}A${r} ${r} 0 ${large} 1 ${round(x2)} ${round(y2)}Z`;
}

/** The colour family of a segment: alternating, with a third for the last of an odd count (no two neighbours alike). */
export const segmentTone = (index: number, count: number): 0 | 1 | 2 =>
  count % 2 === 1 && index === count - 1 ? 2 : ((index % 2) as 0 | 1);

/**
 * A label broken into lines that fit a slice: one line when it fits, else two of near-equal length
 * (18元彩金 -> 18元 / 彩金), the rest cut with an ellipsis when even two are too short.
 */
export function labelLines(label: string, perLine: number): string[] {
  const chars = Array.from(label);
  if (chars.length <= perLine) return [label];
  if (chars.length <= perLine * 2) {
    const half = Math.ceil(chars.length / 2);
    return [chars.slice(0, half).join(''), chars.slice(half).join('')];
  }
  return [chars.slice(0, perLine).join(''), `${chars.slice(perLine, perLine * 2 - 1).join('')}…`];
}
