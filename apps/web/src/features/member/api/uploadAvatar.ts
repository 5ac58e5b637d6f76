import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  avatarInsertPath,
  avatarUploadResponse,
  Errors,
  errorByCode,
} from '@courtside/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { domains, session, transport } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { i18n } from '../../../i18n';
import { notify } from '../../../ui/toast';
import type { AvatarItem } from './avatars';
import { memberKeys } from './keys';

/** Uploads wait longer than the 30 s JSON calls: a 2 MB picture on a slow phone line takes a while. */
const UPLOAD_TIMEOUT_MS = 60_000;

export type AvatarFileProblem = 'type' | 'size' | 'empty';

/** The contract's limits, checked before the bytes leave the device. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarFileProblem | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}

const isEnvelope = (value: unknown): value is { code: number; data: unknown; msg: string } =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number';

function networkFailure(message: string): ApiError {
  transport.domains.recordFailure();
  notify(message);
  return new ApiError('network', message);
}

/**
 * Sends the picture as multipart field `file` by XHR (spec section 7: "file upload by XHR"), which,
 * unlike fetch, reports upload progress. The answer is the usual envelope; a non-zero code gets the
 * same catalogue reaction as any other call (toast, or logout for a dead session).
 */
export function uploadAvatar(file: File, onProgress: (percent: number) => void): Promise<AvatarItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${domains.base()}${avatarInsertPath}`);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.responseType = 'json';
    const token = session.getToken();
    if (token) xhr.setRequestHeader('token', token);
    xhr.setRequestHeader('language', i18n.language);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      const body: unknown = xhr.response;
      if (!isEnvelope(body)) {
        reject(networkFailure(i18n.t('errors.networkStatus', { status: xhr.status })));
        return;
      }
      transport.domains.recordSuccess();
      if (body.code === 0) {
        const item = avatarUploadResponse.safeParse(body.data);
        if (item.success) resolve(item.data);
        else reject(networkFailure(i18n.t('errors.badResponse')));
        return;
      }
      const spec = errorByCode(body.code) ?? { ...Errors.internal, code: body.code };
      reject(transport.reactor.react(spec, body));
    };
    xhr.onerror = () => reject(networkFailure(i18n.t('errors.network')));
    xhr.ontimeout = () => reject(networkFailure(i18n.t('errors.timeoutToast')));
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** The upload with its progress (0-100, null when idle); the new avatar is already selected. */
export function useUploadAvatar() {
  const client = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadAvatar(file, setProgress),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess: () => client.invalidateQueries({ queryKey: memberKeys.all }),
  });
  return { ...mutation, progress };
}
