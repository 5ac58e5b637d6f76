import { sandboxGameRoutes } from '@courtside/contract';
import { fromMinorUnits } from '@courtside/domain';
import { DomainError } from '../../platform/errors';
import type { RouteKit } from '../../platform/http';
import { isAllowanceUsed } from './allowance';
import type { SessionCuts } from './cuts';
import type { SandboxGames } from './provider';
import { symbolArtBase, symbolPicture } from './symbol-art';
import type { GameSession, GameTokens } from './token';

/** The provider's API its game client calls with the launch token (only with SANDBOX=1). */
export const registerSandboxGameRoutes = (
  http: RouteKit,
  games: SandboxGames,
  tokens: GameTokens,
  cuts: SessionCuts,
): void => {
  const live = async (token: string): Promise<GameSession> => {
    const found = tokens.read(token);
    if (!found) throw new DomainError('invalidParameter', { msg: '游戏会话已失效，请重新进入游戏' });
    if (await cuts.ended(found)) throw new DomainError('invalidParameter', { msg: '游戏会话已由平台结束' });
    return found;
  };
  const session = async (token: string, engine: 'slot' | 'baccarat'): Promise<GameSession> => {
    const found = await live(token);
    const isTable = found.gameCode.startsWith('baccarat-');
    if ((engine === 'baccarat') !== isTable) throw new DomainError('invalidParameter', { msg: '游戏不支持该操作' });
    return found;
  };
  const r = sandboxGameRoutes;
  http.public(r.session, async (input) => {
    const found = await live(input.token);
    const engine = found.gameCode.startsWith('baccarat-') ? 'baccarat' : 'slot';
    return {
      demo: found.demo !== null,
      venueCode: found.venueCode,
      gameCode: found.gameCode,
      engine,
      art: engine === 'slot' ? symbolArtBase(found.gameCode) : '',
      balance: fromMinorUnits(await games.balance(found)),
      serverSeedHash: engine === 'slot' ? await games.nextSeedHash(found) : '',
    } as const;
  });
  /** A round past the operator's allowance ends the member's game session, as the operator asked. */
  const capped = async <T>(found: GameSession, round: () => Promise<T>): Promise<T> => {
    try {
      return await round();
    } catch (error) {
      if (isAllowanceUsed(error)) await cuts.cut(found.siteId, found.memberId);
      throw error;
    }
  };
  http.public(r.spin, async (input) => {
    const found = await session(input.token, 'slot');
    return capped(found, () => games.spin(found, input.roundId, input.bet, input.clientSeed));
  });
  http.public(r.table, async (input) => games.table(await session(input.token, 'baccarat')));
  http.public(r.bet, async (input) => {
    const found = await session(input.token, 'baccarat');
    return capped(found, () => games.bet(found, input.roundId, input.hand, input.bets));
  });
  http.public(r.verifyRound, (input) => games.roundProof(input.roundId));
  http.public(r.verifyShoe, (input) => games.shoeProof(input.venueCode, input.tableCode, input.shoeNo));
};

/** The slot symbols' pictures, drawn once per process and cached by the browser for a day. */
export const registerSymbolArt = (http: RouteKit): void => {
  http.app.get('/sandbox/games/art/:game/:symbol', { schema: { hide: true } }, async (request, reply) => {
    const { game, symbol } = request.params as { game: string; symbol: string };
    const picture = /^[A-Z0-9]{1,3}\.svg$/.test(symbol) ? symbolPicture(game, symbol.slice(0, -4)) : null;
    if (!picture) return reply.status(404).type('text/plain').send('not found');
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(picture);
  });
};
