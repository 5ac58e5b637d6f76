import { routeTable } from 'virtual:route-table';
import { routes } from '@courtside/contract';
import { describe, expect, it } from 'vitest';

describe('route table', () => {
  it("names every contract route with the contract's method and path, and nothing else", () => {
    const expected = Object.fromEntries(
      Object.entries(routes).map(([group, defs]) => [
        group,
        Object.fromEntries(Object.entries(defs).map(([name, def]) => [name, { method: def.method, path: def.path }])),
      ]),
    );
    expect(routeTable).toEqual(expected);
  });
});
