import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { mockControl } from '@mocks/test-hook';
import { notify } from '@/lib/notify';
import { renderWithProviders } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { VersionDialog } from './version-dialog';

const URL_PATTERN = '/dms/versionManagement/selectVersionRecordBySystemName';
const LONG = { timeout: 10_000 };

function reply(records: unknown, code = '200', message = 'success') {
  mockControl.override('GET', URL_PATTERN, { code, message, data: records });
}

async function open() {
  signInAs('staff');
  await renderWithProviders(<VersionDialog open onClose={() => {}} />);
  return screen.findByRole('dialog', undefined, LONG);
}

async function cellText(label: string) {
  const th = await screen.findByText(label, { selector: 'th, th *' }, LONG);
  const row = th.closest('tr')!;
  const cells = Array.from(row.querySelectorAll('td'));
  return cells.map((cell) => cell.textContent).join('');
}

describe('version dialog', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows -- for a missing version number and release date', async () => {
    reply([{ imprint: '<p>Nothing yet</p>' }]);
    await open();
    await waitFor(async () => expect(await cellText('Version')).toBe('--'), LONG);
    expect(await cellText('Release date')).toBe('--');
    expect(await cellText('Release notes')).toBe('Nothing yet');
  });

  it('shows -- everywhere when the system has no records', async () => {
    reply([]);
    await open();
    await waitFor(async () => expect(await cellText('Version')).toBe('--'), LONG);
    expect(await cellText('Release date')).toBe('--');
    expect(await cellText('Release notes')).toBe('--');
  });

  it('shows the version with the deployment view in brackets and the date as YYYY-MM-DD HH:mm:ss', async () => {
    reply([
      { versionNumber: 'V3.2.1', deploymentView: 'Production', publishTime: '2025-03-07T09:05:04', imprint: '<p>Latest</p>' },
      { versionNumber: 'V3.2.0', deploymentView: 'Production', publishTime: '2025-01-02T10:00:00', imprint: '<p>Older</p>' },
    ]);
    await open();
    await waitFor(async () => expect(await cellText('Version')).toBe('V3.2.1 (Production)'), LONG);
    expect(await cellText('Release date')).toBe('2025-03-07 09:05:04');
    expect(screen.queryByText('Older')).not.toBeInTheDocument();
  });

  it('shows the version alone when there is no deployment view', async () => {
    reply([{ versionNumber: 'V1.0.0', publishTime: '2024-12-31T23:59:59' }]);
    await open();
    await waitFor(async () => expect(await cellText('Version')).toBe('V1.0.0'), LONG);
    expect(await cellText('Release date')).toBe('2024-12-31 23:59:59');
  });

  it("shows a reply's message as a warning when its code is not '200'", async () => {
    const warning = vi.spyOn(notify, 'warning');
    reply(null, '500', 'Version service is down');
    await open();
    await waitFor(() => expect(warning).toHaveBeenCalledWith('Version service is down'), LONG);
    expect(await screen.findByText('Version service is down', undefined, LONG)).toBeInTheDocument();
    await waitFor(async () => expect(await cellText('Version')).toBe('--'), LONG);
  });

  it('sanitises the release notes: no script, event handler or javascript: link', async () => {
    (window as unknown as { __pwned?: boolean }).__pwned = false;
    reply([
      {
        versionNumber: 'V2.0.0',
        publishTime: '2025-05-01T08:00:00',
        imprint:
          '<p>Fixed <b>search</b></p><script>window.__pwned = true</script>' +
          '<img src="x.png" alt="shot" onerror="window.__pwned = true">' +
          '<a href="javascript:window.__pwned=true">click</a>',
      },
    ]);
    const dialog = await open();
    const notes = await waitFor(() => {
      const found = dialog.querySelector('.release-notes');
      expect(found).not.toBeNull();
      return found!;
    }, LONG);
    expect(notes).toHaveTextContent('Fixed search');
    expect(notes.querySelector('b')).toHaveTextContent('search');
    expect(notes.querySelector('script')).toBeNull();
    expect(notes.innerHTML).not.toMatch(/onerror|javascript:|__pwned/i);
    expect(notes.querySelector('img')).toHaveAttribute('alt', 'shot');
    expect(notes.querySelector('a')).toHaveTextContent('click');
    expect(notes.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBe(false);
  });
});
