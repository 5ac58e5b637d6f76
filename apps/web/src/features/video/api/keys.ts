import type { SportId } from '@courtside/contract';

export const videoKeys = {
  all: ['video'] as const,
  liveList: (sport: SportId | null) => [...videoKeys.all, 'liveList', sport ?? 'all'] as const,
  anchorMatches: (sport: SportId) => [...videoKeys.all, 'anchorMatches', sport] as const,
  room: (roomId: number) => [...videoKeys.all, 'room', roomId] as const,
  sources: (type: string, id: number) => [...videoKeys.all, 'sources', type, id] as const,
};
