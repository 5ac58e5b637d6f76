import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { videoKeys } from './keys';

export type SourcesRequest = { type: 'LIVE'; matchId: number } | { type: 'ANCHOR'; anchorRoomId: number };

export const fetchSources = (request: SourcesRequest) =>
  api.anchor.video({ channel: 'OBTY', platform: 'h5', ...request });

const idOf = (request: SourcesRequest) => (request.type === 'ANCHOR' ? request.anchorRoomId : request.matchId);

/**
 * The signed sources of a stream. The player renews them itself before they expire, so the page
 * reads them once per stream it opens (a new read would restart the player).
 */
export const useSources = (request: SourcesRequest | null) =>
  useQuery({
    queryKey: request ? videoKeys.sources(request.type, idOf(request)) : videoKeys.sources('none', 0),
    queryFn: () => fetchSources(request as SourcesRequest),
    enabled: request !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
