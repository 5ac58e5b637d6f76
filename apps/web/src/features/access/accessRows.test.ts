import { describe, expect, it } from 'vitest';
import { accessRows } from './AccessAlertPage';

const label = (field: string) => `<${field}>`;

describe('access-alert rows', () => {
  it("lists known fields first in a fixed order, then the rest, skipping empty values and the app's own", () => {
    const rows = accessRows(
      { extra: 'x', ip: '203.0.113.9', msg: '受限', area: '', maintenanceStatus: 1, nested: { a: 1 } },
      label,
    );
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['<msg>', '受限'],
      ['<ip>', '203.0.113.9'],
      ['<extra>', 'x'],
      ['<nested>', '{"a":1}'],
    ]);
  });

  it('shows a bare value, and nothing for no payload', () => {
    expect(accessRows('仅限会员', label)).toEqual([{ key: 'value', label: '<msg>', value: '仅限会员' }]);
    expect(accessRows(null, label)).toEqual([]);
    expect(accessRows(undefined, label)).toEqual([]);
  });
});
