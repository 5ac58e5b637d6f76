export type {
  AnchorClickNotice,
  AnchorInfo,
  AnchorStatus,
  MatchItem,
  RawAnchor,
  RawAnchorListItem,
  RawAnchorMatch,
} from './anchor';
export { anchorClickNotice, anchorShowsIcon, mapAnchorMatch } from './anchor';
export type {
  ChatContent,
  ChatContext,
  ChatMessage,
  ChatMessageType,
  ChatTextProblem,
  MuteMinutes,
  OrderMessageData,
} from './chat';
export {
  acceptChatMessages,
  chatTextProblem,
  findActiveOrderPush,
  isLowLevel,
  isMuted,
  mergeWelcome,
  muteEndsAt,
  slowModeWaitMs,
} from './chat';
export type { DeviceDescription } from './client';
export {
  describeUserAgent,
  isClockOff,
  isHomePagePath,
  isServerCacheable,
  isSportsListPath,
  nextTitleFrame,
  outsideUrl,
  requestTimeoutMs,
  shouldSendToken,
  siteIdFallback,
  titleNeedsMarquee,
} from './client';
export { formatCount, formatFinance, formatNumber, groupInFours } from './format';
export { coinCostMinor, maskNick, rankPeriodStart, splitGiftValue } from './gift';
export type { UploadImageType } from './image';
export { sniffImageType } from './image';
export type { MarqueeNotice } from './marquee';
export { activeMarqueeNotices, repeatMarquee } from './marquee';
export { maskAddress, maskEmail, maskPhone, maskPhone34, maskRealName } from './masking';
export { loginPathHash, md5Hex } from './md5';
export {
  convertAtUsdtRate,
  formatMoney,
  formatUsdtRate,
  fromMinorUnits,
  type LedgerCurrency,
  ledgerAmountText,
  parseUsdtRate,
  toMinorUnits,
} from './money';
export { formatPercentBp, parsePercentBp, percentOfMinor } from './percent';
export { dailyInterestMinor, minimumHeld } from './savings';
export type { SettlementUnit, SettlementWords } from './settlement';
export { settlementWords } from './settlement';
export { unofferedSportIn } from './sports';
export {
  businessDate,
  businessDayStart,
  endOfBusinessDay,
  formatShanghaiDateTime,
  parseShanghaiTimestamp,
} from './time';
export type { PasswordProblem } from './validation';
export {
  checkPassword,
  isCardNumber,
  isEmail,
  isInternationalPhone,
  isMainlandPhone,
  isMemberLevelName,
  isMoney,
  isMoneyLimited,
  isOneToNinety,
  isPointLimit,
  isPositiveInteger,
  isRealName,
  isRealNameStrict,
  isSimplePhone,
  isUsdtAddress,
  isUsername,
  isWeakPassword,
  isWithdrawalPassword,
  requiredMax,
} from './validation';
export type { VenueFlags } from './venue';
export { egameCode, isVenueOpenLoose, isVenueOpenStrict, sportsbookEntrance } from './venue';
export { withdrawalFeeMinor } from './withdrawal';
