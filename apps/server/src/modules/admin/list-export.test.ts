import { Errors } from '@courtside/contract';
import {
  type AdminRole,
  accessOf,
  adminExportHref,
  adminExportLists,
  adminRoutes,
  type ExportListName,
  member360Routes as m360,
  mayCall,
  memberSearchItem,
} from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { registerMember } from '../../test/members';
import { fileLines, type Page } from './list-export';

const r = adminRoutes;
const BOSS = { username: 'chief', password: 'Chief-password-1' };
const session = (token: string) => ({ 'x-admin-session': token });

/** A CSV body's lines without the byte-order mark, and each line's fields (every field is quoted). */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
/** One line's fields, unquoted (RFC 4180: every field quoted, quotes doubled inside). */
const fieldsOf = (line: string) =>
  [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((m) => m[1]!.replaceAll('""', '"'));

describe('the export file (no database)', () => {
  const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ n: from + i }));
  const collect = async (walk: Parameters<typeof fileLines>[0]) => {
    const chunks: string[] = [];
    for await (const chunk of fileLines(walk)) chunks.push(chunk);
    return chunks;
  };
  const pages = (total: number, size: number) => (n: number) =>
    Promise.resolve<Page>({ rows: rows((n - 1) * size, Math.max(0, Math.min(size, total - (n - 1) * size))), total });

  it('writes the header with the first page, one chunk a page, and stops at a short page', async () => {
    const next = pages(70, 30);
    const chunks = await collect({
      first: await next(1),
      size: 30,
      columns: ['n'],
      rowsMax: 1000,
      next,
      onError: () => {},
    });
    expect(chunks).toHaveLength(3);
    expect(chunks[0]!.startsWith('\uFEFF"n"\r\n"0"\r\n')).toBe(true);
    const lines = linesOf(chunks.join(''));
    expect(lines).toHaveLength(71);
    expect(lines.at(-1)).toBe('"69"');
  });

  it('cuts at the cap and says so on the last line', async () => {
    const next = pages(250, 30);
    const lines = linesOf(
      (await collect({ first: await next(1), size: 30, columns: ['n'], rowsMax: 100, next, onError: () => {} })).join(
        '',
      ),
    );
    expect(lines).toHaveLength(1 + 100 + 1);
    expect(lines[100]).toBe('"99"');
    expect(lines.at(-1)).toBe('"已截断：仅导出前 100 行，共 250 行"');
    // Exactly at the cap is not a cut.
    const exact = pages(90, 30);
    const whole = await collect({
      first: await exact(1),
      size: 30,
      columns: ['n'],
      rowsMax: 90,
      next: exact,
      onError: () => {},
    });
    expect(linesOf(whole.join('')).at(-1)).toBe('"89"');
  });

  it('ends a file whose later page failed with a line that says it is not whole', async () => {
    const failures: number[] = [];
    const next = (n: number) => (n === 1 ? pages(100, 30)(1) : Promise.reject(new Error('database away')));
    const lines = linesOf(
      (
        await collect({
          first: await next(1),
          size: 30,
          columns: ['n'],
          rowsMax: 1000,
          next,
          onError: (_e, page) => failures.push(page),
        })
      ).join(''),
    );
    expect(failures).toEqual([2]);
    expect(lines.at(-1)).toBe('"导出中断：读取第 2 页时出错，文件不完整（已导出 30 行）"');
  });
});

