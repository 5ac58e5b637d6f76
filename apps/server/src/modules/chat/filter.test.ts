import { describe, expect, it } from 'vitest';
import { WordFilter } from './filter';

describe('WordFilter', () => {
  const filter = new WordFilter(['代充', '加微信', '赌博网站', 'QQ群', '博网']);

  it('masks each listed word, one star per character, and leaves the rest', () => {
    expect(filter.mask('这里代充，加微信联系')).toEqual({ text: '这里**，***联系', masked: true });
  });

  it('takes the longest word where two overlap', () => {
    expect(filter.mask('推荐赌博网站').text).toBe('推荐****');
  });

  it('matches Latin letters whatever their case', () => {
    expect(filter.mask('进qq群领奖').text).toBe('进***领奖');
  });

  it('passes clean text through untouched, emoji included', () => {
    expect(filter.mask('好球😀！梅西')).toEqual({ text: '好球😀！梅西', masked: false });
  });

  it('is a no-op with an empty list', () => {
    expect(new WordFilter([' ', '']).mask('代充')).toEqual({ text: '代充', masked: false });
  });
});
