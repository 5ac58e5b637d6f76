/** The open/display flags of a venue item as the API sends them. */
export interface VenueFlags {
  status?: number | null;
  isDisplay?: number | null;
}

/** Strict venue-open check: status is exactly 0. */
export function isVenueOpenStrict(venue: VenueFlags): boolean {
  return venue.status === 0;
}

/** Loose venue-open check: status is not 1 and isDisplay is not 1 (missing flags pass). */
export function isVenueOpenLoose(venue: VenueFlags): boolean {
  return venue.status !== 1 && venue.isDisplay !== 1;
}

/**
 * Game-lobby code for /app/egame/{code}: 'dz' for the first venue or YBDZ, 'by' for keys
 * starting with yb, else the key's first two letters in lower case.
 */
export function egameCode(venueKey: string, isFirstVenue: boolean): string {
  const key = venueKey.trim().toLowerCase();
  // YBDZ is compared ignoring case too, so 'ybdz' does not fall into the 'by' rule below.
  if (isFirstVenue || key === 'ybdz') return 'dz';
  if (key.startsWith('yb')) return 'by';
  return key.slice(0, 2);
}

/**
 * Venue entrances that are pages of this site rather than a provider's lobby: the house sportsbook
 * (YB 体育) and its esports tab (YB 电竞, whose bets go on the sports wallet like every other sport).
 */
const SPORTSBOOK_ENTRANCES: Readonly<Record<string, string>> = {
  OBTY: '/app/sports',
  OBDJ: '/app/sports?sport=esports',
};

/** Where a venue's tile leads when the house sportsbook serves it, or null for a provider's lobby. */
export function sportsbookEntrance(venueCode: string): string | null {
  return SPORTSBOOK_ENTRANCES[venueCode] ?? null;
}
