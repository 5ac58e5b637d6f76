/** Consecutive load failures after which the client moves to the next backup domain. */
export const DOMAIN_FAILURES_MAX = 3;

/** `https://a.example/` and `a.example` both become `https://a.example`; junk becomes null. */
export function normaliseDomain(domain: string): string | null {
  const text = domain.trim();
  if (!text) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Backup-domain rotation (spec section 8): the API base starts at the page's own origin (''),
 * and after `failuresMax` consecutive network failures moves to the next domain from the domains
 * API, wrapping round. Any successful response resets the count.
 */
export class DomainRotator {
  private candidates: string[] = [''];
  private index = 0;
  private failures = 0;

  constructor(
    private readonly failuresMax = DOMAIN_FAILURES_MAX,
    private readonly ownOrigin: string | null = null,
  ) {}

  /** The API base to prefix paths with; '' means the page's own origin. */
  base(): string {
    return this.candidates[this.index] ?? '';
  }

  setDomains(domains: readonly string[]): void {
    const current = this.base();
    const list = domains.map(normaliseDomain).filter((d): d is string => d !== null && d !== this.ownOrigin);
    this.candidates = ['', ...new Set(list)];
    this.index = Math.max(0, this.candidates.indexOf(current));
  }

  /** Moves to the next candidate now; returns the new base. */
  rotate(): string {
    this.failures = 0;
    this.index = (this.index + 1) % this.candidates.length;
    return this.base();
  }

  /** Counts one load failure; returns true when this failure made the client switch domain. */
  recordFailure(): boolean {
    this.failures += 1;
    if (this.failures < this.failuresMax || this.candidates.length < 2) return false;
    this.rotate();
    return true;
  }

  recordSuccess(): void {
    this.failures = 0;
  }

  get consecutiveFailures(): number {
    return this.failures;
  }
}
