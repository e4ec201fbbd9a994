import { describe, expect, it } from 'vitest';
import { coveredBottom } from './bottom-overlay';

const list = { top: 100, left: 300, right: 1400, bottom: 860 };

describe('coveredBottom (WCAG 2.4.11)', () => {
  it('is the height the panel covers of the list, from its bottom, plus a gap for the focus outline', () => {
    expect(coveredBottom(list, { top: 700, left: 1064, right: 1424, bottom: 884 })).toBe(160 + 8);
  });

  it('is 0 with no panel, or one beside or below the list', () => {
    expect(coveredBottom(list, null)).toBe(0);
    expect(coveredBottom(list, { top: 700, left: 0, right: 280, bottom: 884 })).toBe(0);
    expect(coveredBottom(list, { top: 870, left: 1064, right: 1424, bottom: 950 })).toBe(0);
  });

  it('never reserves more than the whole list', () => {
    expect(coveredBottom(list, { top: 50, left: 1064, right: 1424, bottom: 884 })).toBe(760);
  });
});
