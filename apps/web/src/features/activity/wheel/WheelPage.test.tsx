import { type WheelDrawView, type WheelInfo, wheelRoutes } from '@courtside/contract';
import { seedCommitment } from '@courtside/domain/casino';
import { disclosedChances, fairDrawIndex } from '@courtside/domain/promotions';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, findIn, Refusal, signInForTest, signOutForTest, stubApiWith } from '../../../test/helpers';
import { click, renderRoutes, typeInto, waitFor } from '../../../test/render';
import { activityRoutes } from '../routes';

const weights = [10, 20, 5, 1, 15, 25, 4, 20];
const labels = ['¥8彩金', '10积分', '¥18彩金', '¥88彩金', '50积分', '谢谢参与', '¥8彩金', '谢谢参与'];
const chances = disclosedChances(weights);
const segments: WheelInfo['segments'] = weights.map((weight, index) => ({
  index,
  label: labels[index]!,
  prize: labels[index]!.includes('彩金') ? 'bonus' : labels[index]!.includes('积分') ? 'points' : 'none',
  amount:
    labels[index] === '¥88彩金'
      ? '88.00'
      : labels[index] === '¥18彩金'
        ? '18.00'
        : labels[index]!.includes('彩金')
          ? '8.00'
          : '0.00',
  points: labels[index] === '10积分' ? 10 : labels[index] === '50积分' ? 50 : 0,
  weight,
  chance: (chances[index]! / 100).toFixed(2),
}));

const visitor: WheelInfo = {
  reason: 'notLoggedIn',
  title: '幸运转盘',
  summary: '投注、签到赢抽奖次数',
  segments,
  rules: { turnoverPerChance: '50.00', signInChances: 1, dailyChancesMax: 10, multiplier: 3, validDays: 7 },
  chances: {
    day: '2026-11-29',
    turnover: '0.00',
    signedIn: false,
    fromTurnover: 0,
    fromSignIn: 0,
    earned: 0,
    used: 0,
    left: 0,
  },
  seed: null,
};

const serverSeed = '5e'.repeat(32);
const member: WheelInfo = {
  ...visitor,
  reason: null,
  chances: { ...visitor.chances, turnover: '120.00', fromTurnover: 2, earned: 2, used: 0, left: 2 },
  seed: { serverSeedHash: seedCommitment(serverSeed), clientSeed: 'c0ffee', nonce: 0 },
};

const drawOf = (nonce: number, serverSeedShown: string | null): WheelDrawView => {
  const index = fairDrawIndex({ serverSeed, clientSeed: 'c0ffee', nonce }, weights);
  const s = segments[index]!;
  return {
    id: 100 + nonce,
    day: '2026-11-29',
    at: '2026-11-29T08:00:00.000Z',
    index,
    label: s.label,
    prize: s.prize,
    amount: s.amount,
    points: s.points,
    grantId: s.prize === 'bonus' ? 9 : null,
    weights,
    serverSeedHash: seedCommitment(serverSeed),
    serverSeed: serverSeedShown,
    clientSeed: 'c0ffee',
    nonce,
  };
};

const render = (path = '/app/activity/wheel') =>
  renderRoutes([{ path: '/app', children: activityRoutes }], { initialEntries: [path] });

