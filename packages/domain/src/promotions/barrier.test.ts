import { describe, expect, it } from 'vitest';
import { barrierLadderProblem, barrierStates, barrierToNext } from './barrier';

const ladder = [
  { turnover: 10_000n, amount: 200n },
  { turnover: 50_000n, amount: 800n },
  { turnover: 200_000n, amount: 2_800n },
];

describe('闯关 ladder', () => {
  it('accepts rising thresholds that each pay, and says what is wrong otherwise', () => {
    expect(barrierLadderProblem(ladder)).toBeNull();
    expect(barrierLadderProblem([])).toBe('关卡数须在1到8之间');
    expect(barrierLadderProblem(Array.from({ length: 9 }, (_, i) => ({ turnover: BigInt(i + 1), amount: 1n })))).toBe(
      '关卡数须在1到8之间',
    );
    expect(barrierLadderProblem([ladder[0]!, { turnover: 10_000n, amount: 1n }])).toBe('第2关的流水门槛须高于上一关');
    expect(barrierLadderProblem([{ turnover: 0n, amount: 1n }])).toBe('第1关的流水门槛须大于0');
    expect(barrierLadderProblem([{ turnover: 1n, amount: 0n }])).toBe('第1关的奖励须大于0');
  });

  it('clears a stage at its threshold exactly, and a claimed stage stays claimed', () => {
    expect(barrierStates(ladder, 0n, new Set())).toEqual(['locked', 'locked', 'locked']);
    expect(barrierStates(ladder, 9_999n, new Set())).toEqual(['locked', 'locked', 'locked']);
    expect(barrierStates(ladder, 10_000n, new Set())).toEqual(['claimable', 'locked', 'locked']);
    expect(barrierStates(ladder, 60_000n, new Set([0]))).toEqual(['claimed', 'claimable', 'locked']);
    expect(barrierStates(ladder, 500_000n, new Set([1]))).toEqual(['claimable', 'claimed', 'claimable']);
  });

  it('says how much turnover the next stage still needs', () => {
    expect(barrierToNext(ladder, 0n)).toBe(10_000n);
    expect(barrierToNext(ladder, 10_000n)).toBe(40_000n);
    expect(barrierToNext(ladder, 200_000n)).toBeNull();
  });
});
