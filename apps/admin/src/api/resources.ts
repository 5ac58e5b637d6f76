import { betState, depositState, type RouteDef, withdrawState } from '@courtside/contract';
import { adminRoutes as a, adjustmentState, sportsbookDeskRoutes } from '@courtside/contract/admin';
import type { z } from 'zod';

/** What react-admin asks a list for. */
export interface ListParams {
  page: number;
  perPage: number;
  sort: { field: string; order: 'ASC' | 'DESC' };
  filter: Record<string, unknown>;
}

/**
 * One console list over one contract route: how react-admin's paging, sort and filters become the
 * route's typed request, and how its typed reply becomes rows. Both sides are the contract's zod
 * types, so a change of a route's request or response breaks this file's build, not a screen.
 */
export interface ListResource<R extends RouteDef = RouteDef> {
  route: R;
  request: (params: ListParams) => z.input<R['request']>;
  rows: (reply: z.output<R['response']>) => { data: { id: string | number }[]; total: number };
}

const listResource = <R extends RouteDef>(resource: ListResource<R>): ListResource =>
  resource as unknown as ListResource;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
const id = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};
/** A filter's value when the schema takes it (a state picked from a list), else no filter. */
const oneOf = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> | undefined => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};
const paging = ({ page, perPage }: ListParams) => ({ page, pageSize: perPage });
const order = ({ sort }: ListParams) => (sort.order === 'ASC' ? ('asc' as const) : ('desc' as const));
/** A date filter as the day the operator picked, `YYYY-MM-DD`. */
const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
/** A date-time filter: the picker's local value, sent as an instant. */
const instant = (value: unknown) => {
  if (typeof value !== 'string' || !value) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
};

export const resources = {
  members: listResource({
    route: a.memberSearch,
    request: (p) => ({ ...paging(p), keyword: text(p.filter.q) }),
    rows: (reply) => ({ data: reply.items, total: reply.total }),
  }),
  deposits: listResource({
    route: a.deposits,
    request: (p) => ({
      ...paging(p),
      state: oneOf(depositState, p.filter.state),
      memberId: id(p.filter.memberId),
      orderNo: text(p.filter.orderNo),
      from: day(p.filter.from),
      to: day(p.filter.to),
    }),
    rows: (reply) => ({ data: reply.items.map((row) => ({ ...row, id: row.orderNo })), total: reply.total }),
  }),
  withdrawals: listResource({
    route: a.withdrawals,
    request: (p) => ({
      ...paging(p),
      state: oneOf(withdrawState, p.filter.state),
      memberId: id(p.filter.memberId),
      orderNo: text(p.filter.orderNo),
      from: day(p.filter.from),
      to: day(p.filter.to),
    }),
    rows: (reply) => ({ data: reply.items.map((row) => ({ ...row, id: row.orderNo })), total: reply.total }),
  }),
  adjustments: listResource({
    route: a.adjustments,
    request: (p) => ({ ...paging(p), state: oneOf(adjustmentState, p.filter.state), memberId: id(p.filter.memberId) }),
    rows: (reply) => ({ data: reply.items, total: reply.total }),
  }),
  pendingTransfers: listResource({
    route: a.pendingTransfers,
    request: (p) => paging(p),
    rows: (reply) => ({ data: reply.items, total: reply.total }),
  }),
  audit: listResource({
    route: a.auditList,
    request: (p) => ({
      ...paging(p),
      order: order(p),
      actor: text(p.filter.actor),
      action: text(p.filter.action),
      memberId: id(p.filter.memberId),
      from: instant(p.filter.from),
      to: instant(p.filter.to),
    }),
    rows: (reply) => ({ data: reply.items, total: reply.total }),
  }),
  deadLetters: listResource({
    route: a.deadLetters,
    request: (p) => paging(p),
    rows: (reply) => ({ data: reply.items, total: reply.total }),
  }),
  bets: listResource({
    route: sportsbookDeskRoutes.deskBets,
    request: (p) => ({
      ...paging(p),
      matchId: id(p.filter.matchId),
      memberId: id(p.filter.memberId),
      state: oneOf(betState, p.filter.state),
    }),
    rows: (reply) => ({ data: reply.list, total: reply.total }),
  }),
  memberLimits: listResource({
    route: sportsbookDeskRoutes.deskMemberLimits,
    request: (p) => ({ ...paging(p), memberId: id(p.filter.memberId) }),
    rows: (reply) => ({ data: reply.list.map((row) => ({ ...row, id: row.memberId })), total: reply.total }),
  }),
} satisfies Record<string, ListResource>;

export type ResourceName = keyof typeof resources;
