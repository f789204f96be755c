import { cardWidthCss, chartSeries, moveItem, sizeFromPixels } from '../report-layout';

describe('report layout', () => {
  it('moves a card to a new place', () => {
    expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
    expect(moveItem([1, 2], 1, 9)).toEqual([1, 2]);
  });

  it('keeps a resized card at least 300×200 and within the grid (SPEC §9)', () => {
    expect(sizeFromPixels(100, 50, 1000)).toEqual({ widthPercent: 30, height: 200 });
    expect(sizeFromPixels(500, 320, 1000)).toEqual({ widthPercent: 50, height: 320 });
    expect(sizeFromPixels(5000, 5000, 1000)).toEqual({ widthPercent: 100, height: 1200 });
    // On a phone the grid is narrower than 300: the card takes it all.
    expect(sizeFromPixels(100, 300, 280)).toEqual({ widthPercent: 100, height: 300 });
  });

  it('sizes cards so that two halves fit on one row with the gap', () => {
    expect(cardWidthCss(100)).toBe('100%');
    expect(cardWidthCss(50)).toBe('calc(50% - 8.00px)');
  });

  it('draws rows by the card’s keys, falls back when a transform renamed them, and splits series', () => {
    const rows = [
      { month: '2026-01', region: 'North', revenue: 10 },
      { month: '2026-01', region: 'South', revenue: 5 },
      { month: '2026-02', region: 'North', revenue: 12 },
    ];
    expect(chartSeries(rows, 'month', 'revenue', null)).toEqual([{ name: null, points: [{ x: '2026-01', y: 10 }, { x: '2026-01', y: 5 }, { x: '2026-02', y: 12 }] }]);
    expect(chartSeries(rows, 'month', 'revenue', 'region').map((series) => [series.name, series.points.length])).toEqual([
      ['North', 2],
      ['South', 1],
    ]);
    expect(chartSeries([{ label: 'a', total: 3 }], 'month', 'revenue', null)).toEqual([{ name: null, points: [{ x: 'a', y: 3 }] }]);
    expect(chartSeries('not rows', 'x', 'y', null)).toEqual([]);
  });
});
