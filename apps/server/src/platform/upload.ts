import { envelopeOf } from '@courtside/contract';
import multipart from '@fastify/multipart';
import type { z } from 'zod';
import type { AuthContext } from './auth';
import { ok } from './envelope';
import { DomainError } from './errors';
import type { RouteKit } from './http';

export interface UploadedFile {
  mimetype: string;
  bytes: Buffer;
}

/**
 * A member's one-file upload (spec: "file upload by XHR"): multipart with a `file` field, in its own
 * scope so no other route parses multipart. A missing file, one over `maxBytes` or a broken body is the
 * member's mistake (`uploadInvalid`), never a server error.
 */
export const mountMemberUpload = async <T>(
  http: RouteKit,
  def: { path: string; summary: string; maxBytes: number; response: z.ZodType<T>; ratePerMinute?: number },
  handler: (file: UploadedFile, member: AuthContext) => Promise<T>,
): Promise<void> => {
  await http.app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: def.maxBytes, files: 1, fields: 0, parts: 1 } });
    scope.post(
      def.path,
      {
        onRequest: http.memberGuard,
        ...(def.ratePerMinute ? { config: { rateLimit: { max: def.ratePerMinute, timeWindow: '1 minute' } } } : {}),
        schema: { summary: def.summary, tags: [http.tag], response: { 200: envelopeOf(def.response) } },
      },
      async (request) => {
        const member = http.memberOf(request);
        if (!request.isMultipart()) throw new DomainError('uploadInvalid', { msg: '请选择要上传的图片' });
        let file: UploadedFile;
        try {
          const part = await request.file();
          if (!part) throw new DomainError('uploadInvalid', { msg: '请选择要上传的图片' });
          file = { mimetype: part.mimetype, bytes: await part.toBuffer() };
        } catch (error) {
          if (error instanceof DomainError) throw error;
          // Over the size limit or a broken multipart body: the member's file, not our bug.
          throw new DomainError('uploadInvalid');
        }
        return ok(await handler(file, member));
      },
    );
  });
};
