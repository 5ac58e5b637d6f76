import AhoCorasick from 'modern-ahocorasick';

const MASK = '*';

/**
 * The sensitive-word filter: one Aho-Corasick automaton over the operator's word list, so a message
 * is scanned once however long the list grows. Matched words are masked, one `*` per character;
 * Latin letters match regardless of case.
 */
export class WordFilter {
  private readonly matcher: AhoCorasick | null;

  constructor(words: readonly string[]) {
    const patterns = [...new Set(words.map((w) => w.trim().toLowerCase()).filter((w) => w !== ''))];
    this.matcher = patterns.length > 0 ? new AhoCorasick(patterns) : null;
  }

  /** The text with every listed word masked, and whether anything was. */
  mask(text: string): { text: string; masked: boolean } {
    if (!this.matcher) return { text, masked: false };
    const lower = text.toLowerCase();
    // Offsets from the lowered text index the original only while lowering kept the length, which
    // it does for Chinese and ASCII; a text where it did not (rare letters) is scanned as it came.
    const scanned = lower.length === text.length ? lower : text;
    const hits = this.matcher.search(scanned, { strategy: 'leftmost-longest' });
    if (hits.length === 0) return { text, masked: false };
    let out = '';
    let at = 0;
    for (const hit of hits) {
      out += text.slice(at, hit.start) + MASK.repeat([...text.slice(hit.start, hit.end)].length);
      at = hit.end;
    }
    return { text: out + text.slice(at), masked: true };
  }
}
