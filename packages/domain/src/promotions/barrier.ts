/**
 * 闯关 (issue 31, the spec's barrier): a ladder of stages a member clears with the business day's
 * valid turnover, each stage paying its own stated bonus once a day. The ladder restarts every
 * business day; a stage cleared and not claimed that day lapses with it. Money is minor units.
 */

export const BARRIER_STAGES_MIN = 1;
export const BARRIER_STAGES_MAX = 8;

export interface BarrierStage {
  /** The day's valid turnover that clears the stage. */
  turnover: bigint;
  /** What the stage pays, as a bonus grant. */
  amount: bigint;
}

export type BarrierStageState = 'locked' | 'claimable' | 'claimed';

/** What is wrong with a ladder, or null: thresholds rise strictly and every stage pays something. */
export const barrierLadderProblem = (stages: readonly BarrierStage[]): string | null => {
  if (stages.length < BARRIER_STAGES_MIN || stages.length > BARRIER_STAGES_MAX) {
    return `关卡数须在${BARRIER_STAGES_MIN}到${BARRIER_STAGES_MAX}之间`;
  }
  for (const [index, stage] of stages.entries()) {
    if (stage.turnover <= 0n) return `第${index + 1}关的流水门槛须大于0`;
    if (stage.amount <= 0n) return `第${index + 1}关的奖励须大于0`;
    const before = stages[index - 1];
    if (before && stage.turnover <= before.turnover) return `第${index + 1}关的流水门槛须高于上一关`;
  }
  return null;
};

/** Each stage's state for a member with this day's turnover and these stages already claimed today. */
export const barrierStates = (
  stages: readonly BarrierStage[],
  turnover: bigint,
  claimed: ReadonlySet<number>,
): BarrierStageState[] =>
  stages.map((stage, index) => (claimed.has(index) ? 'claimed' : turnover >= stage.turnover ? 'claimable' : 'locked'));

/** The turnover still to play for the next stage not yet cleared, or null when every stage is cleared. */
export const barrierToNext = (stages: readonly BarrierStage[], turnover: bigint): bigint | null => {
  const next = stages.find((stage) => stage.turnover > turnover);
  return next ? next.turnover - turnover : null;
};
