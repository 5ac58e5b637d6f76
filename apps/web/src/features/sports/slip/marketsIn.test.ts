import type { MarketView } from '@courtside/contract';
import { describe, expect, it } from 'vitest';
import { marketsIn } from './marketsIn';

const market = (id: number) => ({ id, status: 'active', version: 1, outcomes: [] }) as unknown as MarketView;

describe('the markets in a sports read', () => {
  it('finds them in a list, a match page and the outrights, and none in the counts', () => {
    const list = { items: [{ mainMarkets: [market(1), market(2)] }, { mainMarkets: [] }], total: 2 };
    expect(marketsIn(list).map((m) => m.id)).toEqual([1, 2]);
    expect(marketsIn({ mainMarkets: [market(1)], markets: [market(1), market(3)] }).map((m) => m.id)).toEqual([
      1, 1, 3,
    ]);
    expect(marketsIn({ items: [{ market: market(4), closesAt: '' }] }).map((m) => m.id)).toEqual([4]);
    expect(marketsIn({ venueName: 'YB', sports: [] })).toEqual([]);
    expect(marketsIn(undefined)).toEqual([]);
  });
});
