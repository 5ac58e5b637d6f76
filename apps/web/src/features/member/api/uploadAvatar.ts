import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarInsertPath, avatarUploadResponse } from '@courtside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { checkImageFile, type ImageFileProblem, uploadFile } from '../../../api/upload';
import type { AvatarItem } from './avatars';
import { memberKeys } from './keys';

export type AvatarFileProblem = ImageFileProblem;

/** The contract's limits, checked before the bytes leave the device. */
export const checkAvatarFile = (file: Pick<File, 'type' | 'size'>): AvatarFileProblem | null =>
  checkImageFile(file, { types: AVATAR_TYPES, maxBytes: AVATAR_MAX_BYTES });

export const uploadAvatar = (file: File, onProgress: (percent: number) => void): Promise<AvatarItem> =>
  uploadFile(avatarInsertPath, file, avatarUploadResponse, onProgress);

/** The upload with its progress (0-100, null when idle); the new avatar is already selected. */
export function useUploadAvatar() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadAvatar(file, setProgress),
    onMutate: () => setProgress(0),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all }),
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
