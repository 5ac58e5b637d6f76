import {
  type AdminNewsArticle,
  type NewsCategories,
  type NewsDetail,
  type NewsMatchInfo,
  type NewsPage,
  newsRoutes as r,
} from '@courtside/contract';
import { newsAdminRoutes as a } from '@courtside/contract/admin';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fixture, HOUR, idle, odds1x2, ScriptedProvider } from '../../test/feed';
import { call, createTestApp, databaseKinds, post, type TestApp } from '../../test/harness';
import { adminHeader, rowsOf } from '../../test/payments';

const SITE_ID = 5000;

describe.each(databaseKinds())('news and expert articles on %s', (kind) => {
  let app: TestApp;
  const provider = new ScriptedProvider();
  let seq = 0;
  let now = Date.now();
  let skewMs = 0;
  const clock = { now: () => new Date(Date.now() + skewMs) };
  let matchId = 0;

  /** A match of two fixed teams (so their past meeting is a head-to-head), through the real ingest. */
  const match = (ref: string, kickoffAt: number, state = idle) => {
    const base = fixture(ref, ++now, ++seq, kickoffAt, state);
    return provider.send({
      ...base,
      home: { ...base.home!, ref: 'nw-team-h' },
      away: { ...base.away!, ref: 'nw-team-a' },
    });
  };
  const articles = async () =>
    (await rowsOf<{ n: number }>(app, sql`select count(*)::int as n from news_article`))[0]!.n;
  const save = (body: Record<string, unknown>) =>
    post(
      app,
      a.save.path,
      {
        id: null,
        category: 'expert',
        title: '专家解读：海港主场',
        summary: '',
        body: '<p>海港近期状态出色，主场优势明显。</p>',
        ...body,
      },
      adminHeader,
    );

  beforeAll(async () => {
    app = await createTestApp(kind, { clock, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    app.services.feedIngest.connect(provider);
    await match('nw-past', now - 26 * HOUR, { ...idle, status: 'ended', period: 'FT', score: { home: 2, away: 1 } });
    await match('nw-next', now + 5 * HOUR);
    await provider.send(odds1x2('nw-next', ++now, ++seq, 2100));
    const rows = await rowsOf<{ id: number }>(app, sql`select id from feed_match where provider_ref = 'nw-next'`);
    matchId = Number(rows[0]!.id);
  });
  afterEach(() => {
    skewMs = 0;
  });
  afterAll(() => app.close());

  it('writes one preview per match from the feed, however often it runs, and opens its match', async () => {
    const runs = await Promise.all([
      app.services.news.generatePreviews(SITE_ID),
      app.services.news.generatePreviews(SITE_ID),
    ]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await app.services.news.generatePreviews(SITE_ID)).toBe(0);
    const perMatch = await rowsOf<{ n: number }>(
      app,
      sql`select count(*)::int as n from news_article where match_id = ${matchId} and kind = 'preview'`,
    );
    expect(perMatch[0]!.n).toBe(1);

    const list = (await call(app, r.list, { category: 'preview' })) as NewsPage;
    const item = list.items.find((i) => i.matchId === matchId)!;
    expect(item).toMatchObject({
      kind: 'preview',
      title: '测试超级联赛：上海海港 vs 北京国安 赛前前瞻',
      leagueName: '测试超级联赛',
      home: '上海海港',
      away: '北京国安',
      author: '赛事数据',
    });
    expect(item.summary).toContain('上海海港的独赢赔率更低，市场更看好上海海港。');

    const detail = (await call(app, r.detail, { id: item.id })) as NewsDetail;
    // Form and head-to-head from the ended match, prices from the open 1X2 market: what the feed says.
    expect(detail.body).toContain('上海海港：近 1 场 1 胜 0 平 0 负，进 2 球、失 1 球');
    expect(detail.body).toContain('北京国安：近 1 场 0 胜 0 平 1 负，进 1 球、失 2 球');
    expect(detail.body).toContain('两队近 1 次交锋，上海海港 1 胜，平局 0 次，北京国安 0 胜。');
    expect(detail.body).toContain('全场独赢：主胜 2.10，平局 3.30，客胜 3.90。');
    expect(detail.match).toMatchObject({ id: matchId, status: 'notStarted', home: { name: '上海海港' } });
    expect(detail.match!.markets.find((m) => m.type === 'fb.1x2')!.outcomes.map((o) => o.odds)).toEqual([
      2100, 3300, 3900,
    ]);

    const ofMatch = (await call(app, r.byMatch, { matchId })) as NewsPage;
    expect(ofMatch.items.map((i) => i.id)).toEqual([item.id]);
    const ofLeague = (await call(app, r.byLeague, { leagueId: item.leagueId })) as NewsPage;
    expect(ofLeague.items.map((i) => i.id)).toContain(item.id);
    const info = (await call(app, r.matchInfo, { matchId })) as NewsMatchInfo;
    expect(info.articleCount).toBe(1);
    const tabs = (await call(app, r.categories, {})) as NewsCategories;
    expect(tabs.categories.find((c) => c.key === 'preview')!.count).toBeGreaterThanOrEqual(1);
    expect(tabs.leagues.find((l) => l.id === item.leagueId)).toMatchObject({ name: '测试超级联赛' });

    // Taken down, a preview stays down: the next run does not write it again.
    expect((await post(app, a.unpublish.path, { id: item.id }, adminHeader)).body.code).toBe(0);
    expect(await app.services.news.generatePreviews(SITE_ID)).toBe(0);
    expect((await post(app, r.detail.path, { id: item.id })).body).toMatchObject({ code: 11020 });
    expect((await post(app, a.publish.path, { id: item.id, publishAt: null }, adminHeader)).body.code).toBe(0);
  });

  it('keeps a draft and a scheduled article from members until their time, and hides an unpublished one', async () => {
    const saved = await save({ matchId });
    expect(saved.body.code).toBe(0);
    const draft = saved.body.data as AdminNewsArticle;
    expect(draft).toMatchObject({ status: 'draft', kind: 'editorial', matchId, leagueName: '测试超级联赛' });
    expect(draft.summary).toBe('海港近期状态出色，主场优势明显。');
    const visibleIds = async () => ((await call(app, r.byMatch, { matchId })) as NewsPage).items.map((i) => i.id);
    expect(await visibleIds()).not.toContain(draft.id);
    expect((await post(app, r.detail.path, { id: draft.id })).body).toMatchObject({ code: 11020 });

    const at = new Date(Date.now() + HOUR).toISOString();
    const scheduled = await post(app, a.publish.path, { id: draft.id, publishAt: at }, adminHeader);
    expect(scheduled.body.data).toMatchObject({ status: 'published', scheduled: true, publishAt: at });
    expect(await visibleIds()).not.toContain(draft.id);
    skewMs = 2 * HOUR;
    expect(await visibleIds()).toContain(draft.id);
    expect((await call(app, r.detail, { id: draft.id })) as NewsDetail).toMatchObject({
      title: '专家解读：海港主场',
      match: { id: matchId },
    });

    const down = await post(app, a.unpublish.path, { id: draft.id }, adminHeader);
    expect(down.body.data).toMatchObject({ status: 'unpublished' });
    expect(await visibleIds()).not.toContain(draft.id);
    expect((await post(app, a.unpublish.path, { id: draft.id }, adminHeader)).body).toMatchObject({ code: 11029 });

    const audit = await rowsOf<{ action: string }>(
      app,
      sql`select action from audit_log where action like 'news.%' and (detail->>'id' = ${String(draft.id)} or detail->'after'->>'id' = ${String(draft.id)}) order by id`,
    );
    expect(audit.map((x) => x.action)).toEqual(['news.create', 'news.publish', 'news.unpublish']);
  });

  it('refuses bad input with its code and writes nothing', async () => {
    const before = await articles();
    const far = new Date(Date.now() + 40 * 24 * HOUR).toISOString();
    const cases: [Record<string, unknown>, number][] = [
      [{ category: 'gossip' }, 11021],
      [{ title: ' ' }, 11022],
      [{ title: '长'.repeat(61) }, 11022],
      [{ summary: '长'.repeat(201) }, 11023],
      [{ body: '<script>alert("只有脚本")</script>' }, 11024],
      [{ coverUrl: 'javascript:alert(1)' }, 11025],
      [{ coverUrl: 'http://insecure.example.com/a.png' }, 11025],
      [{ matchId: 999_999 }, 11026],
      [{ leagueId: 999_999 }, 11027],
      [{ id: 999_999 }, 11020],
    ];
    for (const [body, code] of cases) {
      expect((await save(body)).body, JSON.stringify(body)).toMatchObject({ code });
    }
    expect((await save({ matchId: 'x' })).status).toBe(400);
    expect((await post(app, a.publish.path, { id: 999_999, publishAt: null }, adminHeader)).body).toMatchObject({
      code: 11020,
    });
    const draft = (await save({})).body.data as AdminNewsArticle;
    expect((await post(app, a.publish.path, { id: draft.id, publishAt: far }, adminHeader)).body).toMatchObject({
      code: 11028,
    });
    expect((await post(app, a.publish.path, { id: draft.id, publishAt: 'tomorrow' }, adminHeader)).body).toMatchObject({
      code: 11028,
    });
    expect((await post(app, a.unpublish.path, { id: draft.id }, adminHeader)).body).toMatchObject({ code: 11029 });
    expect(await articles()).toBe(before + 1);
    expect((await post(app, r.detail.path, { id: 0 })).status).toBe(400);
    expect((await post(app, r.matchInfo.path, { matchId: 999_999 })).body).toMatchObject({ code: 11026 });
    // Members never reach the desk.
    expect((await post(app, a.list.path, {})).status).toBe(403);
  });

  it('sanitises the HTML an operator writes against the allowlist', async () => {
    const hex = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    const body = [
      '<p onclick="steal()">开场<script>alert(1)</script>分析</p>',
      '<img src="x" onerror="alert(2)">',
      `<img src="/media/up/${hex}.webp" onload="alert(3)" alt="海港">`,
      '<img src="data:image/svg+xml;base64,PHN2Zz4=">',
      '<a href="javascript:alert(4)">点我</a>',
      '<a href="JaVaScRiPt&colon;alert(5)">再点</a>',
      '<a href=" java\tscript:alert(6)">还点</a>',
      '<a href="//evil.example.com/x">协议相对</a>',
      '<a href="https://example.com/a?b=1" target="_blank" style="color:red">外链</a>',
      '<scr<script>ipt>alert(7)</scr</script>ipt>',
      '<svg><script>alert(8)</script></svg><iframe src="https://evil.example.com"></iframe>',
      '<h2 style="x">标题</h2><ul><li>一</li></ul><blockquote>引用</blockquote><div>块</div><style>p{}</style>',
    ].join('');
    const saved = (await save({ body })).body.data as AdminNewsArticle;
    const html = saved.body;
    for (const bad of [
      '<script',
      'onclick',
      'onerror',
      'onload',
      'javascript',
      'data:',
      'evil.example.com',
      'style',
      'target',
      '<svg',
      '<iframe',
      '<div',
    ]) {
      expect(html.toLowerCase(), bad).not.toContain(bad.toLowerCase());
    }
    expect(html).toContain('<p>开场分析</p>');
    expect(html).toContain(`<img src="/media/up/${hex}.webp" alt="海港" />`);
    expect(html).toContain('<a href="https://example.com/a?b=1" rel="noopener noreferrer">外链</a>');
    expect(html).toContain('<a>点我</a>');
    expect(html).toContain('<h2>标题</h2><ul><li>一</li></ul><blockquote>引用</blockquote>块');
    expect(html).not.toMatch(/<img(?![^>]*src="(\/media\/up\/|https:))/);
  });
});
