import { describe, expect, it } from 'vitest';
import { lotteryPicksProblem, lotteryPrize, lotteryRight } from './lottery';

const prizes = { first: 10_000n, second: 1_000n };

describe('足球彩票', () => {
  it('counts the right picks, a void match right for everyone, and pays by how many', () => {
    const results = { '1': 'home', '2': 'draw', '3': 'void', '4': 'away' } as const;
    expect(lotteryRight({ '1': 'home', '2': 'draw', '3': 'away', '4': 'away' }, results)).toBe(4);
    expect(lotteryRight({ '1': 'home', '2': 'home', '3': 'home', '4': 'away' }, results)).toBe(3);
    expect(lotteryRight({ '1': 'away', '2': 'home', '3': 'draw', '4': 'home' }, results)).toBe(1);
    expect([4, 3, 2, 0].map((right) => lotteryPrize(right, 4, prizes))).toEqual([10_000n, 1_000n, 0n, 0n]);
  });

  it('wants each match of the card picked once, with one of the three results', () => {
    const card = [11, 12, 13];
    const all = card.map((matchId) => ({ matchId, pick: 'home' }));
    expect(lotteryPicksProblem(card, all)).toBeNull();
    expect(lotteryPicksProblem(card, all.slice(0, 2))).toBe('请为本期全部3场比赛选择结果');
    expect(lotteryPicksProblem(card, [...all.slice(0, 2), { matchId: 12, pick: 'away' }])).toBe(
      '每场比赛只能选一个结果',
    );
    expect(lotteryPicksProblem(card, [...all.slice(0, 2), { matchId: 99, pick: 'home' }])).toBe('所选比赛不在本期');
    expect(lotteryPicksProblem(card, [...all.slice(0, 2), { matchId: 13, pick: 'over' }])).toBe(
      '请选择主胜、平局或客胜',
    );
  });
});
