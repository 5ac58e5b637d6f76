import { z } from 'zod';
import { requestId, venueCode } from '../common';

/** Venues and their game entrances as the lobby sees them (spec sections 3 and 4). */

export const venueKind = z.enum(['sports', 'esports', 'live', 'egame']);

export const venueSummary = z.object({
  venueCode: z.string(),
  venueName: z.string(),
  venueEnName: z.string(),
  kind: venueKind,
  /** Spec section 4: 0 is open; 1 is maintenance. */
  status: z.number().int(),
  isDisplay: z.number().int(),
  open: z.boolean(),
});
export type VenueSummary = z.infer<typeof venueSummary>;

/** A game entrance beside the live rooms (spec section 3, game channel entry). */
export const gameChannel = z.object({
  channelName: z.string(),
  enName: z.string(),
  venueCode: z.string(),
  siteAnchorGameEntranceV4: z.number().int(),
  isDisplay: z.number().int(),
  isDisplayMaintainVenue: z.number().int(),
  /** Whether its venue takes players now; a shown entry of a venue in maintenance says so. */
  venueOpen: z.boolean(),
});

export const venueOnlyRequest = z.object({ venueCode, requestId });

/** Entering a venue: where its game opens, and what auto-transfer moved in on the way. */
export const launchResult = z.object({
  url: z.string(),
  /** "0.00" when auto-transfer is off or the centre wallet was empty. */
  transferred: z.string(),
  state: z.enum(['posted', 'pending', 'voided', 'none']),
});
export const leaveResult = launchResult.omit({ url: true });
