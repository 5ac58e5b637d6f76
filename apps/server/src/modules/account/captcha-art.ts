import { randomInt } from 'node:crypto';

/**
 * The pictures of our own captchas, as SVG. The image captcha draws digits as jittered strokes
 * (no <text>, so the answer is not in the markup); the slider draws a random scene with a gap.
 */

// Each digit as strokes on a 10 x 16 grid.
const DIGIT_STROKES: Record<string, string[]> = {
  '0': ['M1 1 L9 1 L9 15 L1 15 Z'],
  '1': ['M3 4 L6 1 L6 15', 'M3 15 L9 15'],
  '2': ['M1 3 Q5 -1 9 3 Q9 7 1 15 L9 15'],
  '3': ['M1 1 L9 1 L5 7 Q10 8 9 12 Q7 16 1 14'],
  '4': ['M7 15 L7 1 L1 11 L9 11'],
  '5': ['M9 1 L2 1 L1 7 Q9 5 9 11 Q8 16 1 14'],
  '6': ['M8 1 Q1 4 1 11 Q2 15 5 15 Q9 15 9 11 Q9 7 5 7 Q2 7 1 10'],
  '7': ['M1 1 L9 1 L4 15'],
  '8': ['M5 7 Q1 6 2 3 Q3 1 5 1 Q8 1 8 3 Q9 6 5 7 Q1 8 1 12 Q2 15 5 15 Q9 15 9 12 Q9 8 5 7'],
  '9': ['M9 6 Q8 9 5 9 Q1 9 1 5 Q1 1 5 1 Q9 1 9 6 L8 15'],
};

const jitter = (spread: number): number => (randomInt(2001) / 1000 - 1) * spread;
const hue = (): number => randomInt(360);

/** An SVG picture of `digits`, 120 x 44, with noise lines and dots. */
export const drawImageCaptcha = (digits: string): string => {
  const glyphs = [...digits]
    .map((digit, i) => {
      const x = 12 + i * 26 + jitter(3);
      const y = 6 + jitter(3);
      const rotate = jitter(18).toFixed(1);
      const scale = (1.9 + jitter(0.2)).toFixed(2);
      const strokes = (DIGIT_STROKES[digit] ?? [])
        .map(
          (d) =>
            `<path d="${d}" fill="none" stroke="hsl(${hue()},60%,32%)" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`,
        )
        .join('');
      return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rotate} 5 8) scale(${scale} ${(1.5 + jitter(0.1)).toFixed(2)})">${strokes}</g>`;
    })
    .join('');
  const noise = Array.from(
    { length: 5 },
    () =>
      `<path d="M${randomInt(120)} ${randomInt(44)} Q${randomInt(120)} ${randomInt(44)} ${randomInt(120)} ${randomInt(44)}" stroke="hsl(${hue()},50%,55%)" stroke-width="1.2" fill="none"/>`,
  ).join('');
  const dots = Array.from(
    { length: 30 },
    () => `<circle cx="${randomInt(120)}" cy="${randomInt(44)}" r="1" fill="hsl(${hue()},50%,50%)"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="hsl(${hue()},40%,94%)"/>${dots}${glyphs}${noise}</svg>`;
};

export const SLIDER = { width: 280, height: 160, pieceSize: 44 } as const;

export interface SliderScene {
  x: number;
  y: number;
  seed: number;
}

/** A fresh puzzle: where the gap is; the scene itself is redrawn from the seed. */
export const newSliderScene = (): SliderScene => ({
  x: 70 + randomInt(SLIDER.width - SLIDER.pieceSize - 80),
  y: 10 + randomInt(SLIDER.height - SLIDER.pieceSize - 20),
  seed: randomInt(2 ** 31),
});

/** A small deterministic generator, so the background and the piece draw the same scene. */
const seeded = (seed: number) => {
  let state = seed || 1;
  return (max: number): number => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % max;
  };
};

const sceneShapes = (seed: number): string => {
  const next = seeded(seed);
  const base = next(360);
  const shapes = Array.from({ length: 14 }, () => {
    const color = `hsl(${(base + next(120)) % 360},${45 + next(30)}%,${40 + next(30)}%)`;
    return next(2) === 0
      ? `<circle cx="${next(SLIDER.width)}" cy="${next(SLIDER.height)}" r="${10 + next(40)}" fill="${color}" opacity="0.8"/>`
      : `<rect x="${next(SLIDER.width)}" y="${next(SLIDER.height)}" width="${20 + next(70)}" height="${10 + next(50)}" fill="${color}" opacity="0.75" transform="rotate(${next(90)} 140 80)"/>`;
  }).join('');
  return `<rect width="${SLIDER.width}" height="${SLIDER.height}" fill="hsl(${base},35%,80%)"/>${shapes}`;
};

const dataUrl = (svg: string): string => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

/** The background with the gap darkened, and the piece cut from the same scene. */
export const drawSlider = (scene: SliderScene): { background: string; piece: string } => {
  const shapes = sceneShapes(scene.seed);
  const { width, height, pieceSize } = SLIDER;
  const gap = `<rect x="${scene.x}" y="${scene.y}" width="${pieceSize}" height="${pieceSize}" rx="6" fill="#000" opacity="0.45" stroke="#fff" stroke-width="2"/>`;
  const background = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${shapes}${gap}</svg>`;
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${pieceSize}" height="${pieceSize}" viewBox="${scene.x} ${scene.y} ${pieceSize} ${pieceSize}"><clipPath id="p"><rect x="${scene.x}" y="${scene.y}" width="${pieceSize}" height="${pieceSize}" rx="6"/></clipPath><g clip-path="url(#p)">${shapes}</g><rect x="${scene.x + 1}" y="${scene.y + 1}" width="${pieceSize - 2}" height="${pieceSize - 2}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  return { background: dataUrl(background), piece: dataUrl(piece) };
};
