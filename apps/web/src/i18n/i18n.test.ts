import { afterEach, describe, expect, it } from 'vitest';
import { en } from './en';
import { applySettlementUnit, enabledLanguages, i18n } from './index';

const leafKeys = (node: object, prefix = ''): string[] =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('settlement-unit wording', () => {
  afterEach(() => applySettlementUnit('cny'));

  it('a cny site reads 元, 银行卡 and 提现', () => {
    applySettlementUnit('cny');
    expect(i18n.t('nav.withdraw')).toBe('提现');
    expect(i18n.t('placeholder.deposit.text')).toBe('多种充值方式，元极速到账。');
    expect(i18n.t('placeholder.withdraw.text')).toBe('绑定银行卡后即可申请提现，审核通过后快速到账。');
  });

  it('a usdt site reads USDT, USDT地址 and 提币 everywhere', () => {
    applySettlementUnit('usdt');
    expect(i18n.t('nav.withdraw')).toBe('提币');
    expect(i18n.t('placeholder.withdraw.title')).toBe('提币');
    expect(i18n.t('placeholder.withdraw.text')).toBe('绑定USDT地址后即可申请提币，审核通过后快速到账。');
    expect(i18n.t('activity.rule2')).toBe(
      '同一人使用多个账户、或共用 IP、设备、USDT地址参与的，奖励不予发放，违规所得将被收回。',
    );
    expect(i18n.t('appDownload.featureFast')).toBe('极速提币');
  });

  // Fast-to-card is a transfer from the member's bank account to the site's receiving card whatever
  // the site settles in, so these name a real bank card on purpose.
  const realBankCard = new Set(['payment.order.receiverTitle', 'payment.order.transferHint', 'payment.order.paidText']);

  it('no zh-CN string names the cny words literally where a variable belongs', () => {
    const offenders = leafKeys(i18n.getResourceBundle('zh-CN')).filter(
      (key) => !realBankCard.has(key) && /提现|银行卡/.test(String(i18n.getResource('zh-CN', key))),
    );
    expect(offenders).toEqual([]);
  });
});

describe('resources', () => {
  it('English names no key zh-CN lacks (it is partial and falls back to zh-CN per key)', () => {
    const zhKeys = new Set(leafKeys(i18n.getResourceBundle('zh-CN')));
    expect(leafKeys(en).filter((key) => !zhKeys.has(key))).toEqual([]);
  });

  it('English is offered only when the site enables it', () => {
    expect(enabledLanguages(['zh-CN'])).toEqual(['zh-CN']);
    expect(enabledLanguages([])).toEqual(['zh-CN']);
    expect(enabledLanguages(['zh-CN', 'en'])).toEqual(['zh-CN', 'en']);
  });

  it('components carry no Chinese literals: every visible string goes through t()', () => {
    const sources = import.meta.glob(['../**/*.tsx', '!../**/*.test.tsx', '!../test/**'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }) as Record<string, string>;
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    const cjk = /[\u3400-\u9fff\uff00-\uffef]/;
    const offenders = Object.entries(sources)
      .filter(([, source]) => source.split('\n').some((line) => cjk.test(line) && !/^(\/\/|\/\*|\*)/.test(line.trim())))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });
});
