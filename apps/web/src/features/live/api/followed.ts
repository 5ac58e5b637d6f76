import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const followedKey = ['live', 'followed'] as const;

/** 我的关注: the rooms of the anchors the member follows, on air first (members only). */
export const useFollowed = (enabled: boolean) =>
  useQuery({
    queryKey: followedKey,
    queryFn: () => api.anchor.followed({}),
    enabled,
  });
