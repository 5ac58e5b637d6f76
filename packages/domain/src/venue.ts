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
