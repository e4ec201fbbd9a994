import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { theme } from 'antd';
import { renderWithProviders } from '@tests/render';

/** Shows what antd's theme gives the app's components: how long their moves last. */
function MotionProbe() {
  const { token } = theme.useToken();
  return <p>{`moves of ${token.motionDurationFast}, ${token.motionDurationMid}, ${token.motionDurationSlow}`}</p>;
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
    expect(screen.getByText('moves of 0.1s, 0.2s, 0.3s')).toBeTruthy();
  });

  it('every move is over in a hundredth of a second when the system asks for reduced motion', async () => {
    systemAsksForReducedMotion();
    await renderWithProviders(<MotionProbe />);
    expect(screen.getByText('moves of 0.01s, 0.01s, 0.01s')).toBeTruthy();
  });
});
