/** A game's picture by its venue and code (a table's code repeats across venues): its media id's file. */
export const gameArtFile = (venueCode: string, gameCode: string) => `${venueCode.toLowerCase()}-${gameCode}.svg`;

/** Where the site serves a game's picture: the site module's media route, under `/media/games/`. */
export const gameArtUrl = (venueCode: string, gameCode: string) => `/media/games/${gameArtFile(venueCode, gameCode)}`;
