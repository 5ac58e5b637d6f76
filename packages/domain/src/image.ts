/** The picture formats an operator may upload: what the member site's browsers all show. */
export type UploadImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/**
 * The image type a file really is, read from its first bytes (its "magic number"), or null when it
 * is none of PNG, JPEG and WebP. A file's name and the type its sender claims are not trusted: a
 * script renamed `banner.png` starts with its own bytes, not PNG's.
 */
export const sniffImageType = (bytes: Uint8Array): UploadImageType | null => {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  // RIFF, four bytes of length, then the form type WEBP.
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return null;
};
