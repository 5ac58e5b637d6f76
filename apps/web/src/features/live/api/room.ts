import type { RoomView } from '@courtside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { toastUnhandled } from '../../../shared/failure';
import { followedKey } from './followed';

export const roomKey = (roomId: number) => ['live', 'room', roomId] as const;

export const useRoom = (roomId: number) =>
  useQuery({
    queryKey: roomKey(roomId),
    queryFn: () => api.anchor.room({ roomId }),
    enabled: Number.isSafeInteger(roomId) && roomId > 0,
  });

/** 关注 / 取消关注: the answer's follower count replaces the room's. */
export const useFollow = (roomId: number) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { anchorId: number; follow: boolean }) => api.anchor.follow(input),
    onSuccess: (result) => {
      client.setQueryData<RoomView>(roomKey(roomId), (room) =>
        room ? { ...room, anchor: { ...room.anchor, following: result.following, followers: result.followers } } : room,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: followedKey }),
    onError: toastUnhandled,
  });
};
