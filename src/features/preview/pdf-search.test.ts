import { describe, expect, it } from 'vitest';
import { countOccurrences, findMatches, highlightSpans } from './pdf-search';

describe('PDF text search', () => {
  it('counts occurrences case-insensitively, without overlaps', () => {
    expect(countOccurrences('Calibration of the calibration gauge', 'calibration')).toBe(2);
    expect(countOccurrences('aaaa', 'aa')).toBe(2);
    expect(countOccurrences('anything', '')).toBe(0);
  });

  it('lists matches in page order with their index on the page', () => {
    const pages = [['no match here'], ['Calibration status', 'the calibration interval'], [], ['CALIBRATION']];
    expect(findMatches(pages, 'calibration')).toEqual([
      { page: 2, indexOnPage: 0 },
      { page: 2, indexOnPage: 1 },
      { page: 4, indexOnPage: 0 },
    ]);
  });

  it('marks the occurrences in the text layer, the chosen one selected, and restores the spans', () => {
    const container = document.createElement('div');
    container.innerHTML = '<span>Calibration status</span><span>the calibration interval, calibration</span><span>other</span>';
    const selected = highlightSpans(container, 'calibration', 2);
    expect(container.querySelectorAll('mark')).toHaveLength(3);
    expect(selected?.textContent).toBe('calibration');
    expect(container.querySelectorAll('mark.selected')).toHaveLength(1);
    expect(container.children[1].textContent).toBe('the calibration interval, calibration');
    highlightSpans(container, '', -1);
    expect(container.querySelectorAll('mark')).toHaveLength(0);
    expect(container.textContent).toBe('Calibration statusthe calibration interval, calibrationother');
  });
});
