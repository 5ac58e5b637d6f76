import type { RouteDef } from '@courtside/contract';
import { envelopeOf } from '@courtside/contract';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { auditScope } from './audit';
import type { AuthContext, OperatorActor } from './auth';
import { ok } from './envelope';
import { DomainError } from './errors';
import type { RouteKit } from './http';
import { routeRateLimit } from './security';

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
        ...(def.ratePerMinute ? { config: routeRateLimit(def.ratePerMinute) } : {}),
        schema: { summary: def.summary, tags: [http.tag], response: { 200: envelopeOf(def.response) } },
      },
      async (request) => {
        const member = http.memberOf(request);
        return ok(await handler(await readOneFile(request), member));
      },
    );
  });
};

/**
 * An operator's one-file upload, guarded like every back-office route by the access table's entry
 * for `def` (roles, and the CSRF token of a cookie session, since it writes); audit rows written by the
 * handler carry the caller's IP. A file over `maxBytes` is refused with `tooLargeMsg`, read no further.
 */
export const mountOperatorUpload = async <R extends RouteDef>(
  http: RouteKit,
  def: R & { maxBytes: number; tooLargeMsg: string },
  handler: (file: UploadedFile, operator: OperatorActor, siteId: number) => Promise<z.output<R['response']>>,
): Promise<void> => {
  await http.app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: def.maxBytes, files: 1, fields: 0, parts: 1 } });
    scope.post(
      def.path,
      {
        onRequest: http.operatorGuard(def),
        schema: { summary: def.summary, tags: [http.tag], response: { 200: envelopeOf(def.response) } },
      },
      async (request) => {
        const operator = request.operator;
        if (!operator) throw new DomainError('forbidden');
        const file = await readOneFile(request, def.tooLargeMsg);
        return ok(await auditScope.run({ ip: request.ip }, () => handler(file, operator, http.siteOf(request))));
      },
    );
  });
};

/**
 * The one `file` part of a multipart request. A missing file, one over the limit or a broken body is
 * the caller's mistake (`uploadInvalid`), never a server error.
 */
const readOneFile = async (request: FastifyRequest, tooLargeMsg?: string): Promise<UploadedFile> => {
  if (!request.isMultipart()) throw new DomainError('uploadInvalid', { msg: '请选择要上传的图片' });
  try {
    const part = await request.file();
    if (!part) throw new DomainError('uploadInvalid', { msg: '请选择要上传的图片' });
    return { mimetype: part.mimetype, bytes: await part.toBuffer() };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (tooLargeMsg && (error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new DomainError('uploadInvalid', { msg: tooLargeMsg });
    }
    // Over the size limit or a broken multipart body: the caller's file, not our bug.
    throw new DomainError('uploadInvalid');
  }
};