describe.each(databaseKinds())('the CSV export of the console lists on %s', (kind) => {
  let app: TestApp;
  let boss: string;
  let n = 0;

  const operatorWith = async (...roles: AdminRole[]) => {
    n += 1;
    const username = `export${n}`;
    const password = `Export-password-${n}`;
    await call(app, r.adminCreate, { username, password, roles }, session(boss));
    const reply = await post(app, r.login.path, { username, password });
    return { username, token: (reply.body.data as { token: string }).token };
  };
  const get = (url: string, headers: Record<string, string>) => app.fastify.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    app = await createTestApp(kind, {
      env: { ADMIN_USER: BOSS.username, ADMIN_PASSWORD: BOSS.password, AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    boss = ((await post(app, r.login.path, BOSS)).body.data as { token: string }).token;
  });
  afterAll(async () => {
    await app.close();
  });

  it('allows only reads, each mounted, and asks for no larger page than the route takes', async () => {
    const needFilter: string[] = [];
    for (const [name, entry] of Object.entries(adminExportLists)) {
      // chatWords shares its path with its POST change, whose entry the access table keeps; it is a GET.
      expect(entry.route.method === 'GET' || !accessOf(entry.route).write, name).toBe(true);
      const reply = await get(adminExportHref(name as ExportListName), session(boss));
      // Lists that need a filter (a venue, a room, a member, a date range) say which field.
      if (reply.statusCode === 400) {
        expect(reply.json().data.field, name).toBeTruthy();
        needFilter.push(`${name}:${reply.json().data.field}`);
        continue;
      }
      expect([reply.statusCode, reply.headers['content-type']], name).toEqual([200, 'text/csv; charset=utf-8']);
      expect(reply.body.startsWith('\uFEFF"'), name).toBe(true);
    }
    expect(needFilter).toEqual([
      'games:venueCode',
      'roomAudience:roomId',
      'chatMuted:room',
      'memberGrants:memberId',
      'promoCost:from',
      'deskMarkets:matchId',
      'memberBets:memberId',
      'memberRounds:memberId',
      'memberGifts:memberId',
      'memberNotes:memberId',
      'clicks:from',
    ]);
  });

  it("exports the 360 view's tabs for a member and the click report for a range, each with its row's columns", async () => {
    const member = await registerMember(app, 'csv360');
    await call(app, m360.noteAdd, { memberId: member.member.id, text: '导出测试备注' }, session(boss));
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const cases: [ExportListName, Record<string, unknown>, string][] = [
      ['memberBets', { memberId: member.member.id }, 'memberId'],
      ['memberRounds', { memberId: member.member.id }, 'betId'],
      ['memberGifts', { memberId: member.member.id }, 'giftName'],
      ['memberNotes', { memberId: member.member.id }, 'text'],
      ['clicks', { from: today, to: today }, 'ctrBp'],
    ];
    for (const [list, filter, column] of cases) {
      const reply = await get(adminExportHref(list, filter as never), session(boss));
      expect(reply.statusCode, list).toBe(200);
      expect(fieldsOf(linesOf(reply.body)[0]!), list).toContain(column);
    }
    const notes = linesOf(
      (await get(adminExportHref('memberNotes', { memberId: member.member.id }), session(boss))).body,
    );
    expect(notes).toHaveLength(2);
    expect(notes[1]).toContain('导出测试备注');
  });

  it('exports a list with its header and the filters the screen set, money as shown, and audits it', async () => {
    for (const name of ['csvexport1', 'csvexport2', 'csvexport3']) await registerMember(app, name);
    await registerMember(app, 'otherexport1');
    const reply = await get(adminExportHref('members', { keyword: 'csvexport' }), session(boss));
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="members-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(reply.body.startsWith('\uFEFF')).toBe(true);
    const lines = linesOf(reply.body);
    const header = fieldsOf(lines[0]!);
    expect(header).toEqual(Object.keys(memberSearchItem.shape));
    const screen = await call(app, r.memberSearch, { keyword: 'csvexport', pageSize: 50 }, session(boss));
    expect(lines).toHaveLength(1 + 3);
    expect(screen.items).toHaveLength(3);
    // The file holds what the screen shows, field by field, in the screen's order.
    screen.items.forEach((item, i) => {
      const row = fieldsOf(lines[i + 1]!);
      const record = item as Record<string, unknown>;
      expect(row).toEqual(
        header.map((key) => {
          const value = record[key];
          if (value === null || value === undefined) return '';
          return typeof value === 'object' ? JSON.stringify(value) : String(value);
        }),
      );
    });
    expect(lines.slice(1).every((line) => line.includes('csvexport'))).toBe(true);

    const trail = await call(app, r.auditList, { action: 'export.csv' }, session(boss));
    expect(trail.items[0]).toMatchObject({
      actor: `admin:${BOSS.username}`,
      detail: { list: 'members', filter: { keyword: 'csvexport' }, rows: 3 },
    });
  });

  it('writes nested values as JSON and money as the screen shows it', async () => {
    const member = await registerMember(app, 'csvmoney1');
    const adjust = { memberId: member.member.id, direction: 'credit', amount: '12.50', reason: '测试导出' };
    await call(app, r.adjust, { ...adjust, requestId: 'csv-export-adjust-1' }, session(boss));
    const reply = await get(adminExportHref('adjustments', { memberId: member.member.id }), session(boss));
    const lines = linesOf(reply.body);
    const header = fieldsOf(lines[0]!);
    const row = fieldsOf(lines[1]!);
    expect(row[header.indexOf('amount')]).toBe('12.50');
    expect(row[header.indexOf('memberName')]).toBe('csvmoney1');

    // A room's viewer figures are an object on the screen: one JSON field in the file.
    const rooms = linesOf((await get(adminExportHref('rooms', {}), session(boss))).body);
    expect(rooms.length).toBeGreaterThan(1);
    const viewers = fieldsOf(rooms[1]!)[fieldsOf(rooms[0]!).indexOf('viewers')]!;
    expect(JSON.parse(viewers)).toMatchObject({ real: expect.any(Number) });
  });

  it('refuses a role that may not call the list, an unknown list and a bad filter, in Chinese', async () => {
    const trader = (await operatorWith('trader')).token;
    const { username: cashierName, token: cashier } = await operatorWith('cashier');
    expect(mayCall(['trader'], r.deposits)).toBe(false);
    const refused = await get(adminExportHref('deposits', {}), session(trader));
    expect([refused.statusCode, refused.json().code, refused.json().msg]).toEqual([
      403,
      Errors.forbidden.code,
      Errors.forbidden.msg,
    ]);
    expect((await get(adminExportHref('deposits', {}), session(cashier))).statusCode).toBe(200);
    // As the audit log's export: no operator at all is refused like a role that may not.
    expect((await get(adminExportHref('deposits', {}), {})).statusCode).toBe(403);
    // The automation token acts as super here too.
    expect((await get(adminExportHref('deposits', {}), { 'x-admin-token': ADMIN_TOKEN })).statusCode).toBe(200);

    const unknown = await get('/api/admin/export/v1/csv?list=secrets', session(boss));
    expect([unknown.statusCode, unknown.json().code, unknown.json().msg]).toEqual([
      400,
      Errors.invalidParameter.code,
      '没有这个可导出的列表',
    ]);
    // Only the allow-list: a write of the contract is no list, whatever the caller may do.
    expect((await get('/api/admin/export/v1/csv?list=adjust', session(boss))).statusCode).toBe(400);
    expect((await get('/api/admin/export/v1/csv?list=__proto__', session(boss))).statusCode).toBe(400);

    const badState = await get(adminExportHref('deposits', { state: 'nope' as never }), session(cashier));
    expect([badState.statusCode, badState.json().data.field]).toEqual([400, 'state']);
    expect(badState.json().msg).toMatch(/^参数错误：state /);
    const badJson = await get('/api/admin/export/v1/csv?list=deposits&filter=%7Bnope', session(cashier));
    expect([badJson.statusCode, badJson.json().msg]).toEqual([400, '导出条件格式错误（应为 JSON 对象）']);
    // A refusal leaves no audit row of an export: the cashier's one good export is its only one.
    const trail = await call(app, r.auditList, { action: 'export.csv', actor: `admin:${cashierName}` }, session(boss));
    expect(trail.items.map((row) => row.detail)).toEqual([{ list: 'deposits', filter: {}, rows: 0 }]);
    const traderName = `admin:export${n - 1}`;
    expect((await call(app, r.auditList, { action: 'export.csv', actor: traderName }, session(boss))).total).toBe(0);
  });

  it('streams a long list page by page as it reads it', async () => {
    await call(app, r.accessBlock, { kind: 'device', value: 'csvdev-00000', blocked: true }, session(boss));
    await app.database.db.execute(sql`
      insert into access_block (site_id, kind, value, created_at)
      select b.site_id, 'device', 'csvdev-' || lpad(g::text, 5, '0'), b.created_at
      from access_block b, generate_series(1, 4999) g where b.value = 'csvdev-00000'`);
    const reply = await app.fastify.inject({
      method: 'GET',
      url: adminExportHref('accessBlocks', { kind: 'device' }),
      headers: session(boss),
      payloadAsStream: true,
    });
    expect(reply.statusCode).toBe(200);
    const chunks: string[] = [];
    for await (const chunk of reply.stream()) chunks.push(String(chunk));
    // 5,000 rows at the route's largest page (100) are 50 pages, each written as it was read; the
    // stream may join a few on the way, but a reply built whole would arrive as one.
    expect(chunks.length).toBeGreaterThan(5);
    const lines = linesOf(chunks.join(''));
    expect(lines).toHaveLength(1 + 5000);
    expect(fieldsOf(lines[0]!)).toEqual(['kind', 'value', 'createdAt']);
    expect(new Set(lines.slice(1).map((line) => fieldsOf(line)[1])).size).toBe(5000);
  });
});
