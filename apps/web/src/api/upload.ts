import { Errors, errorByCode } from '@courtside/contract';
import type { z } from 'zod';
import { i18n } from '../i18n';
import { notify } from '../ui/toast';
import { domains, session, transport } from './client';
import { ApiError } from './errors';

/** Uploads wait longer than the 30 s JSON calls: a few MB on a slow phone line takes a while. */
const UPLOAD_TIMEOUT_MS = 60_000;

export type ImageFileProblem = 'type' | 'size' | 'empty';

/** The contract's limits for an image, checked before the bytes leave the device. */
export function checkImageFile(
  file: Pick<File, 'type' | 'size'>,
  limits: { types: readonly string[]; maxBytes: number },
): ImageFileProblem | null {
  if (!limits.types.includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > limits.maxBytes) return 'size';
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
 * Sends one file as multipart field `file` by XHR (spec section 7: "file upload by XHR"), which,
 * unlike fetch, reports upload progress. The answer is the usual envelope; a non-zero code gets the
 * same catalogue reaction as any other call (toast, or logout for a dead session).
 */
export function uploadFile<T>(
  path: string,
  file: File,
  response: z.ZodType<T>,
  onProgress: (percent: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${domains.base()}${path}`);
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
        const parsed = response.safeParse(body.data);
        if (parsed.success) resolve(parsed.data);
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
