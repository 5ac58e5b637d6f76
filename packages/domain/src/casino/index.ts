// Public entry of the casino maths: pure functions, no I/O, safe in the browser.

export type { Card } from './baccarat/cards';
export { cardCode, cardPoint, cardRank, cardSuit, DECK_SIZE, orderedShoe, parseCardCode } from './baccarat/cards';
export type { BaccaratHand, BaccaratOutcome, BaccaratResult } from './baccarat/hand';
export { dealHand } from './baccarat/hand';
export type { BaccaratOdds, ShoeComposition } from './baccarat/odds';
export { baccaratHouseEdges, baccaratOdds } from './baccarat/odds';
export type { BeadCell, BigRoad, BigRoadCell } from './baccarat/roads';
export { beadPlate, bigRoad, ROAD_ROWS } from './baccarat/roads';
export { bankerDraws, handTotal, isNatural, playerDraws } from './baccarat/rules';
export type { BaccaratBetKind, BaccaratBetSettlement, BaccaratBets, BaccaratSettlement } from './baccarat/settle';
export { BACCARAT_PAYS, bankerWinMinor, settleBaccarat } from './baccarat/settle';
export type { ShoeRules } from './baccarat/shoe';
export { burnCount, DEFAULT_SHOE_RULES, dealShoe } from './baccarat/shoe';
export { isSeed, seedCommitment } from './fair/hmac-stream';
export type { FairShoe } from './fair/shoe-shuffle';
export { shoeOrderHash, shuffleShoe, verifyShoe } from './fair/shoe-shuffle';
export type { FairSlotInput, FairSlotRound } from './fair/slot-round';
export { fairSlotStops, verifySlotRound } from './fair/slot-round';
export type { PlayedSlotSpin, ShoeHandCheck, ShoeHandClaim, SlotRoundCheck, SlotRoundClaim } from './fair/verify-round';
export { checkShoeHand, checkSlotRound, playFairSlotRound } from './fair/verify-round';
export type { Fraction } from './fraction';
export { formatFractionPercent, fraction, fractionToNumber } from './fraction';
export type { Uint32Source } from './prng';
export { createXoshiro128, uniformInt } from './prng';
export type { SlotPosition, SlotScatterWin, SlotSpinResult, SlotWin, SpinOptions } from './slots/evaluate';
export { evaluateSpin } from './slots/evaluate';
export { CAISHEN_DAO, LONG_FENG_CHENG_XIANG, MAIN_SLOTS, PANDA_BAMBOO } from './slots/games';
export type { SpinMoments } from './slots/moments';
export { spinMoments } from './slots/moments';
export { PAYLINES_20, PAYLINES_25 } from './slots/paylines';
export type { SlotRtp } from './slots/rtp';
export { exactRtp } from './slots/rtp';
export type { SlotSimulation } from './slots/simulate';
export { simulateRtp } from './slots/simulate';
export type {
  ReelStops,
  SlotDefinition,
  SlotEvaluation,
  SlotPays,
  SlotScatterRules,
  SlotSymbol,
  SlotSymbolRole,
} from './slots/types';
export { SLOT_REELS, SLOT_ROWS } from './slots/types';
export { findSlot, STATED_RTP_PERCENT, slotCatalogue, slotVariants } from './slots/variants';
export type { SlotVariantSpec } from './slots/variants-data';
