/**
 * The wheel's query keys, under 'promo' so logout and the promotions' pushes read them again with the
 * other offers; keyed by the session, so logging in reads the member's own chances and seed.
 */
export const wheelKeys = {
  all: () => ['promo', 'wheel'] as const,
  info: (loggedIn: boolean) => ['promo', 'wheel', 'info', loggedIn] as const,
  draws: (page: number) => ['promo', 'wheel', 'draws', page] as const,
};
