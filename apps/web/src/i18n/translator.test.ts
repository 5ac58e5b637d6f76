import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

const make = () => {
  const strings = new Translator('zh-CN');
  strings.addResourceBundle('zh-CN', {
    nav: { home: '首页', hello: '你好，{{ name }}' },
    pay: { unit: '{{currency}}' },
  });
  return strings;
};

describe('Translator', () => {
  it('reads nested keys and fills {{placeholders}} from the call, then from the defaults', () => {
    const strings = make();
    strings.setDefaultVariables({ currency: '元', name: '游客' });
    expect(strings.t('nav.home')).toBe('首页');
    expect(strings.t('nav.hello')).toBe('你好，游客');
    expect(strings.t('nav.hello', { name: 'bob', count: 3 })).toBe('你好，bob');
    expect(strings.t('pay.unit')).toBe('元');
  });

  it('answers the key for a missing string, and an empty value for a missing variable', () => {
    const strings = make();
    expect(strings.t('nav.none')).toBe('nav.none');
    expect(strings.t('nav')).toBe('nav');
    expect(strings.t('nav.hello')).toBe('你好，');
  });

  it('falls back per key to the default language', () => {
    const strings = make();
    strings.addResourceBundle('en', { nav: { home: 'Home' } });
    strings.changeLanguage('en');
    expect(strings.t('nav.home')).toBe('Home');
    expect(strings.t('nav.hello', { name: 'x' })).toBe('你好，x');
  });

  it('merges later bundles into earlier ones and answers subtrees when asked', () => {
    const strings = make();
    strings.addResourceBundle('zh-CN', { nav: { wallet: '{{unit}}钱包', list: ['{{unit}}'] } });
    expect(strings.t('nav.home')).toBe('首页');
    expect(strings.t('nav', { returnObjects: true, unit: 'USDT' })).toMatchObject({
      home: '首页',
      wallet: 'USDT钱包',
      list: ['USDT'],
    });
  });

  it('tells subscribers when what t answers changes, and not when nothing did', () => {
    const strings = make();
    const listener = vi.fn();
    const stop = strings.subscribe(listener);
    const before = strings.snapshot();
    strings.changeLanguage('zh-CN');
    strings.setDefaultVariables({});
    expect(listener).not.toHaveBeenCalled();
    strings.changeLanguage('en');
    strings.setDefaultVariables({ currency: 'USDT' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(strings.snapshot()).toBeGreaterThan(before);
    stop();
    strings.changeLanguage('zh-CN');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('tells subscribers of a new bundle only when a key already asked for answers differently', () => {
    const strings = make();
    const listener = vi.fn();
    strings.subscribe(listener);
    expect(strings.t('later.title')).toBe('later.title');
    strings.addResourceBundle('zh-CN', { unseen: { title: '未读' } });
    expect(listener).not.toHaveBeenCalled();
    strings.addResourceBundle('zh-CN', { later: { title: '稍后' } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(strings.t('later.title')).toBe('稍后');
    strings.t('unseen', { returnObjects: true });
    strings.addResourceBundle('zh-CN', { unseen: { body: '正文' } });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
