import { api } from '../../../api/client';
import { newRequestId } from '../../../shared/requestId';

/** Enters a game for money: with auto-transfer on, the server moves the centre balance in first. */
export const launchGame = (venueCode: string, gameCode: string) =>
  api.egame.launch({ venueCode, gameCode, requestId: newRequestId() });

/** Tries a game with play money; no wallet is involved. */
export const demoGame = (venueCode: string, gameCode: string) => api.egame.demoLaunch({ venueCode, gameCode });

/** Back from a game: with auto-transfer on, the venue's balance comes home. */
export const leaveGameVenue = (venueCode: string) => api.venue.leave({ venueCode, requestId: newRequestId() });
