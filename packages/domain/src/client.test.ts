import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
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

describe('shouldSendToken', () => {
  it.each([
    ['/api/site/group/account/memberLogin/v3/login', false],
    ['/api/site/group/account/lg/v5/login', false],
    ['https://gw.example.com/api/site/banner/v1/queryBannerList', false],
    ['/api/site/group/site/perInfo/v1/get', false],
    ['/api/site/group/site/perInfo/v1/get?lang=zh', false],
    ['/api/site/group/site/perInfo/v5/get', true],
    ['/api/site/queryBannerList/v2', true],
    ['/api/site/group/member/getMemberInfoForWeb', true],
    ['/api/site/group/account/logout', true],
    ['/api/site/help?fromPage=login', true],
    ['/api/site/LOGIN', true],
  ])('%s -> %s', (url, expected) => {
    expect(shouldSendToken(url)).toBe(expected);
  });
});

describe('isSportsListPath', () => {
  it('is the sports list, not its match, results or bets pages', () => {
    expect(['/app/sports', '/app/sports/'].map(isSportsListPath)).toEqual([true, true]);
    expect(['/app/sports/match/1', '/app/sports/results', '/app/sportsx', '/app/home'].map(isSportsListPath)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('outsideUrl', () => {
  it('keeps absolute http(s) addresses, normalised', () => {
    expect(outsideUrl(' https://chat.example.com/room?id=1 ')).toBe('https://chat.example.com/room?id=1');
    expect(outsideUrl('http://Example.com')).toBe('http://example.com/');
  });
  it('refuses empty, relative, script and other schemes', () => {
    for (const text of [
      '',
      '  ',
      '/cs',
      'chat.example.com',
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://x.example',
    ]) {
      expect(outsideUrl(text)).toBeNull();
    }
    expect(outsideUrl(`https://example.com/${'a'.repeat(2000)}`)).toBeNull();
  });
});

describe('isHomePagePath', () => {
  it('takes the home page and the two addresses that lead to it, nothing else', () => {
    expect(['/app', '/app/', '/app/home'].map(isHomePagePath)).toEqual([true, true, true]);
    expect(['/', '/app/home/', '/app/homepage', '/app/help', ''].map(isHomePagePath)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('requestTimeoutMs', () => {
  it('is 30000 ms with credentials and 5000 ms without', () => {
    expect(requestTimeoutMs(true)).toBe(30_000);
    expect(requestTimeoutMs(false)).toBe(5_000);
  });
});

describe('siteIdFallback', () => {
  it.each([
    [1, 1],
    [5000, 5000],
    [5004, 5004],
    [5005, 5005],
    [5006, 5000],
    [9999, 5000],
  ])('%i -> %i', (siteId, expected) => {
    expect(siteIdFallback(siteId)).toBe(expected);
  });
});

describe('isServerCacheable', () => {
  it.each([
    ['AGIN', false],
    ['XAG', false],
    ['BBIN', true],
    ['ag', true],
    ['', true],
    [null, true],
    [undefined, true],
  ])('%j -> %s', (venueName, expected) => {
    expect(isServerCacheable(venueName)).toBe(expected);
  });
});

describe('isClockOff', () => {
  it.each([
    [0, false],
    [119_999, false],
    [-119_999, false],
    [120_000, true],
    [-120_000, true],
    [3_600_000, true],
  ])('a drift of %i ms -> %s', (drift, expected) => {
    const localMs = 1_700_000_000_000;
    expect(isClockOff(localMs + drift, localMs)).toBe(expected);
  });
});

describe('titleNeedsMarquee', () => {
  it.each([
    [15, false, false],
    [16, false, true],
    [16, true, false],
    [28, true, false],
    [29, true, true],
    [0, false, false],
  ])('%i characters (Safari: %s) -> %s', (length, isSafari, expected) => {
    expect(titleNeedsMarquee('字'.repeat(length), isSafari)).toBe(expected);
  });

  it('counts an emoji as one character', () => {
    expect(titleNeedsMarquee('😀'.repeat(15), false)).toBe(false);
  });
});

describe('nextTitleFrame', () => {
  it.each([
    ['abc', 'bca'],
    ['足球直播', '球直播足'],
    ['a😀b', '😀ba'],
    ['a', 'a'],
    ['', ''],
  ])('%j -> %j', (title, frame) => {
    expect(nextTitleFrame(title)).toBe(frame);
  });

  it('comes back to the title after one frame per character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (title) => {
        let frame = title;
        for (let i = 0; i < Array.from(title).length; i += 1) frame = nextTitleFrame(frame);
        expect(frame).toBe(title);
      }),
    );
  });
});

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
      { browser: 'Chrome', os: 'Windows' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      { browser: 'Safari', os: 'iPhone' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0',
      { browser: 'WeChat', os: 'Android' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0',
      { browser: 'Edge', os: 'macOS' },
    ],
    ['curl/8.0', { browser: null, os: null }],
    ['', { browser: null, os: null }],
    [null, { browser: null, os: null }],
  ])('%s', (ua, expected) => {
    expect(describeUserAgent(ua)).toEqual(expected);
  });
});
