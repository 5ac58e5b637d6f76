import { api } from '../../../api/client';
import { newRequestId } from '../../../shared/requestId';

/** Enters a game for money: with auto-transfer on, the server moves the centre balance in first. */
export const launchGame = (venueCode: string, gameCode: string) =>
  api.egame.launch({ venueCode, gameCode, requestId: newRequestId() });

/** Tries a game with play money; no wallet is involved. */
export const demoGame = (venueCode: string, gameCode: string) => api.egame.demoLaunch({ venueCode, gameCode });

/** Back from a game: with auto-transfer on, the venue's balance comes home. */
export const leaveGameVenue = (venueCode: string) => api.venue.leave({ venueCode, requestId: newRequestId() });

/**
 * What the lobby hands the game page it opens: the amount auto-transfer moved in, which the page's
 * bar shows for a moment (a toast there would cover the top of the game, the dealer on a phone).
 */
export interface GameEntryState {
  transferredIn: string;
}

/** The amount moved in on entry, from the router's location state (anything else reads as none). */
export const transferredInOf = (state: unknown): string | null => {
  if (typeof state !== 'object' || state === null || !('transferredIn' in state)) return null;
  const { transferredIn } = state;
  return typeof transferredIn === 'string' ? transferredIn : null;
};
