import { laterGroups, routeTable } from 'virtual:route-table';
import { laterRoutes } from 'virtual:route-table-later';
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
    expect({ ...routeTable, ...laterRoutes }).toEqual(expected);
  });

  it('keeps the later groups out of the first table', () => {
    expect(Object.keys(laterRoutes).sort()).toEqual([...laterGroups].sort());
    for (const group of laterGroups) expect(Object.keys(routeTable)).not.toContain(group);
  });
});
