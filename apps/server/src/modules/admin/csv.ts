/** One CSV line (RFC 4180): every field quoted, quotes doubled; a leading formula sign is defused. */
export const csvLine = (fields: readonly string[]): string =>
  `${fields.map((f) => `"${(/^[=+\-@]/.test(f) ? `'${f}` : f).replaceAll('"', '""')}"`).join(',')}\r\n`;

/** The byte-order mark makes spreadsheet programs read the Chinese text as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A field as the file shows it: text as it is, numbers and flags as written, nested values as JSON. */
export const csvField = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
};
