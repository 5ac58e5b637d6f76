import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a launch token carries: who plays which game, with money or play money. */
export interface GameSession {
  siteId: number;
  memberId: number;
  currency: 'RMB' | 'USDT';
  venueCode: string;
  gameCode: string;
  /** A demo session's own id (its play-money purse); null for real money. */
  demo: string | null;
  expiresAt: number;
}

const payload = z.object({
  siteId: z.number().int(),
  memberId: z.number().int(),
  currency: z.enum(['RMB', 'USDT']),
  venueCode: z.string(),
  gameCode: z.string(),
  demo: z.string().nullable(),
  expiresAt: z.number(),
});

const TOKEN_TTL_MS = 12 * 60 * 60_000;

/** When a session's token was issued (every token lives TOKEN_TTL_MS). */
export const issuedAt = (session: GameSession): number => session.expiresAt - TOKEN_TTL_MS;

/** The provider's launch tokens: the session as base64url JSON, signed with HMAC-SHA256. */
export class GameTokens {
  constructor(
    private readonly secret: string,
    private readonly now: () => number,
  ) {}

  private sign(body: string): string {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }

  issue(session: Omit<GameSession, 'expiresAt' | 'demo'>, demo: boolean): string {
    const full: GameSession = {
      ...session,
      demo: demo ? randomBytes(12).toString('hex') : null,
      expiresAt: this.now() + TOKEN_TTL_MS,
    };
    const body = Buffer.from(JSON.stringify(full)).toString('base64url');
    return `${body}.${this.sign(body)}`;
  }

  /** The session a token names, or null when it is forged, malformed or expired. */
  read(token: string): GameSession | null {
    const [body, signature] = token.split('.');
    if (!body || !signature) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    try {
      const parsed = payload.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')));
      return parsed.success && parsed.data.expiresAt > this.now() ? parsed.data : null;
    } catch {
      return null;
    }
  }
}
