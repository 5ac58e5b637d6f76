/** Valid turnover (minor units) that earns one point of 积分: ¥100. */
export const POINT_TURNOVER = 10_000n;

/** The points one settled bet or round earns: whole ¥100 of its valid turnover (none below ¥100). */
export const pointsFor = (validTurnover: bigint): bigint => (validTurnover > 0n ? validTurnover / POINT_TURNOVER : 0n);

/**
 * The next change of the points a bet earned, given what its entries already add up to: the
 * difference to what it earns now (its turnover row as it stands: settled, rolled back, settled
 * again), a reversal taking no more than the member still holds (the balance never goes below zero).
 */
export const pointsChange = (now: bigint, earnedBefore: bigint, balance: bigint): bigint => {
  const delta = now - earnedBefore;
  return delta >= 0n ? delta : -(balance < -delta ? balance : -delta);
};