describe('幸运转盘', () => {
  beforeEach(() => {
    // Reduced motion: the wheel jumps to the drawn segment, so the test need not wait for the animation.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
  });
  afterEach(() => {
    signOutForTest();
    vi.unstubAllGlobals();
  });

  it('shows a visitor the wheel and every prize with its chance, and a login button instead of the spin', async () => {
    stubApiWith({ [wheelRoutes.info.path]: visitor });
    const view = await render();
    const rows = await waitFor(() => {
      const found = view.container.querySelectorAll('[data-testid="wheel-prize"]');
      if (found.length !== 8) throw new Error('prizes not shown yet');
      return found;
    });
    expect(Array.from(rows, (row) => row.getAttribute('data-chance'))).toEqual(segments.map((s) => s.chance));
    expect(rows[0]!.textContent).toContain('10.00%');
    expect(rows[3]!.textContent).toContain('¥88.00 彩金');
    expect(view.container.querySelectorAll('[data-testid="wheel-segment"]')).toHaveLength(8);
    expect(view.container.querySelector('[data-testid="wheel-login"]')?.getAttribute('href')).toBe(
      '/login?fromPage=%2Fapp%2Factivity%2Fwheel',
    );
    expect(view.container.querySelector('[data-testid="wheel-spin"]')).toBeNull();
    expect(view.container.querySelector('[data-testid="wheel-rules"]')?.textContent).toContain(
      '每日有效投注每满 ¥50.00 获得1次抽奖机会',
    );
    expect(view.container.querySelector('[data-testid="wheel-seed"]')?.textContent).toContain('登录后查看您的种子');
    await view.unmount();
  });

  it('spins for a member: the wheel lands on the drawn segment, shows the prize and reads the history again', async () => {
    signInForTest();
    let spun = false;
    const drawn = drawOf(0, null);
    const fetch = stubApiWith({
      [wheelRoutes.info.path]: () =>
        spun
          ? { ...member, chances: { ...member.chances, used: 1, left: 1 }, seed: { ...member.seed!, nonce: 1 } }
          : member,
      [wheelRoutes.draws.path]: () => ({ items: spun ? [drawn] : [], total: spun ? 1 : 0, page: 1, pageSize: 10 }),
      [wheelRoutes.spin.path]: () => {
        spun = true;
        return { draw: drawn, chancesLeft: 1 };
      },
    });
    const view = await render();
    await findIn(view.container, '[data-testid="wheel-history-empty"]');
    expect(view.container.querySelector('[data-testid="wheel-chances-left"]')?.textContent).toBe('2');
    expect(view.container.querySelector('[data-testid="wheel-chances"]')?.textContent).toContain(
      '再投注 ¥30.00 可再得1次',
    );
    await click(view.container.querySelector('[data-testid="wheel-spin"]'));
    const result = await findIn(document.body, '[data-testid="wheel-result-label"]');
    expect(result.textContent).toBe(drawn.label);
    const disc = view.container.querySelector('[data-testid="wheel-disc"]')!;
    expect(disc.getAttribute('data-landed-index')).toBe(String(drawn.index));
    expect(bodiesSentTo(fetch, wheelRoutes.spin)).toHaveLength(1);
    expect(bodiesSentTo(fetch, wheelRoutes.spin)[0]).toMatchObject({ requestId: expect.any(String) });
    await waitFor(() => {
      expect(view.container.querySelectorAll('[data-testid="wheel-draw"]')).toHaveLength(1);
      expect(view.container.querySelector('[data-testid="wheel-chances-left"]')?.textContent).toBe('1');
    });
    // Not verifiable until the member changes seeds.
    expect(view.container.querySelector('[data-testid="wheel-draw-pending"]')).not.toBeNull();
    await view.unmount();
  });

  it('changes the seed: the old server seed is revealed and each draw gets its 验证 link', async () => {
    signInForTest();
    let changed = false;
    const fetch = stubApiWith({
      [wheelRoutes.info.path]: member,
      [wheelRoutes.draws.path]: () => ({
        items: [drawOf(0, changed ? serverSeed : null)],
        total: 1,
        page: 1,
        pageSize: 10,
      }),
      [wheelRoutes.seed.path]: (body: unknown) => {
        if ((body as { clientSeed: string }).clientSeed === 'c0ffee')
          return new Refusal(10902, '新的客户端种子与当前相同');
        changed = true;
        return {
          revealed: { serverSeed, serverSeedHash: seedCommitment(serverSeed), clientSeed: 'c0ffee', draws: 1 },
          seed: { serverSeedHash: seedCommitment('77'.repeat(32)), clientSeed: 'my-new-seed', nonce: 0 },
        };
      },
    });
    const view = await render();
    await findIn(view.container, '[data-testid="wheel-draw-pending"]');
    await click(view.container.querySelector('[data-testid="wheel-seed-change"]'));
    const input = await findIn(document.body, '[data-testid="wheel-seed-input"]');
    await typeInto(input, 'bad:seed');
    await click(document.body.querySelector('[data-testid="wheel-seed-submit"]'));
    expect(document.body.querySelector('[data-testid="wheel-seed-dialog"]')?.textContent).toContain('不含冒号');
    expect(bodiesSentTo(fetch, wheelRoutes.seed)).toHaveLength(0);
    await typeInto(input, 'my-new-seed');
    await click(document.body.querySelector('[data-testid="wheel-seed-submit"]'));
    await waitFor(() => expect(bodiesSentTo(fetch, wheelRoutes.seed)).toEqual([{ clientSeed: 'my-new-seed' }]));
    const revealed = await findIn(view.container, '[data-testid="wheel-seed-revealed"]');
    expect(revealed.textContent).toContain(serverSeed);
    const link = await findIn(view.container, '[data-testid="wheel-draw-verify"]');
    const search = new URLSearchParams(link.getAttribute('href')!.split('?')[1]);
    expect(search.get('serverSeed')).toBe(serverSeed);
    expect(search.get('index')).toBe(String(drawOf(0, null).index + 1));
    await view.unmount();
  });

  it('says when there are no spins left and where to earn more', async () => {
    signInForTest();
    stubApiWith({
      [wheelRoutes.info.path]: { ...member, chances: { ...member.chances, used: 2, left: 0 } },
      [wheelRoutes.draws.path]: { items: [], total: 0, page: 1, pageSize: 10 },
    });
    const view = await render();
    const spin = (await findIn(view.container, '[data-testid="wheel-spin"]')) as HTMLButtonElement;
    expect(spin.disabled).toBe(true);
    expect(spin.textContent).toContain('今日次数已用完');
    expect(view.container.querySelector('[data-testid="wheel-go-sign"]')?.getAttribute('href')).toBe(
      '/app/activity/carnivalactivity',
    );
    expect(view.container.querySelector('[data-testid="wheel-go-play"]')).not.toBeNull();
    await view.unmount();
  });

  it('says so when the wheel is not on offer, and when loading fails', async () => {
    stubApiWith({ [wheelRoutes.info.path]: { ...visitor, reason: 'noOffer', segments: [], rules: null } });
    const view = await render();
    await findIn(view.container, '[data-testid="wheel-no-offer"]');
    await view.unmount();
    stubApiWith({ [wheelRoutes.info.path]: new Refusal(10500, '系统繁忙') });
    const failed = await render();
    await findIn(failed.container, '[data-testid="wheel-error"]');
    await failed.unmount();
  });
});

