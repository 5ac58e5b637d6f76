import { routeTable } from 'virtual:route-table';
import type { MatchDetail, VideoResponse } from '@courtside/contract';
import { createBrowserSession } from '../api/session';

const session = createBrowserSession();

/** Error codes the player reacts to (packages/contract errors: 10660 not started, 10661 interrupted). */
export class CallError extends Error {
  constructor(readonly code: number) {
    super(`call failed: ${code}`);
  }
}

// The player is its own small page: a plain JSON call with the member's token (or the visitor's cookie).
async function call<T>(path: string, body: unknown): Promise<T> {
  const token = session.getToken();
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; data: T };
  if (envelope.code !== 0) throw new CallError(envelope.code);
  return envelope.data;
}

/** The video call again, for fresh signed URLs of the same stream. */
export const renewVideo = (request: {
  channel: string;
  type: 'LIVE' | 'ANCHOR';
  matchId?: number;
  anchorRoomId?: number;
}) => call<VideoResponse>(routeTable.anchor.video.path, { platform: 'h5', ...request });

export const matchDetail = (matchId: number) => call<MatchDetail>(routeTable.feed.matchDetail.path, { matchId });
