/**
 * The first screen the server writes into the home page's HTML (SiteService.firstScreen): the top
 * bar and the first banner where the app draws them, over the page, so the member sees the banner
 * while the app's code loads. It covers the app until the app's own banner is up, then goes in the
 * same frame; the app's page was laid out beneath it all along, so nothing moves.
 */
const FIRST_PAINT_ID = 'first-paint';
/** However the app fares (a failed chunk, a redirect), the drawing stops covering it by then. */
const LONGEST_MS = 8_000;

export const takeDownFirstPaint = (): void => {
  document.getElementById(FIRST_PAINT_ID)?.remove();
};

export const limitFirstPaint = (): void => {
  if (document.getElementById(FIRST_PAINT_ID)) setTimeout(takeDownFirstPaint, LONGEST_MS);
};
