import { describe, expect, it } from 'vitest';
import * as domain from './index';

// The names the server and web import; renaming one must fail here, not in another package.
const FUNCTIONS = [
  'isRealName',
  'isRealNameStrict',
  'checkPassword',
  'isWeakPassword',
  'isWithdrawalPassword',
  'isMainlandPhone',
  'isSimplePhone',
  'isInternationalPhone',
  'isEmail',
  'isMoney',
  'isMoneyLimited',
  'isCardNumber',
  'isUsername',
  'isMemberLevelName',
  'isPositiveInteger',
  'isPointLimit',
  'isOneToNinety',
  'requiredMax',
  'maskPhone',
  'maskPhone34',
  'describeUserAgent',
  'maskEmail',
  'maskRealName',
  'formatNumber',
  'formatFinance',
  'formatMoney',
  'formatCount',
  'groupInFours',
  'toMinorUnits',
  'fromMinorUnits',
  'isVenueOpenStrict',
  'isVenueOpenLoose',
  'egameCode',
  'sportsbookEntrance',
  'anchorShowsIcon',
  'anchorClickNotice',
  'mapAnchorMatch',
  'activeMarqueeNotices',
  'repeatMarquee',
  'acceptChatMessages',
  'mergeWelcome',
  'isLowLevel',
  'findActiveOrderPush',
  'shouldSendToken',
  'requestTimeoutMs',
  'siteIdFallback',
  'isServerCacheable',
  'isClockOff',
  'isHomePagePath',
  'isSportsListPath',
  'outsideUrl',
  'titleNeedsMarquee',
  'nextTitleFrame',
  'loginPathHash',
  'endOfBusinessDay',
  'businessDate',
  'businessDayStart',
  'parsePercentBp',
  'formatPercentBp',
  'percentOfMinor',
  'withdrawalFeeMinor',
  'minimumHeld',
  'dailyInterestMinor',
  'settlementWords',
  'formatShanghaiDateTime',
  'parseShanghaiTimestamp',
  'md5Hex',
  'isUsdtAddress',
  'maskAddress',
  'parseUsdtRate',
  'formatUsdtRate',
  'convertAtUsdtRate',
  'chatTextProblem',
  'coinCostMinor',
  'isMuted',
  'maskNick',
  'muteEndsAt',
  'rankPeriodStart',
  'slowModeWaitMs',
  'splitGiftValue',
];

describe('package entry', () => {
  it('exports every rule as a function', () => {
    const missing = FUNCTIONS.filter((name) => typeof (domain as Record<string, unknown>)[name] !== 'function');
    expect(missing).toEqual([]);
  });

  it('exports nothing but functions', () => {
    const values = Object.values(domain);
    expect(values.every((value) => typeof value === 'function')).toBe(true);
    expect(Object.keys(domain).sort()).toEqual([...FUNCTIONS].sort());
  });
});
