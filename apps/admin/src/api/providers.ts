import { type AdminRole, adminRoutes as a, mayCall } from '@courtside/contract/admin';
import { type AuthProvider, type DataProvider, HttpError } from 'react-admin';
import { ApiError, callRoute, NOT_SIGNED_IN, setCsrfToken } from './client';
import { type ResourceName, resources } from './resources';

/** react-admin shows an HttpError's `errors` on the form's fields: the server's message lands on its field. */
export const toHttpError = (error: unknown): unknown => {
  if (!(error instanceof ApiError)) return error;
  // On the field itself the server's "参数错误：<field>" lead-in only repeats where the message stands.
  const onField = error.field ? error.message.replace(/^参数错误：\S+\s+/, '') : '';
  const body = { code: error.code, ...(error.field ? { errors: { [error.field]: onField } } : {}) };
  return new HttpError(error.message, error.status || 500, body);
};

const isResource = (name: string): name is ResourceName => name in resources;

const notOffered = (what: string) => Promise.reject(new HttpError(`此处不支持${what}`, 400));

/**
 * Lists and the member 360 view over the contract's routes. Every write of the console goes through
 * its own action (kit/ActionButton), pessimistically: the screen changes only when the server has said yes.
 */
export const dataProvider: DataProvider = {
  getList: async (resource, params) => {
    if (!isResource(resource)) return notOffered('该列表');
    const definition = resources[resource];
    try {
      const reply = await callRoute(
        definition.route,
        definition.request({
          page: params.pagination?.page ?? 1,
          perPage: params.pagination?.perPage ?? 20,
          sort: { field: params.sort?.field ?? 'id', order: params.sort?.order === 'ASC' ? 'ASC' : 'DESC' },
          filter: params.filter ?? {},
        }),
      );
      return definition.rows(reply) as never;
    } catch (error) {
      throw toHttpError(error);
    }
  },
  getOne: async (resource, params) => {
    if (resource !== 'members') return notOffered('查看详情');
    try {
      const detail = await callRoute(a.memberDetail, { memberId: Number(params.id) });
      return { data: { ...detail, id: detail.member.id } } as never;
    } catch (error) {
      throw toHttpError(error);
    }
  },
  getMany: () => notOffered('批量读取'),
  getManyReference: () => notOffered('关联读取'),
  create: async (resource, params) => {
    if (resource !== 'adjustments') return notOffered('新建');
    try {
      const form = params.data as Record<string, unknown>;
      // The form's values as the route takes them; whether they are right is the server's to say.
      const request = {
        memberId: Number(form.memberId),
        direction: form.direction === 'debit' ? ('debit' as const) : ('credit' as const),
        amount: String(form.amount ?? ''),
        reason: String(form.reason ?? ''),
        requestId: String(form.requestId ?? ''),
      };
      return { data: (await callRoute(a.adjust, request)) as never };
    } catch (error) {
      throw toHttpError(error);
    }
  },
  update: () => notOffered('修改'),
  updateMany: () => notOffered('批量修改'),
  delete: () => notOffered('删除'),
  deleteMany: () => notOffered('批量删除'),
};

/** The signed-in operator as the console keeps it between calls. */
interface Signed {
  id: number;
  username: string;
  roles: AdminRole[];
  idleMinutes: number;
}
let signed: Signed | null = null;

export const currentRoles = (): readonly AdminRole[] => signed?.roles ?? [];
export const idleMinutes = (): number => signed?.idleMinutes ?? 30;

const remember = (session: { csrfToken: string; idleMinutes: number; admin: Omit<Signed, 'idleMinutes'> }) => {
  setCsrfToken(session.csrfToken);
  signed = { ...session.admin, idleMinutes: session.idleMinutes };
};

/** Which route a screen's list or action reads; the access table then says who may. */
const resourceRoutes = new Map<string, { path: string }>(
  Object.entries(resources).map(([name, resource]) => [name, resource.route]),
);

/**
 * The signed-in operator, asked of the server once after a reload (the session is a cookie). Every
 * reader waits for it: react-admin asks for the permissions alongside the auth check, and permissions
 * read before it answered were an empty menu until the next sign-in.
 */
let asking: Promise<void> | null = null;
const ensureSigned = (): Promise<void> => {
  if (signed) return Promise.resolve();
  asking ??= callRoute(a.me, {})
    .then(remember)
    .finally(() => {
      asking = null;
    });
  return asking;
};

export const authProvider: AuthProvider = {
  login: async ({ username, password, otp }: { username: string; password: string; otp?: string }) => {
    try {
      remember(await callRoute(a.login, { username, password, cookie: true, ...(otp ? { otp } : {}) }));
    } catch (error) {
      throw toHttpError(error);
    }
  },
  logout: async () => {
    if (signed) await callRoute(a.logout, {}).catch(() => null);
    signed = null;
    setCsrfToken('');
  },
  checkAuth: async () => {
    try {
      await ensureSigned();
    } catch {
      throw new Error('请先登录');
    }
  },
  checkError: async (error: { status?: number; body?: { code?: number } }) => {
    if (error?.status === 401 || error?.body?.code === NOT_SIGNED_IN) {
      signed = null;
      throw new Error('登录已失效，请重新登录');
    }
  },
  getIdentity: async () => {
    if (!signed) throw new Error('请先登录');
    return { id: signed.id, fullName: signed.username };
  },
  getPermissions: async () => {
    await ensureSigned().catch(() => null);
    return currentRoles();
  },
  canAccess: async ({ resource }) => {
    await ensureSigned().catch(() => null);
    const route = resourceRoutes.get(resource);
    return route ? mayCall(currentRoles(), route) : true;
  },
};
