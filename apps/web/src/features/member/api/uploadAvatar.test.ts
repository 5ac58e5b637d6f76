import { AVATAR_MAX_BYTES, avatarInsertPath } from '@courtside/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installErrorEffects, session } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { spyEffects } from '../../../api/testing';
import { checkAvatarFile, uploadAvatar } from './uploadAvatar';

/** Enough of XMLHttpRequest to see what was sent and to answer like the server. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 200;
  response: unknown = null;
  timeout = 0;
  responseType = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(response: unknown, status = 200) {
    this.status = status;
    this.response = response;
    this.onload?.();
  }
}

const picture = (type: string, size: number) => new File([new Uint8Array(size)], 'me.png', { type });

describe('avatar file checks', () => {
  it('accepts png, jpeg and webp up to the contract limit', () => {
    expect(checkAvatarFile({ type: 'image/png', size: 10 })).toBeNull();
    expect(checkAvatarFile({ type: 'image/jpeg', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(checkAvatarFile({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses other types, empty files and files over 2 MB', () => {
    expect(checkAvatarFile({ type: 'image/gif', size: 10 })).toBe('type');
    expect(checkAvatarFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkAvatarFile({ type: '', size: 10 })).toBe('type');
    expect(checkAvatarFile({ type: 'image/png', size: 0 })).toBe('empty');
    expect(checkAvatarFile({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });
});

describe('avatar upload by XHR', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    session.clear();
  });

  it('posts the file as multipart field "file" with the token, reports progress, resolves with the avatar', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    session.setToken('tok-1');
    const progress: number[] = [];
    const file = picture('image/png', 64);
    const done = uploadAvatar(file, (percent) => progress.push(percent));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(new URL(xhr.url, 'http://localhost').pathname).toBe(avatarInsertPath);
    expect(xhr.headers.token).toBe('tok-1');
    expect(xhr.body?.get('file')).toBeInstanceOf(File);

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 32, total: 64 } as ProgressEvent);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 64, total: 64 } as ProgressEvent);
    const avatar = { id: 9, url: '/media/avatars/9.webp', kind: 'upload', selected: true };
    xhr.answer({ code: 0, data: avatar, msg: 'success' });
    await expect(done).resolves.toEqual(avatar);
    expect(progress).toEqual([50, 100]);
  });

  it('gives a refused upload the catalogue reaction: the server message is toasted once', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const effects = spyEffects({ pathname: '/app/member/avatar' });
    installErrorEffects(effects);
    const done = uploadAvatar(picture('image/png', 64), () => {});
    FakeXhr.last!.answer({ code: 10610, data: null, msg: '仅支持 PNG、JPEG、WEBP 图片，且不超过 2MB' });
    const failure = await done.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).handled).toBe(true);
    expect(effects.toast.mock.calls.map(([message]) => message)).toEqual(['仅支持 PNG、JPEG、WEBP 图片，且不超过 2MB']);
  });
});
