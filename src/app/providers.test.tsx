import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { theme } from 'antd';
import { renderWithProviders } from '../../tests/render';

/** Shows what antd's theme gives the app's components: whether they move, and how long a move lasts. */
function MotionProbe() {
  const { token } = theme.useToken();
  return <p>{`motion ${String(token.motion)}, ${token.motionDurationMid}`}</p>;
}

const systemMatchMedia = window.matchMedia;
/** The system's setting for reduced motion, as the browser's media query reports it. */
function systemAsksForReducedMotion() {
  window.matchMedia = (query: string) => ({ ...systemMatchMedia(query), matches: query === '(prefers-reduced-motion: reduce)' });
}

afterEach(() => {
  window.matchMedia = systemMatchMedia;
});

describe('motion follows the system (WCAG 2.3.3)', () => {
  it('dialogs, drawers and menus move by default', async () => {
    await renderWithProviders(<MotionProbe />);
    expect(screen.getByText('motion true, 0.2s')).toBeTruthy();
  });

  it('nothing moves when the system asks for reduced motion', async () => {
    systemAsksForReducedMotion();
    await renderWithProviders(<MotionProbe />);
    expect(screen.getByText('motion false, 0s')).toBeTruthy();
  });
});
