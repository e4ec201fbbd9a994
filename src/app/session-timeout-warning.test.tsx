import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { server } from '@mocks/node';
import { browserLocation } from '@/lib/browser-location';
import { notify } from '@/lib/notify';
import { SESSION_LIFETIME_MS, getToken, renewSession, sessionExpiresAt } from '@/lib/session';
import { STORAGE_KEYS } from '@/lib/storage';
import { renderWithProviders } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { formatTimeLeft } from './session-timeout-dialog';
import { SESSION_WARNING_MS, SessionTimeoutWarning, useSessionTimeLeft } from './session-timeout-warning';

const MINUTE = 60_000;
/** Moves the clock on by `ms`, letting React draw and set its next timer every `step`. */
function advance(ms: number, step = ms) {
  for (let done = 0; done < ms; done += step) {
    act(() => {
      vi.advanceTimersByTime(Math.min(step, ms - done));
    });
  }
}
const WARNING = { name: 'Your session is about to end' };
const warning = () => screen.queryByRole('dialog', WARNING);
/** The dialog's code loads when the warning is first due: its arrival is let through, then the dialog read. */
async function warningShown() {
  await act(async () => {
    await import('./session-timeout-dialog');
  });
  return screen.getByRole('dialog', WARNING);
}

async function renderWarning(active = true) {
  return renderWithProviders(
    <MemoryRouter>
      <SessionTimeoutWarning active={active} />
    </MemoryRouter>,
  );
}

describe('session timeout warning (WCAG 2.2.1)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('formats the time left as m:ss, rounded up to the second', () => {
    expect(formatTimeLeft(2 * MINUTE)).toBe('2:00');
    expect(formatTimeLeft(119_001)).toBe('2:00');
    expect(formatTimeLeft(61_000)).toBe('1:01');
    expect(formatTimeLeft(999)).toBe('0:01');
    expect(formatTimeLeft(-5)).toBe('0:00');
  });

  it('warns two minutes before the end with a live countdown, the focus on "Stay signed in"', async () => {
    signInAs('staff');
    await renderWarning();
    advance(SESSION_LIFETIME_MS - SESSION_WARNING_MS - 1000);
    expect(warning()).toBeNull();
    advance(1000);
    const dialog = await warningShown();
    expect(dialog).toHaveTextContent('Time left: 2:00');
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    advance(1000);
    expect(dialog).toHaveTextContent('Time left: 1:59');
    advance(60_000, 1000);
    expect(dialog).toHaveTextContent('Time left: 0:59');
  });

  it('"Stay signed in" restarts the idle clock here and asks the server', async () => {
    signInAs('staff');
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      calls.push(new URL(request.url).pathname);
    });
    await renderWarning();
    advance(SESSION_LIFETIME_MS - SESSION_WARNING_MS + 30_000);
    await warningShown();
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(sessionExpiresAt()).toBe(Date.now() + SESSION_LIFETIME_MS);
    await vi.waitFor(() => expect(calls).toContain('/dms/user/getUserinfo'));
    expect(getToken()).not.toBeNull();
  });
});

/**
 * When the warning is due. A closed antd dialog lingers in jsdom (its closing animation never ends there),
 * so its closing is seen in what the hook that opens it says.
 */
describe('useSessionTimeLeft', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is due from two minutes before the end, counts down, and ends with the session', () => {
    signInAs('staff');
    const { result } = renderHook(() => useSessionTimeLeft(true));
    advance(SESSION_LIFETIME_MS - SESSION_WARNING_MS - 1000);
    expect(result.current).toBeNull();
    advance(1000);
    expect(result.current).toBe(SESSION_WARNING_MS);
    advance(SESSION_WARNING_MS - 1000, 1000);
    expect(result.current).toBe(1000);
    advance(1000);
    expect(result.current).toBeNull();
    expect(getToken()).toBeNull();
  });

  it('is no longer due within a second once a request renews the session here', () => {
    signInAs('staff');
    const { result } = renderHook(() => useSessionTimeLeft(true));
    advance(SESSION_LIFETIME_MS - SESSION_WARNING_MS + 30_000, 1000);
    expect(result.current).toBe(90_000);
    // A request renews it: the warning closes at its next tick, within a second.
    act(() => renewSession());
    advance(1000);
    expect(result.current).toBeNull();
    // And due again two minutes before the new end (a second of it has passed).
    advance(SESSION_LIFETIME_MS - SESSION_WARNING_MS - 1000);
    expect(result.current).toBe(SESSION_WARNING_MS);
  });

  it('is no longer due once another tab renews the session', () => {
    signInAs('staff');
    const { result } = renderHook(() => useSessionTimeLeft(true));
    advance(SESSION_LIFETIME_MS - SESSION_WARNING_MS + 10_000);
    expect(result.current).not.toBeNull();
    const token = JSON.parse(localStorage.getItem(STORAGE_KEYS.token)!) as { value: string };
    // What the other tab's "Stay signed in" (or any of its requests) writes, and this tab hears.
    const oldValue = localStorage.getItem(STORAGE_KEYS.token);
    const newValue = JSON.stringify({ value: token.value, expire: Date.now() + SESSION_LIFETIME_MS });
    localStorage.setItem(STORAGE_KEYS.token, newValue);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token, oldValue, newValue, storageArea: localStorage }));
    });
    expect(result.current).toBeNull();
  });

  it('is never due where the session is not guarded', () => {
    signInAs('staff');
    const { result } = renderHook(() => useSessionTimeLeft(false));
    advance(SESSION_LIFETIME_MS - SESSION_WARNING_MS + 1000);
    expect(result.current).toBeNull();
  });
});

describe('session timeout warning: signing out', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('"Sign out" signs out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    signInAs('staff');
    vi.spyOn(notify, 'success').mockImplementation(() => {});
    const assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    await renderWarning();
    advance(SESSION_LIFETIME_MS - SESSION_WARNING_MS);
    await warningShown();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalled());
    expect(getToken()).toBeNull();
  });
});
