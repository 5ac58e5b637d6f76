import { describe, expect, it } from 'vitest';
import type { QuizQuestionView } from './api/info';
import { formatCountdown, groupByMatch, kickoffText, matchStateAt, outcomeOf, stateAt } from './questions';

const T0 = Date.parse('2026-11-29T10:00:00.000Z');

const question = (over: Partial<QuizQuestionView>): QuizQuestionView => ({
  id: 1,
  matchId: 10,
  league: '中超',
  home: '上海海港',
  away: '北京国安',
  kickoffAt: new Date(T0 + 3_600_000).toISOString(),
  kind: 'winner',
  title: '上海海港 vs 北京国安：全场胜负',
  options: [
    { key: 'home', label: '上海海港胜' },
    { key: 'draw', label: '平局' },
    { key: 'away', label: '北京国安胜' },
  ],
  reward: '5.00',
  state: 'open',
  answer: null,
  entries: 0,
  mine: null,
  ...over,
});

describe('竞猜 questions', () => {
  it('closes an open question at kickoff on the server clock', () => {
    const q = question({});
    expect(stateAt(q, T0)).toBe('open');
    expect(stateAt(q, T0 + 3_600_000)).toBe('closed');
    expect(stateAt({ ...q, state: 'settled' }, T0 + 9_000_000)).toBe('settled');
  });

  it('groups questions by match in the order the server listed them', () => {
    const groups = groupByMatch([
      question({ id: 1, matchId: 10 }),
      question({ id: 2, matchId: 10, kind: 'totalGoals' }),
      question({ id: 3, matchId: 11, home: 'A', away: 'B' }),
      question({ id: 4, matchId: 10, kind: 'bothScore' }),
    ]);
    expect(groups.map((g) => [g.matchId, g.questions.map((q) => q.id)])).toEqual([
      [10, [1, 2, 4]],
      [11, [3]],
    ]);
  });

  it('names a match open while any question takes answers, then waiting, settled or void', () => {
    const [match] = groupByMatch([question({ id: 1 }), question({ id: 2, kind: 'totalGoals' })]);
    expect(matchStateAt(match!, T0)).toBe('open');
    expect(matchStateAt(match!, T0 + 3_600_000)).toBe('closed');
    const [settled] = groupByMatch([question({ state: 'settled', answer: 'home' })]);
    expect(matchStateAt(settled!, T0)).toBe('settled');
    const [voided] = groupByMatch([question({ state: 'void' })]);
    expect(matchStateAt(voided!, T0)).toBe('void');
  });

  it('tells the member what became of their answer', () => {
    const mine = (state: 'open' | 'won' | 'lost' | 'void', payout = '0.00') => ({
      pick: 'home',
      buff: true,
      state,
      payout,
    });
    expect(outcomeOf(question({}), T0)).toBe('none');
    expect(outcomeOf(question({}), T0 + 3_600_000)).toBe('missed');
    expect(outcomeOf(question({ mine: mine('open') }), T0)).toBe('waiting');
    expect(outcomeOf(question({ mine: mine('open') }), T0 + 3_600_000)).toBe('closed');
    expect(outcomeOf(question({ state: 'settled', answer: 'home', mine: mine('won', '10.00') }), T0)).toBe('won');
    expect(outcomeOf(question({ state: 'settled', answer: 'home', mine: mine('won') }), T0)).toBe('wonUnpaid');
    expect(outcomeOf(question({ state: 'settled', answer: 'away', mine: mine('lost') }), T0)).toBe('lost');
    expect(outcomeOf(question({ state: 'void', mine: mine('void') }), T0)).toBe('void');
  });

  it('counts down in hours past a day, and shows kickoff in Beijing time', () => {
    expect(formatCountdown(47 * 3_600_000 + 61_000)).toBe('47:01:01');
    expect(formatCountdown(59_999)).toBe('0:00:59');
    expect(formatCountdown(-5_000)).toBe('0:00:00');
    expect(kickoffText('2026-11-29T10:30:00.000Z')).toBe('11-29 18:30');
  });
});
