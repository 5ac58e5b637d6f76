/**
 * 竞猜's query keys, under 'promo' so logout and the promotions' pushes read them again with the other
 * offers; keyed by the session, so logging in reads the member's own answers and buff cards.
 */
export const guessKeys = {
  all: () => ['promo', 'guess'] as const,
  info: (loggedIn: boolean) => ['promo', 'guess', 'info', loggedIn] as const,
  entries: (page: number) => ['promo', 'guess', 'entries', page] as const,
  board: (loggedIn: boolean) => ['promo', 'guess', 'board', loggedIn] as const,
};
