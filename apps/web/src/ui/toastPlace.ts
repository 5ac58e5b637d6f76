/**
 * Where the next toast goes so it covers no title, selector or dialog: the first row, from the
 * theme's offset (below the header and the page's title band) down, whose band is clear of every
 * heading's words, tab list, choice group, select and open dialog in the toast's column. With a
 * dialog open the search starts at the top of the screen (over the dimmed page, above the dialog).
 * Pure over the rectangles, so it is tested without a browser's layout.
 */
export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface Placement {
  /** The theme's offset (px from the top): where a toast goes when nothing is in its way. */
  preferred: number;
  /** The band a toast takes (its height and a gap), px. */
  band: number;
  /** The toast's column, px from the left. */
  column: { left: number; right: number };
  viewportHeight: number;
  /** Room kept at the foot (tab bar, slip bar), px. */
  footer: number;
  obstacles: readonly Box[];
  dialog: boolean;
}

const MARGIN = 8;

export function toastTop(p: Placement): number {
  const inColumn = p.obstacles.filter((o) => o.right > p.column.left && o.left < p.column.right && o.bottom > o.top);
  const clear = (top: number) => inColumn.every((o) => o.bottom <= top || o.top >= top + p.band);
  const start = p.dialog ? MARGIN : p.preferred;
  const candidates = [start, ...inColumn.map((o) => Math.ceil(o.bottom) + MARGIN).filter((y) => y > start)].sort(
    (a, b) => a - b,
  );
  const last = p.viewportHeight - p.footer - p.band;
  for (const top of candidates) {
    if (top > last) break;
    if (clear(top)) return top;
  }
  // Nowhere clear (a dialog as tall as the screen): above it, over the dimmed page, or the default.
  return p.dialog ? MARGIN : p.preferred;
}

/** The page's obstacles as the browser lays them out now. */
export function measure(): Omit<Placement, 'band' | 'column'> {
  const probe = document.createElement('div');
  probe.style.cssText =
    'position:fixed;visibility:hidden;pointer-events:none;top:var(--toast-offset-top);' +
    'bottom:calc(var(--layout-tabbar-height, 0px) + var(--safe-bottom, 0px) + var(--slip-bar-room, 0px));';
  document.body.append(probe);
  const rect = probe.getBoundingClientRect();
  const preferred = rect.top;
  const footer = window.innerHeight - rect.bottom;
  probe.remove();
  const obstacles: Box[] = [];
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter(
    (el) => el.getClientRects().length > 0,
  );
  for (const el of dialogs) obstacles.push(el.getBoundingClientRect());
  const range = document.createRange();
  for (const el of document.querySelectorAll<HTMLElement>('h1, h2, h3, [data-page-title]')) {
    // A heading's box spans its row; its words end where their text does.
    range.selectNodeContents(el);
    const words = range.getBoundingClientRect();
    if (words.height > 0) obstacles.push(words);
  }
  for (const el of document.querySelectorAll<HTMLElement>(
    '[role="tablist"], [role="radiogroup"], select, [data-toast-avoid]',
  )) {
    const box = el.getBoundingClientRect();
    if (box.height > 0) obstacles.push(box);
  }
  return { preferred, footer, viewportHeight: window.innerHeight, obstacles, dialog: dialogs.length > 0 };
}
