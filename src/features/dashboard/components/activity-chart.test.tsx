import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@tests/render';
import { ActivityChart, niceMax, totalsOf } from './activity-chart';

const days = [
  { date: '2026-10-30', uploads: 2, updates: 1, voids: 0 },
  { date: '2026-10-31', uploads: 0, updates: 0, voids: 0 },
  { date: '2026-11-01', uploads: 5, updates: 3, voids: 1 },
];

describe('activity chart', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 12, 48, 51, 130].map(niceMax)).toEqual([1, 1, 5, 10, 20, 50, 100, 200]);
    expect(totalsOf(days)).toEqual({ uploads: 7, updates: 4, voids: 1 });
  });

  it('is an image with a summary, a bar per series and day, a legend and a table of the numbers', async () => {
    await renderWithProviders(<ActivityChart days={days} />);
    const chart = screen.getByRole('img', { name: /Document activity, last 30 days/ });
    expect(chart).toHaveAccessibleName('Document activity, last 30 days Over 3 days: 7 uploads, 4 new versions, 1 void.');
    expect(chart.querySelectorAll('rect[data-series]')).toHaveLength(5);
    expect(chart.querySelectorAll('rect[data-series="voids"]')).toHaveLength(1);
    expect(screen.getByText('Uploads: 7')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Document activity by day' });
    const last = within(table).getAllByRole('row')[3];
    expect(
      within(last)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '3', '1']);
  });

  it('draws the tallest day to the top of the plot', async () => {
    await renderWithProviders(<ActivityChart days={days} />);
    const bars = [...document.querySelectorAll('rect[data-series]')].slice(2);
    const top = Math.min(...bars.map((bar) => Number(bar.getAttribute('y'))));
    const bottom = Math.max(...bars.map((bar) => Number(bar.getAttribute('y')) + Number(bar.getAttribute('height'))));
    // 9 of an axis of 10 over a plot 180 high from y=12.
    expect(bottom - top).toBeCloseTo(162);
  });
});
