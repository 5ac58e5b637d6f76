import { randomUUID } from 'node:crypto';
import {
  type QuizBoard,
  type QuizEnterResult,
  type QuizEntriesResponse,
  type QuizInfo,
  quizRoutes as qr,
} from '@courtside/contract';
import { quizAdminRoutes as qa } from '@courtside/contract/admin';
import { describe, expect, it } from 'vitest';
import { HOUR } from '../../test/feed';
import { call, databaseKinds, post } from '../../test/harness';
import { adminHeader } from '../../test/payments';
import { promoBed } from '../../test/promo';

describe.each(databaseKinds())('竞猜 on %s', (kind) => {
  const { bed, join, as, grants, newMatch, endMatch, callOff } = promoBed(kind, 'quiz');
  type Who = Awaited<ReturnType<typeof join>>;
  const info = async (who: Who) => (await call(bed.app, qr.info, {}, as(who))) as QuizInfo;
  const enter = (who: Who, questionId: number, pick: string, buff = false, requestId: string = randomUUID()) =>
    post(bed.app, qr.enter.path, { questionId, pick, buff, requestId }, as(who));
  const questionsOf = async (who: Who, matchId: number) =>
    (await info(who)).questions.filter((q) => q.matchId === matchId);
  const entries = async (who: Who) =>
    (await call(bed.app, qr.entries, { page: 1, pageSize: 20 }, as(who))) as QuizEntriesResponse;

  it('asks five questions of a real match, takes one answer each before kickoff, and refuses what breaks the rules', async () => {
    const matchId = await newMatch('qz-1');
    const visitor = (await post(bed.app, qr.info.path, {})).body.data as QuizInfo;
    expect(visitor).toMatchObject({ reason: 'notLoggedIn', title: '赛事竞猜', buffCardsLeft: 0 });
    const asked = visitor.questions.filter((q) => q.matchId === matchId);
    expect(asked.map((q) => [q.kind, q.reward, q.options.map((o) => o.key)])).toEqual([
      ['winner', '5.00', ['home', 'draw', 'away']],
      ['totalGoals', '3.00', ['over', 'under']],
      ['bothScore', '3.00', ['yes', 'no']],
      ['exactScore', '20.00', [...asked[3]!.options.map((o) => o.key)]],
      ['firstScorer', '3.00', ['home', 'none', 'away']],
    ]);
    expect(asked[3]!.options.map((o) => o.key)).toHaveLength(17);
    expect(asked[3]!.options.slice(0, 2).map((o) => [o.key, o.label])).toEqual([
      ['s0x0', '0-0'],
      ['s0x1', '0-1'],
    ]);
    expect(asked[0]!.options[0]!.label).toBe('上海海港胜');

    const who = await join();
    expect((await info(who)).buffCardsLeft).toBe(1);
    const [winner, goals, both] = await questionsOf(who, matchId);
    expect((await enter(who, winner!.id, 'draws')).body.code).not.toBe(0);
    expect((await enter(who, winner!.id, 'over')).body).toMatchObject({ code: 10972 });
    expect((await enter(who, 999_999, 'home')).body).toMatchObject({ code: 10970 });
    const requestId = randomUUID();
    const taps = await Promise.all(Array.from({ length: 5 }, () => enter(who, winner!.id, 'home', true, requestId)));
    expect(taps.map((t) => t.body.code)).toEqual(Array(5).fill(0));
    expect((taps[0]!.body.data as QuizEnterResult).question.mine).toMatchObject({
      pick: 'home',
      buff: true,
      state: 'open',
    });
    expect((taps[0]!.body.data as QuizEnterResult).buffCardsLeft).toBe(0);
    expect((await enter(who, winner!.id, 'away')).body).toMatchObject({ code: 10974 });
    expect((await enter(who, goals!.id, 'under', true)).body).toMatchObject({ code: 10973 });
    expect((await enter(who, goals!.id, 'under')).body.code).toBe(0);
    expect((await entries(who)).total).toBe(2);

    // At kickoff the question closes.
    bed.skewMs = 3 * HOUR;
    expect((await enter(who, both!.id, 'yes')).body).toMatchObject({ code: 10971 });
    expect((await questionsOf(who, matchId)).map((q) => q.state)).toEqual(Array(5).fill('closed'));
    expect((await entries(who)).total).toBe(2);
  });

  it('pays a right answer once when the match ends, doubled by the buff card, and ranks the members', async () => {
    const matchId = await newMatch('qz-2');
    const [a, b] = [await join(), await join()];
    const [winner, goals, , score, first] = await questionsOf(a, matchId);
    expect((await enter(a, winner!.id, 'home', true)).body.code).toBe(0);
    expect((await enter(a, goals!.id, 'under')).body.code).toBe(0);
    expect((await enter(a, score!.id, 's2x1')).body.code).toBe(0);
    expect((await enter(a, first!.id, 'home')).body.code).toBe(0);
    expect((await enter(b, winner!.id, 'home')).body.code).toBe(0);
    expect((await enter(b, score!.id, 'other')).body.code).toBe(0);
    expect((await enter(b, first!.id, 'away')).body.code).toBe(0);

    // The away side scored first, and the home side turned it round.
    await endMatch('qz-2', { home: 2, away: 1 }, ['away', 'home', 'home']);
    await expect
      .poll(async () => (await entries(a)).items.map((e) => e.state).sort(), { timeout: 10_000 })
      .toEqual(['lost', 'lost', 'won', 'won']);
    const won = (await entries(a)).items.filter((e) => e.state === 'won');
    expect(won.map((e) => [e.pickLabel, e.buff, e.payout])).toEqual([
      ['2-1', false, '20.00'],
      ['上海海港胜', true, '10.00'],
    ]);
    expect(
      (await grants(a))
        .filter((g) => g.kind === 'quiz')
        .map((g) => g.granted)
        .sort(),
    ).toEqual(['10.00', '20.00']);
    // Settled questions stay on the page for those who answered them.
    expect((await questionsOf(a, matchId)).map((q) => [q.kind, q.state, q.answer])).toEqual([
      ['winner', 'settled', 'home'],
      ['totalGoals', 'settled', 'over'],
      ['exactScore', 'settled', 's2x1'],
      ['firstScorer', 'settled', 'away'],
    ]);

    // The same word from the feed again (a redelivery, a second node) pays nothing more.
    await bed.app.database.db.transaction((tx) =>
      bed.app.services.quiz.onMatchStatus(tx, {
        matchId,
        sport: 'football',
        from: 'live',
        to: 'ended',
        score: { home: 2, away: 1 },
      }),
    );
    expect((await grants(a)).filter((g) => g.kind === 'quiz')).toHaveLength(2);
    await expect
      .poll(async () =>
        (await grants(b))
          .filter((g) => g.kind === 'quiz')
          .map((g) => g.granted)
          .sort(),
      )
      .toEqual(['3.00', '5.00']);

    const board = (await call(bed.app, qr.board, {}, as(b))) as QuizBoard;
    expect(board.rows.slice(0, 2).map((r) => [r.rank, r.won, r.payout])).toEqual([
      [1, 2, '30.00'],
      [2, 2, '8.00'],
    ]);
    expect(board.rows[0]!.name).toContain('***');
    expect(board.mine).toMatchObject({ rank: 2, won: 2, payout: '8.00' });
    const admin = (await call(bed.app, qa.questions, { page: 1, pageSize: 50, state: 'settled' }, adminHeader)) as {
      items: { matchId: number; kind: string; entries: number; won: number; paid: string }[];
    };
    expect(admin.items.find((q) => q.matchId === matchId && q.kind === 'winner')).toMatchObject({
      entries: 2,
      won: 2,
      paid: '15.00',
    });
  });

  it('voids the answers of a cancelled match and gives the buff card back', async () => {
    const matchId = await newMatch('qz-3');
    const who = await join();
    const [winner] = await questionsOf(who, matchId);
    expect((await enter(who, winner!.id, 'draw', true)).body.code).toBe(0);
    expect((await info(who)).buffCardsLeft).toBe(0);
    await callOff('qz-3');
    await expect
      .poll(async () => (await entries(who)).items.map((e) => e.state), { timeout: 10_000 })
      .toEqual(['void']);
    expect((await info(who)).buffCardsLeft).toBe(1);
    expect((await grants(who)).filter((g) => g.kind === 'quiz')).toHaveLength(0);
  });

  it('voids only the first-scorer question when the feed ends a scoring match without its goals', async () => {
    const matchId = await newMatch('qz-4');
    const who = await join();
    const [winner, , , , first] = await questionsOf(who, matchId);
    expect((await enter(who, first!.id, 'home', true)).body.code).toBe(0);
    expect((await enter(who, winner!.id, 'home')).body.code).toBe(0);
    await endMatch('qz-4', { home: 1, away: 0 });
    await expect
      .poll(async () => (await entries(who)).items.map((e) => [e.title.split('：')[1], e.state]), { timeout: 10_000 })
      .toEqual([
        ['全场胜负', 'won'],
        ['哪队先进球', 'void'],
      ]);
    expect((await questionsOf(who, matchId)).map((q) => [q.kind, q.state])).toEqual([
      ['winner', 'settled'],
      ['firstScorer', 'void'],
    ]);
    expect((await info(who)).buffCardsLeft).toBe(1);
  });
});
