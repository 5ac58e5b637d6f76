import type { Page } from 'playwright-core';

/**
 * The Long Animation Frames API in a page: every frame over 50 ms, with its blocking and layout time
 * and the scripts that ran in it (their file name kept in `source`), gathered in `window.__frames`.
 */
export interface LongFrame {
  duration: number;
  blocking: number;
  layout: number;
  scripts: { source: string; duration: number; layout: number }[];
}

export const LOAF_OBSERVER = `
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__frames.push({
        duration: Math.round(e.duration),
        blocking: Math.round(e.blockingDuration),
        layout: Math.round(e.startTime + e.duration - (e.styleAndLayoutStart || e.startTime + e.duration)),
        scripts: (e.scripts || []).map((s) => ({
          source: [s.invokerType, s.invoker, (s.sourceURL || '').replace(/^.*\\//, ''), s.sourceFunctionName].filter(Boolean).join(' '),
          duration: Math.round(s.duration),
          layout: Math.round(s.forcedStyleAndLayoutDuration),
        })),
      });
    }
  }).observe({ type: 'long-animation-frame' });
`;

/** The frames the observer has gathered so far. */
export const longFrames = (page: Page): Promise<LongFrame[]> =>
  page.evaluate(() => (window as unknown as { __frames: LongFrame[] }).__frames);

/** One long frame in a line: its length, where it went, and every script in it with its forced layout. */
export const describeFrame = (f: LongFrame): string => {
  const scripts = f.scripts.map((s) => `${s.source} ${s.duration} ms (layout ${s.layout})`).join('; ');
  return `${f.duration} ms (blocking ${f.blocking}, style+layout+paint ${f.layout}): ${scripts || 'no script'}`;
};
