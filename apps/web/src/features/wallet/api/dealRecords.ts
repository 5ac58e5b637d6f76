import { dealKind, type RequestOf, type routes } from '@courtside/contract';
import { formatShanghaiDateTime } from '@courtside/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../api/client';
import { walletKeys } from './keys';

export type DealRecordsRequest = RequestOf<typeof routes.wallet.dealRecords>;
export type DealRecordsPage = Awaited<ReturnType<typeof api.wallet.dealRecords>>;
export type DealRecord = DealRecordsPage['items'][number];
export type DealKind = z.infer<typeof dealKind>;

export const RECORDS_PAGE_SIZE = 20;
/** Spec: the records open on the last 7 days, today included. */
const DEFAULT_SPAN_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What the records page filters by; it lives in the address, so back and a shared link keep it. */
export interface RecordFilters {
  page: number;
  kind: DealKind | null;
  from: string;
  to: string;
}

const isoDate = z.iso.date();
const pageNumber = z.coerce.number().int().min(1).max(10_000);

/** The Asia/Shanghai calendar date (YYYY-MM-DD) of an instant: the server's business day. */
export const shanghaiDate = (epochMs: number): string => formatShanghaiDateTime(epochMs).slice(0, 10);

/** Reads the filters from the address; anything missing or malformed falls back to the default. */
export function readRecordFilters(params: URLSearchParams, nowMs: number): RecordFilters {
  const kind = dealKind.safeParse(params.get('kind'));
  const from = isoDate.safeParse(params.get('from'));
  const to = isoDate.safeParse(params.get('to'));
  const page = pageNumber.safeParse(params.get('page') ?? undefined);
  return {
    page: page.success ? page.data : 1,
    kind: kind.success ? kind.data : null,
    from: from.success ? from.data : shanghaiDate(nowMs - (DEFAULT_SPAN_DAYS - 1) * DAY_MS),
    to: to.success ? to.data : shanghaiDate(nowMs),
  };
}

/** Writes the filters back into the address. */
export function writeRecordFilters(filters: RecordFilters): URLSearchParams {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.kind) params.set('kind', filters.kind);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const toDealRecordsRequest = ({ page, kind, from, to }: RecordFilters): DealRecordsRequest => ({
  page,
  pageSize: RECORDS_PAGE_SIZE,
  from,
  to,
  ...(kind ? { kind } : {}),
});

/** ISO dates compare as text; the server refuses a range that ends before it starts. */
export const isRangeValid = ({ from, to }: Pick<RecordFilters, 'from' | 'to'>) => from <= to;

export const fetchDealRecords = (request: DealRecordsRequest): Promise<DealRecordsPage> =>
  api.wallet.dealRecords(request);

/** One page of records; the previous page stays on screen while the next one loads. */
export const useDealRecords = (request: DealRecordsRequest, enabled: boolean) =>
  useQuery({
    queryKey: walletKeys.recordsPage(request),
    queryFn: () => fetchDealRecords(request),
    placeholderData: keepPreviousData,
    enabled,
  });
