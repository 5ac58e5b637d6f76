import { games } from '../games';
import { drawGame } from './pictures';
import { gameArtFile } from './url';

/** Every demo game's picture, as the shared media rows the seed upserts (served at `gameArtUrl`). */
export const gameArt: readonly { id: string; body: string }[] = games.map((game) => {
  const body = drawGame(game);
  if (!body) throw new Error(`no picture drawn for the demo game ${game.venueCode}:${game.gameCode}`);
  return { id: `games/${gameArtFile(game.venueCode, game.gameCode)}`, body };
});
