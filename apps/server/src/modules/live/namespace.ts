import { LIVE_NAMESPACE } from '@courtside/contract';
import { siteIdFallback } from '@courtside/domain';
import type { Namespace, Server } from 'socket.io';
import { DomainError } from '../../platform/errors';
import type { SessionService } from '../account/sessions';

/** The room of one member's own pushes (balance); only their authenticated sockets join it. */
export const memberRoom = (siteId: number, memberId: number): string => `member:${siteId}:${memberId}`;

/**
 * The `/live` namespace. A socket that brings a session token joins its member's room; one without
 * is a visitor (public pushes only). A bad or revoked token is refused with the code its HTTP call
 * would get, so the web app reacts the same way.
 */
export const registerLiveNamespace = (io: Server, sessions: SessionService, defaultSiteId: number): Namespace => {
  const live = io.of(LIVE_NAMESPACE);
  live.use((socket, next) => {
    const token = (socket.handshake.auth as { token?: unknown }).token;
    if (token === undefined || token === null || token === '') {
      next();
      return;
    }
    const header = socket.handshake.headers['x-site-id'];
    const siteId = siteIdFallback(
      typeof header === 'string' && /^\d{1,9}$/.test(header) ? Number(header) : defaultSiteId,
    );
    sessions
      .authenticate(typeof token === 'string' ? token : null, siteId, socket.handshake.address)
      .then((auth) => {
        void socket.join(memberRoom(auth.siteId, auth.memberId));
        next();
      })
      .catch((error: unknown) => {
        const refusal = new Error(error instanceof DomainError ? error.message : 'unauthorized') as Error & {
          data?: unknown;
        };
        refusal.data = { code: error instanceof DomainError ? error.spec.code : 10401 };
        next(refusal);
      });
  });
  return live;
};
