import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pinch, clampZoom, usePinchZoom } from './use-pinch-zoom';

describe('Pinch', () => {
  it('gives the ratio of the fingers’ spread now to their spread when the pinch began', () => {
    const pinch = new Pinch([
      { x: 100, y: 100 },
      { x: 200, y: 100 },
    ]);
    expect(
      pinch.move([
        { x: 50, y: 100 },
        { x: 250, y: 100 },
      ]),
    ).toBe(2);
    expect(
      pinch.move([
        { x: 100, y: 100 },
        { x: 150, y: 100 },
      ]),
    ).toBe(0.5);
    // Diagonally: the spread is the distance between the fingers.
    expect(
      pinch.move([
        { x: 100, y: 100 },
        { x: 160, y: 180 },
      ]),
    ).toBe(1);
    expect(pinch.ratio).toBe(1);
  });

  it('gives no ratio for fingers that came down on one spot', () => {
    const pinch = new Pinch([
      { x: 10, y: 10 },
      { x: 10, y: 10 },
    ]);
    expect(
      pinch.move([
        { x: 0, y: 10 },
        { x: 40, y: 10 },
      ]),
    ).toBeNull();
    expect(pinch.ratio).toBe(1);
  });
});

describe('clampZoom', () => {
  it('keeps a zoom inside its bounds, to two decimals', () => {
    expect(clampZoom(1.23456, 0.1, 8)).toBe(1.23);
    expect(clampZoom(20, 0.1, 8)).toBe(8);
    expect(clampZoom(0.01, 0.5, 3)).toBe(0.5);
  });
});

/** A viewer's stage: its zoom follows a pinch on it from the zoom it had when the pinch began. */
function Stage() {
  const ref = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState(1);
  const [ended, setEnded] = useState<number | null>(null);
  const base = useRef(1);
  usePinchZoom(ref, {
    onStart: () => {
      base.current = zoom;
    },
    onPinch: (ratio) => setZoom(clampZoom(base.current * ratio, 0.1, 8)),
    onEnd: setEnded,
  });
  return (
    <div ref={ref} data-testid="stage">
      <span>zoom {zoom}</span>
      <span>ended {ended ?? '-'}</span>
    </div>
  );
}

const touches = (...points: Array<[number, number]>) => points.map(([clientX, clientY], identifier) => ({ identifier, clientX, clientY }));

describe('usePinchZoom', () => {
  it('zooms by a two-finger pinch, claims its moves from the browser, and reports its end', () => {
    render(<Stage />);
    const stage = screen.getByTestId('stage');
    fireEvent.touchStart(stage, { touches: touches([100, 100], [200, 100]) });
    const move = fireEvent.touchMove(stage, { touches: touches([50, 100], [250, 100]), cancelable: true });
    // The page neither scrolls nor zooms under a pinch: the move's default is prevented.
    expect(move).toBe(false);
    expect(screen.getByText('zoom 2')).toBeInTheDocument();
    fireEvent.touchEnd(stage, { touches: touches([50, 100]) });
    expect(screen.getByText('ended 2')).toBeInTheDocument();

    // The next pinch starts from the zoom the last one left.
    fireEvent.touchStart(stage, { touches: touches([100, 100], [200, 100]) });
    fireEvent.touchMove(stage, { touches: touches([125, 100], [175, 100]), cancelable: true });
    expect(screen.getByText('zoom 1')).toBeInTheDocument();
    fireEvent.touchCancel(stage, { touches: [] });
    expect(screen.getByText('ended 0.5')).toBeInTheDocument();
  });

  it('leaves one finger to the browser: its moves scroll as before', () => {
    render(<Stage />);
    const stage = screen.getByTestId('stage');
    fireEvent.touchStart(stage, { touches: touches([100, 100]) });
    const move = fireEvent.touchMove(stage, { touches: touches([100, 300]), cancelable: true });
    expect(move).toBe(true);
    fireEvent.touchEnd(stage, { touches: [] });
    expect(screen.getByText('zoom 1')).toBeInTheDocument();
    expect(screen.getByText('ended -')).toBeInTheDocument();
  });
});
