import { afterEach, describe, expect, it, vi } from 'vitest';
import { appFeedback, appFeedbackHost, type AppFeedback, type AppFeedbackPart } from './app-feedback';

const PARTS: AppFeedbackPart[] = ['message', 'notification', 'modal'];

/** What antd's message API returns for a toast: its close function, and a promise settled when it closes. */
function toast(onClose: () => void) {
  return Object.assign(onClose, { then: (done: (closed: boolean) => unknown) => Promise.resolve(true).then(done) });
}

// The module's state is the worker's (test files share modules): tests/setup.ts forgets what a test asked
// for after it, so each test starts with no API registered and none wanted.
afterEach(() => {
  for (const part of PARTS) appFeedbackHost.register(part, null);
});

describe('app feedback (antd message, notification and modal on first use)', () => {
  it('keeps the calls made before antd is there, plays them in order once it registers, then calls it directly', async () => {
    const shown: string[] = [];
    const close = vi.fn();
    const message = {
      success: (text: string) => (shown.push(`success: ${text}`), toast(close)),
      error: (text: string) => (shown.push(`error: ${text}`), toast(() => undefined)),
      info: (text: string) => (shown.push(`info: ${text}`), toast(() => undefined)),
    };

    const saved = appFeedback.message.success('Saved');
    void appFeedback.message.error('Failed');
    expect(shown).toEqual([]);
    // The providers hear that the message API is wanted (and only it) and load its host.
    expect(appFeedbackHost.wanted()).toEqual(['message']);

    appFeedbackHost.register('message', message as unknown as AppFeedback['message']);
    expect(shown).toEqual(['success: Saved', 'error: Failed']);
    // What the early call returned works as antd's own result: it closes the toast and settles with it.
    saved();
    await expect(saved).resolves.toBe(true);
    expect(close).toHaveBeenCalledOnce();

    void appFeedback.message.info('Now');
    expect(shown.at(-1)).toBe('info: Now');
  });

  it("passes a dialog's update and destroy on to antd's dialog once it exists", async () => {
    const dialog = { update: vi.fn(), destroy: vi.fn(), then: (done: (ok: boolean) => unknown) => Promise.resolve(false).then(done) };
    const confirm = vi.fn(() => dialog);

    const asked = appFeedback.modal.confirm({ title: 'Delete?' });
    asked.update({ title: 'Delete it?' });
    asked.destroy();
    appFeedbackHost.register('modal', { confirm } as unknown as AppFeedback['modal']);

    await expect(asked).resolves.toBe(false);
    expect(confirm).toHaveBeenCalledWith({ title: 'Delete?' });
    expect(dialog.update).toHaveBeenCalledWith({ title: 'Delete it?' });
    expect(dialog.destroy).toHaveBeenCalledOnce();
  });

  it('a host that could not be fetched drops the calls waiting for it, and the next call asks again', () => {
    const open = vi.fn();
    void appFeedback.notification.open({ title: 'Lost' });
    expect(appFeedbackHost.wanted()).toContain('notification');
    appFeedbackHost.failed('notification');
    expect(appFeedbackHost.wanted()).not.toContain('notification');

    void appFeedback.notification.open({ title: 'Again' });
    expect(appFeedbackHost.wanted()).toContain('notification');
    appFeedbackHost.register('notification', { open } as unknown as AppFeedback['notification']);
    expect(open.mock.calls).toEqual([[{ title: 'Again' }]]);
  });

  it("forgets every waiting call and every host asked for (a test's end): the next app is shown none of them", () => {
    const open = vi.fn();
    const success = vi.fn();
    void appFeedback.notification.open({ title: 'From the last test' });
    void appFeedback.message.success('From the last test');
    appFeedbackHost.forget();
    expect(appFeedbackHost.wanted()).toEqual([]);

    appFeedbackHost.register('notification', { open } as unknown as AppFeedback['notification']);
    appFeedbackHost.register('message', { success } as unknown as AppFeedback['message']);
    expect(open).not.toHaveBeenCalled();
    expect(success).not.toHaveBeenCalled();
  });
});
