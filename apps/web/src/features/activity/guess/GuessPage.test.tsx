import { type QuizInfo, type QuizQuestionView, quizRoutes } from '@courtside/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { useAlerts } from '../../../shared/modals/alertStore';
import {
  bodiesSentTo,
  dropLine,
  findIn,
  Refusal,
  signInForTest,
  signOutForTest,
  stubApiWith,
} from '../../../test/helpers';
import { click, renderRoutes, waitFor } from '../../../test/render';
import { activityRoutes } from '../routes';

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();

const asked = (matchId: number, firstId: number, kickoffAt: string, home = '上海海港', away = '北京国安') =>
  (
    [
      [
        'winner',
        '5.00',
        [
          ['home', `${home}胜`],
          ['draw', '平局'],
          ['away', `${away}胜`],
        ],
      ],
      [
        'totalGoals',
        '3.00',
        [
          ['over', '大于2.5球'],
          ['under', '小于2.5球'],
        ],
      ],
      [
        'bothScore',
        '3.00',
        [
          ['yes', '是'],
          ['no', '否'],
        ],
      ],
    ] as const
  ).map(
    ([kind, reward, options], i): QuizQuestionView => ({
      id: firstId + i,
      matchId,
      league: '中超联赛',
      home,
      away,
      kickoffAt,
      kind,
      title: `${home} vs ${away}`,
      options: options.map(([key, label]) => ({ key, label })),
      reward,
      state: 'open',
      answer: null,
      entries: 3,
      mine: null,
    }),
  );

const rules = { buffFactor: 2, buffCardsPerDay: 1, multiplier: 1, validDays: 7 };
const visitor: QuizInfo = {
  reason: 'notLoggedIn',
  title: '赛事竞猜',
  summary: '开赛前免费竞猜',
  rules,
  buffCardsLeft: 0,
  questions: [...asked(501, 1, inHours(1)), ...asked(502, 4, inHours(5), '山东泰山', '成都蓉城')],
};
const member: QuizInfo = { ...visitor, reason: null, buffCardsLeft: 1 };
const noEntries = { items: [], total: 0, page: 1, pageSize: 10 };

const render = () =>
  renderRoutes([{ path: '/app', children: activityRoutes }], { initialEntries: ['/app/activity/guess'] });

const questionEl = (root: ParentNode, id: number) =>
  root.querySelector(`[data-testid="guess-question"][data-id="${id}"]`)!;

