interface VisibleEnds {
  first: number;
  last: number;
}

// Lengths 4 to 13 come from the spec's table. Longer input is masked like 13 rather than shown in
// full: privacy wins over an unlisted case. Shorter than 4 is returned unchanged, as the issue says.
function visibleEnds(length: number): VisibleEnds | null {
  if (length >= 12) return { first: 4, last: 4 };
  if (length >= 9) return { first: 3, last: 4 };
  if (length === 8) return { first: 2, last: 2 };
  if (length >= 4) return { first: 1, last: 1 };
  return null;
}

function maskMiddle(chars: readonly string[], ends: VisibleEnds, stars: number): string {
  const head = chars.slice(0, ends.first).join('');
  const tail = chars.slice(chars.length - ends.last).join('');
  return `${head}${'*'.repeat(stars)}${tail}`;
}

/**
 * Masks a phone number keeping its length: first N and last M characters stay, one '*' per hidden
 * one (13/12: 4+4, 11-9: 3+4, 8: 2+2, 7-4: 1+1; shorter is unchanged).
 */
export function maskPhone(phone: string | null | undefined): string {
  const chars = Array.from(phone ?? '');
  const ends = visibleEnds(chars.length);
  if (!ends) return chars.join('');
  return maskMiddle(chars, ends, chars.length - ends.first - ends.last);
}

/** Masks a phone number as its first 3 and last 4 characters around exactly four stars. */
export function maskPhone34(phone: string | null | undefined): string {
  const chars = Array.from(phone ?? '');
  // With 7 or fewer characters, first 3 + last 4 would reveal everything, so fall back to maskPhone.
  if (chars.length <= 7) return maskPhone(phone);
  return maskMiddle(chars, { first: 3, last: 4 }, 4);
}

/** Masks an email's local part after its first two characters: `ab***@example.com`. */
export function maskEmail(email: string | null | undefined): string {
  const text = email ?? '';
  const at = text.lastIndexOf('@');
  if (at < 0) return text ? '***' : '';
  return `${Array.from(text.slice(0, at)).slice(0, 2).join('')}***${text.slice(at)}`;
}

/** Masks a real name down to its first character: `张**`; a Latin name keeps its first letter. */
export function maskRealName(name: string | null | undefined): string {
  const chars = Array.from(name ?? '');
  if (chars.length === 0) return '';
  return `${chars[0]}${'*'.repeat(Math.max(1, Math.min(chars.length - 1, 4)))}`;
}

/**
 * Masks a wallet address or e-wallet account: the first and last four characters with `***`
 * between. A short account keeps fewer ends (a quarter of its length each, at least one) so that
 * the mask never gives the whole value away.
 */
export function maskAddress(address: string | null | undefined): string {
  const chars = Array.from(address ?? '');
  if (chars.length === 0) return '';
  const keep = Math.min(4, Math.max(1, Math.floor(chars.length / 4)));
  if (chars.length <= 2 * keep) return '***';
  return `${chars.slice(0, keep).join('')}***${chars.slice(chars.length - keep).join('')}`;
}
