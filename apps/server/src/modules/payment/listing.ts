import { shanghaiDayEnd, shanghaiDayStart } from './site-money';

/** What the member's records and finance's queues of deposits and withdrawals are asked for. */
export interface ListQuery<State extends string> {
  page: number;
  pageSize: number;
  state?: State | undefined;
  memberId?: number | undefined;
  orderNo?: string | undefined;
  /** Shanghai calendar days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

/** The filters both lists share, as store filters, and the slice of rows the page asks for. */
export const listFilters = <State extends string>(query: ListQuery<State>) => ({
  filters: {
    ...(query.state ? { state: query.state } : {}),
    ...(query.orderNo ? { orderNo: query.orderNo } : {}),
    ...(query.from ? { from: shanghaiDayStart(query.from) } : {}),
    ...(query.to ? { to: shanghaiDayEnd(query.to) } : {}),
  },
  slice: { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
});

/** Finance's view of each order: the member's one plus who the member is and who decided. */
export const withOwners = <View>(
  views: View[],
  owners: { memberId: number; username: string; decidedBy: string | null }[],
) => views.map((view, i) => ({ ...view, ...owners[i]! }));
