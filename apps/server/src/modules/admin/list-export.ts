import { Readable } from 'node:stream';
import { Errors } from '@courtside/contract';
import {
  ADMIN_EXPORT_PATH,
  ADMIN_EXPORT_ROWS_MAX,
  accessOf,
  adminExportLists,
  type ExportableList,
} from '@courtside/contract/admin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { auditScope } from '../../platform/audit';
import type { OperatorActor } from '../../platform/auth';
import { DomainError } from '../../platform/errors';
import type { OperatorCall, RouteKit } from '../../platform/http';
import { CSV_BOM, csvField, csvLine } from './csv';
import type { AdminService } from './service';

/** The inner schema of a default, optional, nullable or piped one (zod 4 keeps it on `.unwrap()` / `.in`). */
const unwrapped = (schema: z.ZodType): z.ZodType => {
  let inner: z.ZodType = schema;
  for (let depth = 0; depth < 8; depth += 1) {
    if (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) {
      inner = inner.unwrap() as z.ZodType;
    } else if (inner instanceof z.ZodPipe) {
      inner = inner.in as z.ZodType;
    } else {
      break;
    }
  }
  return inner;
};

/** The largest page the route's own schema takes: the export asks for no more than the screen may. */
const pageSizeMax = (entry: ExportableList): number => {
  const request = unwrapped(entry.route.request);
  const field = entry.pageSize
    ? request instanceof z.ZodObject
      ? request.shape[entry.pageSize]
      : undefined
    : undefined;
  const size = field ? unwrapped(field as z.ZodType) : undefined;
  const max = size instanceof z.ZodNumber ? size.maxValue : null;
  if (!max || !Number.isFinite(max)) throw new Error(`${entry.route.path}: ${entry.pageSize} has no maximum`);
  return max;
};

/** The schema of one row, from the reply's schema: its columns are the row's fields in the contract's order. */
const rowSchemaOf = (entry: ExportableList): z.ZodType | undefined => {
  const reply = unwrapped(entry.route.response);
  const rows =
    entry.rows === null ? reply : reply instanceof z.ZodObject ? (reply.shape[entry.rows] as z.ZodType) : undefined;
  const array = rows ? unwrapped(rows) : undefined;
  return array instanceof z.ZodArray ? unwrapped(array.element as z.ZodType) : undefined;
};

/** The file's columns: the row schema's fields; a list of plain values has one column. */
const columnsOf = (entry: ExportableList, first: unknown): string[] => {
  const row = rowSchemaOf(entry);
  if (row instanceof z.ZodObject) return Object.keys(row.shape);
  if (first && typeof first === 'object' && !Array.isArray(first)) return Object.keys(first);
  return ['value'];
};

const lineOf = (columns: readonly string[], row: unknown): string => {
  if (columns.length === 1 && columns[0] === 'value' && (row === null || typeof row !== 'object')) {
    return csvLine([csvField(row)]);
  }
  const record = (row ?? {}) as Record<string, unknown>;
  return csvLine(columns.map((column) => csvField(record[column])));
};

/** `参数错误：<field> <why>` with the field, as the route itself answers bad input. */
const badInput = (error: z.ZodError): DomainError => {
  const issue = error.issues[0];
  const field = issue?.path.join('.') || 'filter';
  return new DomainError('invalidParameter', {
    msg: `${Errors.invalidParameter.msg}：${field} ${issue?.message ?? ''}`.trim(),
    data: { field },
  });
};

/** The `filter` query parameter: the list's request as JSON (an object), or nothing. */
const filterOf = (raw: unknown): Record<string, unknown> => {
  if (raw === undefined || raw === '') return {};
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    value = undefined;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new DomainError('invalidParameter', { msg: '导出条件格式错误（应为 JSON 对象）', data: { field: 'filter' } });
  }
  return value as Record<string, unknown>;
};

interface Walk {
  entry: ExportableList;
  handler: OperatorCall;
  operator: OperatorActor;
  request: FastifyRequest;
  reply: FastifyReply;
  http: RouteKit;
  filter: Record<string, unknown>;
}

export interface Page {
  rows: readonly unknown[];
  total: number | null;
}

/** One page of the list through its own handler: input and reply both pass the route's schemas. */
const readPage = async (walk: Walk, page: number, size: number | null): Promise<Page> => {
  const { entry, filter } = walk;
  const input = entry.route.request.safeParse(
    size === null ? filter : { ...filter, page, [entry.pageSize ?? 'pageSize']: size },
  );
  if (!input.success) throw badInput(input.error);
  const answer = await auditScope.run({ ip: walk.request.ip }, () =>
    walk.handler(input.data, walk.operator, walk.http.callOf(walk.request, walk.reply)),
  );
  // What the screen receives: the reply schema strips what the contract does not name.
  const data = entry.route.response.parse(answer) as Record<string, unknown> | unknown[];
  const rows = entry.rows === null ? data : (data as Record<string, unknown>)[entry.rows];
  const total = !Array.isArray(data) && typeof data.total === 'number' ? data.total : null;
  return { rows: Array.isArray(rows) ? rows : [], total };
};

