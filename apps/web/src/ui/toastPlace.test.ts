import { describe, expect, it } from 'vitest';
import { type Placement, toastTop } from './toastPlace';

const base: Placement = {
  preferred: 140,
  band: 52,
  column: { left: 100, right: 300 },
  viewportHeight: 800,
  footer: 60,
  obstacles: [],
  dialog: false,
};

describe('toast placement', () => {
  it('takes the theme offset when nothing is in the way', () => {
    expect(toastTop(base)).toBe(140);
  });

  it('moves below a tab list in its column, but not for one beside it', () => {
    const tabs = { top: 150, bottom: 190, left: 0, right: 400 };
    expect(toastTop({ ...base, obstacles: [tabs] })).toBe(198);
    const aside = { top: 150, bottom: 190, left: 310, right: 400 };
    expect(toastTop({ ...base, obstacles: [aside] })).toBe(140);
  });

  it('goes over the dimmed page above an open dialog', () => {
    const dialog = { top: 120, bottom: 680, left: 20, right: 380 };
    expect(toastTop({ ...base, dialog: true, obstacles: [dialog] })).toBe(8);
  });

  it('goes below a dialog that leaves no room above it', () => {
    const dialog = { top: 30, bottom: 500, left: 20, right: 380 };
    expect(toastTop({ ...base, dialog: true, obstacles: [dialog] })).toBe(508);
  });

  it('steps past several obstacles to the first clear band', () => {
    const title = { top: 130, bottom: 170, left: 120, right: 200 };
    const tabs = { top: 175, bottom: 215, left: 0, right: 400 };
    expect(toastTop({ ...base, obstacles: [title, tabs] })).toBe(223);
  });
});
