/**
 * The drawn size of the site's artwork (the seed draws banners, venue tiles, icons and floating
 * windows at these sizes; an operator's uploads follow the same formats). Given to <img> as width and
 * height, they let the browser reserve each picture's box before it arrives, so nothing jumps.
 * CSS decides the size on screen.
 */
export const mediaSize = {
  banner: { width: 1500, height: 600 },
  tile: { width: 480, height: 300 },
  icon: { width: 96, height: 96 },
  floatingWindow: { width: 160, height: 200 },
  avatar: { width: 256, height: 256 },
} as const;
