import type { TestApp } from './harness';

/** A multipart body with one `file` part, as the browser's XHR upload sends it. */
export const multipartFile = (bytes: Buffer, type: string, filename = 'upload.png') => {
  const boundary = '----courtside-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
};

/** Uploads one file to `url` with the member's session token; the raw envelope back. */
export const uploadFile = async (app: TestApp, url: string, token: string, bytes: Buffer, type: string) => {
  const body = multipartFile(bytes, type);
  const res = await app.fastify.inject({
    method: 'POST',
    url,
    headers: { token, 'content-type': body.contentType },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() as { code: number; data: unknown; msg: string } };
};