describe('转盘验证', () => {
  const honest = drawOf(3, serverSeed);
  const path = `/app/activity/wheel/verify?${new URLSearchParams({
    serverSeed,
    hash: honest.serverSeedHash,
    clientSeed: honest.clientSeed,
    nonce: '3',
    weights: weights.join(','),
    index: String(honest.index + 1),
    label: honest.label,
  })}`;

  it('passes the draw its link fills in, naming the segment, and fails it when one seed character changes', async () => {
    const view = await render(path);
    const verdict = await findIn(view.container, '[data-testid="wheel-verify-verdict"]');
    expect(verdict.getAttribute('data-verified')).toBe('true');
    expect(verdict.textContent).toContain('验证通过');
    expect(verdict.textContent).toContain(`第${honest.index + 1}格（${honest.label}）`);
    const seed = view.container.querySelector('[data-testid="verify-serverSeed"]');
    await typeInto(seed, `${serverSeed.slice(0, -1)}f`);
    await waitFor(() => expect(verdict.getAttribute('data-verified')).toBe('false'));
    expect(verdict.textContent).toContain('验证失败');
    expect(verdict.textContent).toContain('服务端种子与哈希不一致');
    await view.unmount();
  });

  it('fails a claimed segment the seeds do not land on', async () => {
    const view = await render(path);
    const index = await findIn(view.container, '[data-testid="verify-index"]');
    await typeInto(index, String(((honest.index + 1) % weights.length) + 1));
    const verdict = view.container.querySelector('[data-testid="wheel-verify-verdict"]')!;
    await waitFor(() => expect(verdict.getAttribute('data-verified')).toBe('false'));
    expect(verdict.textContent).toContain('重新计算的奖项与开奖结果不一致');
    await view.unmount();
  });
});