describe('赛事竞猜', () => {
  afterEach(() => {
    signOutForTest();
    useAlerts.setState({ queue: [] });
  });

  it('shows a visitor every match with its questions and options, and 登录后参与 instead of the submit', async () => {
    stubApiWith({ [quizRoutes.info.path]: visitor });
    const view = await render();
    const matches = await waitFor(() => {
      const found = view.container.querySelectorAll('[data-testid="guess-match"]');
      if (found.length !== 2) throw new Error('matches not shown yet');
      return found;
    });
    expect(matches[0]!.textContent).toContain('上海海港');
    expect(matches[0]!.textContent).toContain('中超联赛');
    expect(matches[0]!.querySelector('[data-testid="guess-countdown"]')?.textContent).toMatch(/距截止 0:59:\d\d/);
    expect(matches[0]!.querySelectorAll('[data-testid="guess-question"]')).toHaveLength(3);
    const winner = questionEl(view.container, 1);
    expect(Array.from(winner.querySelectorAll('[data-testid="guess-option"]'), (o) => o.textContent)).toEqual([
      '上海海港胜',
      '平局',
      '北京国安胜',
    ]);
    expect(winner.textContent).toContain('猜中得 ¥5.00');
    expect(winner.querySelector('[data-testid="guess-login"]')?.getAttribute('href')).toBe(
      '/login?fromPage=%2Fapp%2Factivity%2Fguess',
    );
    expect(view.container.querySelector('[data-testid="guess-submit"]')).toBeNull();
    // Tapping an option asks a visitor to log in first.
    await click(winner.querySelector('[data-key="draw"]'));
    expect(useAlerts.getState().queue.at(-1)?.title).toBe('温馨提示');
    expect(winner.querySelector('[data-key="draw"]')?.getAttribute('aria-pressed')).toBe('false');
    expect(view.container.querySelector('[data-testid="guess-rules"]')?.textContent).toContain(
      '每日1张加倍卡，猜中奖励×2',
    );
    await view.unmount();
  });

  it('takes a member’s answer with the buff card, marks it and spends the card', async () => {
    signInForTest();
    let entered: { questionId: number; pick: string; buff: boolean } | null = null;
    const fetch = stubApiWith({
      [quizRoutes.info.path]: member,
      [quizRoutes.entries.path]: noEntries,
      [quizRoutes.enter.path]: (body: unknown) => {
        entered = body as typeof entered;
        const q = member.questions[0]!;
        return {
          question: {
            ...q,
            entries: 4,
            mine: { pick: entered!.pick, buff: entered!.buff, state: 'open', payout: '0.00' },
          },
          buffCardsLeft: 0,
        };
      },
    });
    const view = await render();
    const winner = await waitFor(() => {
      const el = questionEl(view.container, 1);
      if (!el) throw new Error('not yet');
      return el;
    });
    const submit = winner.querySelector('[data-testid="guess-submit"]') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(view.container.querySelector('[data-testid="guess-buff-left"]')?.textContent).toBe('1 张');
    await click(winner.querySelector('[data-key="away"]'));
    expect(winner.querySelector('[data-key="away"]')?.getAttribute('aria-pressed')).toBe('true');
    await click(winner.querySelector('[data-testid="guess-buff-toggle"]'));
    // The buff card doubles what the question pays.
    expect(winner.textContent).toContain('猜中得 ¥10.00');
    await click(submit);
    await waitFor(() => expect(questionEl(view.container, 1).getAttribute('data-pick')).toBe('away'));
    expect(bodiesSentTo(fetch, quizRoutes.enter)).toEqual([
      { questionId: 1, pick: 'away', buff: true, requestId: expect.any(String) },
    ]);
    const answered = questionEl(view.container, 1);
    expect(answered.querySelector('[data-testid="guess-submit"]')).toBeNull();
    expect(answered.querySelector('[data-key="away"]')?.textContent).toContain('我的答案');
    expect(answered.querySelector('[data-testid="guess-outcome"]')?.textContent).toContain('已提交，待开奖');
    expect(answered.querySelector('[data-testid="guess-buff-used"]')?.textContent).toBe('加倍卡 ×2');
    expect(answered.textContent).toContain('4人参与');
    expect(view.container.querySelector('[data-testid="guess-buff-left"]')?.textContent).toBe('0 张');
    // The other questions can no longer use a card.
    const goals = questionEl(view.container, 2);
    expect((goals.querySelector('[data-testid="guess-buff-toggle"]') as HTMLInputElement).disabled).toBe(true);
    expect(goals.textContent).toContain('今日加倍卡已用完');
    await view.unmount();
  });

  it('asks again with the same requestId when the answer was lost on the way', async () => {
    signInForTest();
    let tries = 0;
    const fetch = stubApiWith({
      [quizRoutes.info.path]: member,
      [quizRoutes.enter.path]: () => {
        tries += 1;
        if (tries === 1) dropLine();
        const q = member.questions[1]!;
        return {
          question: { ...q, mine: { pick: 'under', buff: false, state: 'open', payout: '0.00' } },
          buffCardsLeft: 1,
        };
      },
    });
    const view = await render();
    const goals = await waitFor(() => {
      const el = questionEl(view.container, 2);
      if (!el) throw new Error('not yet');
      return el;
    });
    await click(goals.querySelector('[data-key="under"]'));
    await click(goals.querySelector('[data-testid="guess-submit"]'));
    await waitFor(() => expect(questionEl(view.container, 2).getAttribute('data-pick')).toBe('under'), 4_000);
    const sent = bodiesSentTo(fetch, quizRoutes.enter) as { requestId: string }[];
    expect(sent).toHaveLength(2);
    expect(sent[0]!.requestId).toBe(sent[1]!.requestId);
    await view.unmount();
  });

  it('shows settled questions with the right answer and 猜中 / 未猜中, a void one as 已作废', async () => {
    signInForTest();
    const past = inHours(-3);
    const [winner, goals] = asked(600, 20, past);
    const settled: QuizInfo = {
      ...member,
      questions: [
        {
          ...winner!,
          state: 'settled',
          answer: 'home',
          mine: { pick: 'home', buff: true, state: 'won', payout: '10.00' },
        },
        {
          ...goals!,
          state: 'settled',
          answer: 'over',
          mine: { pick: 'under', buff: false, state: 'lost', payout: '0.00' },
        },
        ...asked(601, 30, past, '武汉三镇', '天津津门虎')
          .slice(0, 1)
          .map((q) => ({
            ...q,
            state: 'void' as const,
            mine: { pick: 'draw', buff: false, state: 'void' as const, payout: '0.00' },
          })),
      ],
    };
    stubApiWith({ [quizRoutes.info.path]: settled });
    const view = await render();
    const won = await findIn(view.container, '[data-testid="guess-question"][data-id="20"]');
    expect(won.getAttribute('data-state')).toBe('settled');
    expect(won.querySelector('[data-testid="guess-won"]')?.textContent).toBe('猜中 +¥10.00');
    // What it paid with the buff card the member used.
    expect(won.textContent).toContain('猜中得 ¥10.00');
    expect(won.querySelector('[data-key="home"]')?.textContent).toContain('正确答案');
    expect(won.querySelector('[data-key="home"]')?.textContent).toContain('我的答案');
    const lost = questionEl(view.container, 21);
    expect(lost.querySelector('[data-testid="guess-lost"]')?.textContent).toBe('未猜中');
    expect(lost.querySelector('[data-key="over"]')?.getAttribute('data-right')).toBe('true');
    expect(questionEl(view.container, 30).querySelector('[data-testid="guess-outcome"]')?.textContent).toBe('已作废');
    const states = Array.from(
      view.container.querySelectorAll('[data-testid="guess-match-state"]'),
      (b) => b.textContent,
    );
    expect(states).toEqual(['已开奖', '已作废']);
    expect(view.container.querySelector('[data-testid="guess-submit"]')).toBeNull();
    await view.unmount();
  });

  it('lists 我的竞猜 with the payout and the 排行榜 with the member’s place', async () => {
    signInForTest();
    stubApiWith({
      [quizRoutes.info.path]: member,
      [quizRoutes.entries.path]: {
        items: [
          {
            id: 9,
            questionId: 1,
            match: '上海海港 vs 北京国安',
            title: '上海海港 vs 北京国安：全场胜负',
            pick: 'home',
            pickLabel: '上海海港胜',
            buff: true,
            state: 'won',
            payout: '10.00',
            grantId: 77,
            at: '2026-11-29T08:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      },
      [quizRoutes.board.path]: {
        rows: [
          { rank: 1, name: 'de***01', won: 1, payout: '10.00' },
          { rank: 2, name: 'ab***99', won: 1, payout: '5.00' },
        ],
        mine: { rank: 1, won: 1, payout: '10.00' },
      },
    });
    const view = await render();
    await click(await findIn(view.container, '[data-testid="guess-tab-mine"]'));
    const entry = await findIn(view.container, '[data-testid="guess-entry"]');
    expect(entry.getAttribute('data-state')).toBe('won');
    expect(entry.textContent).toContain('我的答案：上海海港胜');
    expect(entry.querySelector('[data-testid="guess-entry-payout"] a')?.getAttribute('href')).toBe(
      '/app/promotions/mine',
    );
    expect(entry.textContent).toContain('+¥10.00');
    await click(view.container.querySelector('[data-testid="guess-tab-board"]'));
    await findIn(view.container, '[data-testid="guess-board-row"]');
    expect(view.container.querySelectorAll('[data-testid="guess-board-row"]')).toHaveLength(2);
    expect(view.container.querySelector('[data-testid="guess-board-mine"]')?.textContent).toBe(
      '我的排名：第1名 · 猜中1次 · ¥10.00',
    );
    await view.unmount();
  });

  it('says so when no match is open, when the quiz is not on offer, and when loading fails', async () => {
    stubApiWith({ [quizRoutes.info.path]: { ...visitor, questions: [] } });
    const empty = await render();
    expect((await findIn(empty.container, '[data-testid="guess-empty"]')).textContent).toContain('暂无可竞猜的比赛');
    await empty.unmount();
    stubApiWith({ [quizRoutes.info.path]: { ...visitor, reason: 'noOffer', rules: null, questions: [] } });
    const none = await render();
    await findIn(none.container, '[data-testid="guess-no-offer"]');
    await none.unmount();
    stubApiWith({ [quizRoutes.info.path]: new Refusal(10500, '系统繁忙') });
    const failed = await render();
    expect((await findIn(failed.container, '[data-testid="guess-error"]')).textContent).toContain('赛事竞猜加载失败');
    await failed.unmount();
  });
});
