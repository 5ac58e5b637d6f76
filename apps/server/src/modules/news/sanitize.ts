import sanitizeHtml from 'sanitize-html';

/** Pictures operators uploaded through the console (site module, `/media/up/<hex>.webp`). */
const UPLOADED_IMAGE = /^\/media\/up\/[a-f0-9]{16,64}\.webp$/;

/** An absolute URL of one of the schemes given, parsed (not pattern-matched), or null. */
const absoluteUrl = (value: string, schemes: readonly string[]): string | null => {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  return schemes.includes(url.protocol) && url.hostname !== '' ? url.href : null;
};

const linkHref = (value: string): string | null => absoluteUrl(value, ['http:', 'https:']);

const imageSrc = (value: string): string | null =>
  UPLOADED_IMAGE.test(value.trim()) ? value.trim() : absoluteUrl(value, ['https:']);

/**
 * The article allowlist: a parser (htmlparser2, through sanitize-html) rebuilds the document from
 * the tags and attributes named here and drops everything else — scripts and styles with their
 * content, every event handler, every other attribute. Links keep an absolute http(s) address only
 * and open with rel=noopener; pictures come from our upload path or https. A link or picture whose
 * address is anything else (javascript:, data:, protocol-relative, relative) loses it: the link
 * keeps its text, the picture goes.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'strong', 'em', 'ul', 'ol', 'li', 'a', 'img', 'blockquote', 'br'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href === undefined ? null : linkHref(attribs.href);
      const kept: sanitizeHtml.Attributes = href ? { href, rel: 'noopener noreferrer' } : {};
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const src = attribs.src === undefined ? null : imageSrc(attribs.src);
      const alt = attribs.alt?.slice(0, 120);
      const kept: sanitizeHtml.Attributes = src ? { src, ...(alt ? { alt } : {}) } : {};
      return { tagName, attribs: kept };
    },
  },
  // A picture left without an address is no picture.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The article's HTML as members may see it. */
export const sanitizeArticle = (html: string): string => sanitizeHtml(html, OPTIONS).trim();

/** The text a reader reads (no tags), for length checks and summaries. */
export const plainText = (html: string): string =>
  sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