export interface FileWalk {
  /** The first page, already read: a refusal was answered before any byte left. */
  first: Page;
  /** The page size the walk asks for; null for a list that comes whole in one call. */
  size: number | null;
  columns: string[];
  rowsMax: number;
  /** Reads page `n` (from 2 on). */
  next: (n: number) => Promise<Page>;
  /** Told when a later page failed (the file then says it is not whole). */
  onError: (error: unknown, page: number) => void;
}

/**
 * The file, page by page: the header with the first page, then each next page as it is read. The
 * walk ends at a short page or at `rowsMax` rows, and a cut file says so on its last line.
 */
export async function* fileLines(walk: FileWalk): AsyncGenerator<string> {
  const { first, size, columns, rowsMax } = walk;
  let written = 0;
  let page = first;
  let number = 1;
  let header = `${CSV_BOM}${csvLine(columns)}`;
  for (;;) {
    const taken = page.rows.slice(0, rowsMax - written);
    yield header + taken.map((row) => lineOf(columns, row)).join('');
    header = '';
    written += taken.length;
    const more = page.rows.length > taken.length || (size !== null && page.rows.length === size);
    if (!more) return;
    number += 1;
    if (written >= rowsMax) {
      const total = page.total ?? first.total;
      // A full last page may have been the end exactly: only a count or a further row proves a cut.
      const cut =
        page.rows.length > taken.length ||
        (total !== null ? total > written : (await walk.next(number).catch(() => first)).rows.length > 0);
      if (cut) yield csvLine([`已截断：仅导出前 ${rowsMax} 行${total !== null ? `，共 ${total} 行` : ''}`]);
      return;
    }
    try {
      page = await walk.next(number);
    } catch (error) {
      // The reply's status left with the first bytes: the file itself has to say it is not whole.
      walk.onError(error, number);
      yield csvLine([`导出中断：读取第 ${number} 页时出错，文件不完整（已导出 ${written} 行）`]);
      return;
    }
  }
}

/**
 * Every console list as a CSV download: `GET /api/admin/export/v1/csv?list=<name>&filter=<JSON>`.
 * GET so that a plain link with the console's cookie downloads it (a read needs no CSRF token). The
 * list is one of the contract's exportable lists; it is walked through its own route's handler, so
 * its access rule, request schema and reply schema apply exactly as on the screen. The reply streams:
 * each page leaves as it is read, and memory holds one page.
 */
/** The exportable list a request names, or a 400 naming the `list` field. */
const listOf = (request: FastifyRequest): { name: string; entry: ExportableList } => {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const name = typeof query.list === 'string' ? query.list : '';
  if (!Object.hasOwn(adminExportLists, name)) {
    throw new DomainError('invalidParameter', { msg: '没有这个可导出的列表', data: { field: 'list' } });
  }
  return { name, entry: (adminExportLists as Record<string, ExportableList>)[name]! };
};

export const registerListExport = (http: RouteKit, admin: AdminService): void => {
  http.app.get(
    ADMIN_EXPORT_PATH,
    {
      schema: { hide: true },
      // The list's own guard: its roles (the env token acts as super), and no CSRF token, as for any read.
      onRequest: async (request) => {
        const { roles } = accessOf(listOf(request).entry.route);
        request.operator = await http.auth.operator(request, { roles, write: false });
      },
    },
    async (request, reply) => {
      const operator = request.operator;
      if (!operator) throw new DomainError('forbidden');
      const { name, entry } = listOf(request);
      const handler = http.operatorCall(entry.route);
      // Every allow-listed route is an operator route; a missing handler is a wiring bug, not the caller's.
      if (!handler) throw new Error(`${entry.route.path} is not mounted as an operator route`);
      const query = (request.query ?? {}) as Record<string, unknown>;

      const size = entry.pageSize ? pageSizeMax(entry) : null;
      const walk: Walk = { entry, handler, operator, request, reply, http, filter: filterOf(query.filter) };
      const first = await readPage(walk, 1, size);
      const parsed = entry.route.request.safeParse(walk.filter);
      // The audit row names the filter as the route read it (defaults filled, paging left out).
      const {
        page: _page,
        pageSize: _pageSize,
        size: _size,
        ...filter
      } = (parsed.success ? parsed.data : {}) as Record<string, unknown>;
      const rows = Math.min(first.total ?? first.rows.length, ADMIN_EXPORT_ROWS_MAX);
      await auditScope.run({ ip: request.ip }, () => admin.recordExport(operator, { list: name, filter, rows }));

      const day = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
        .header('cache-control', 'no-store');
      const lines = fileLines({
        first,
        size,
        columns: columnsOf(entry, first.rows[0]),
        rowsMax: ADMIN_EXPORT_ROWS_MAX,
        next: (n) => readPage(walk, n, size),
        onError: (error, page) => request.log.error({ err: error, page, list: name }, 'list export stopped'),
      });
      return reply.send(Readable.from(lines));
    },
  );
};
