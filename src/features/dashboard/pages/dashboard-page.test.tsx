import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEventBase, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { db } from '@mocks/db';
import { DEMO_ACCOUNTS } from '@mocks/db/seed';
import { mockControl } from '@mocks/test-hook';
import { recordHistory } from '@/lib/recent-history';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';

const userEvent = userEventBase.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
/** The file names a card lists, in order (the buttons that open them). */
const fileNames = (card: HTMLElement) =>
  within(card)
    .queryAllByTitle(/^Open the file in a new tab$|^No preview/)
    .map((button) => button.textContent);
const region = (name: string) => screen.findByRole('region', { name }, { timeout: 10_000 });

afterEach(() => vi.restoreAllMocks());

/** The admin's favourite files, from the seed, split by whether they preview. */
function adminFavourites() {
  const files = db()
    .signs.filter((s) => s.userId === DEMO_ACCOUNTS.admin.userId)
    .map((s) => db().files.get(s.fileNum)!)
    .filter((f) => f.status === 'normal');
  const previews = (name: string) => /\.(pdf|docx?|pptx?|xlsx?|txt|jpg|png|md)$/i.test(name);
  return { previewable: files.filter((f) => previews(f.fileName)) };
}

describe('dashboard', { timeout: 60_000 }, () => {
  it("shows this browser's recent files, newest first, and the server's", async () => {
    signInAs('admin');
    const file = [...db().files.values()].find(
      (f) => f.fileName.endsWith('.pdf') && f.status === 'normal' && !['100001', '100002'].includes(f.fileId),
    )!;
    db().recentFiles[DEMO_ACCOUNTS.admin.userId] = [file.fileId];
    recordHistory({ fileId: '100001', fileName: 'First opened.pdf', fileType: '.pdf', dirId: '2' });
    recordHistory({ fileId: '100002', fileName: 'Opened last.docx', fileType: '.docx', dirId: '2' });
    await renderApp('/home');
    const recent = await region('Recently opened');
    await within(recent).findByText(file.fileName);
    expect(fileNames(recent)).toEqual(['Opened last.docx', 'First opened.pdf', file.fileName]);
    expect(within(recent).getByText('Elsewhere')).toBeInTheDocument();
    expect(
      within(recent).getByText('Elsewhere: opened with your account on another device or browser, as the server remembers it.'),
    ).toBeInTheDocument();
    expect(within(recent).getByLabelText(`Open the folder of ${file.fileName}`)).toHaveAttribute('href', `/filelist?dir=${file.dirId}`);
  });

  it('opens a previewable favourite in a new tab and puts it at the front of the recent list', async () => {
    signInAs('admin');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { previewable } = adminFavourites();
    await renderApp('/home');
    const favourites = await region('My favourites');
    await userEvent.click(await within(favourites).findByText(previewable[0].fileName));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`#/pdf\\?id=${previewable[0].fileId}$`)), '_blank');
    const recent = await region('Recently opened');
    await waitFor(() => expect(fileNames(recent)[0]).toBe(previewable[0].fileName));
    expect(JSON.parse(localStorage.getItem('history')!)[0].fileId).toBe(previewable[0].fileId);
  });

  it('shows at once a file opened in another tab of this browser, as opened here', async () => {
    signInAs('admin');
    await renderApp('/home');
    const recent = await region('Recently opened');
    await within(recent).findByText('Files you open show here', undefined, { timeout: 10_000 });
    // Another tab opened a file: it wrote the shared list, and this tab hears the storage event.
    const list = JSON.stringify([{ fileId: '100003', fileName: 'Opened in another tab.pdf', fileType: '.pdf', dirId: '2', openedAt: 1 }]);
    localStorage.setItem('history', list);
    window.dispatchEvent(new StorageEvent('storage', { key: 'history', newValue: list }));
    expect(await within(recent).findByText('Opened in another tab.pdf')).toBeInTheDocument();
    expect(within(recent).queryByText('Elsewhere')).not.toBeInTheDocument();
    expect(within(recent).queryByText(/^Elsewhere: /)).not.toBeInTheDocument();
  });

  it('opens the folder of a favourite that has no preview', async () => {
    signInAs('admin');
    const drawing = [...db().files.values()].find((f) => f.fileName.endsWith('.dwg') && f.status === 'normal')!;
    db().signs.push({
      signId: '9999',
      userId: DEMO_ACCOUNTS.admin.userId,
      signName: 'Drawings',
      fileNum: drawing.fileId,
      createTime: new Date().toISOString(),
    });
    const other = [drawing];
    const { router } = await renderApp('/home');
    const favourites = await region('My favourites');
    await userEvent.click(await within(favourites).findByText(other[0].fileName));
    await waitFor(() => expect(router.state.location.pathname).toBe('/filelist'));
    expect(router.state.location.search).toBe(`?dir=${other[0].dirId}`);
    expect(localStorage.getItem('history')).toBeNull();
  });

  it('shows the activity chart and files expiring soon', async () => {
    signInAs('admin');
    await renderApp('/home');
    const activity = await region('Document activity, last 30 days');
    expect(await within(activity).findByRole('img', { name: /Over 30 days:/ })).toBeInTheDocument();
    const expiring = await region('Files expiring soon');
    await waitFor(() => expect(fileNames(expiring).length).toBeGreaterThan(0));
    expect(within(expiring).getAllByText(/^Expires in \d+ days?$|^Expires today$/).length).toBeGreaterThan(0);
  });

  it('lists only files whose effective date ends within 30 days, soonest first, and the expired ones apart', async () => {
    signInAs('admin');
    await renderApp('/home');
    const expiring = await region('Files expiring soon');
    const panel = () => within(expiring).getByRole('tabpanel');
    await waitFor(() => expect(fileNames(panel()).length).toBeGreaterThan(0));
    // The seed dates some files relative to today, so a fresh demo always has some.
    const now = Date.now();
    const live = [...db().files.values()].filter((f) => f.status !== 'void');
    const byDate = (a: { editDate: string }, b: { editDate: string }) => a.editDate.localeCompare(b.editDate);
    const soon = live.filter((f) => Date.parse(f.editDate) >= now && Date.parse(f.editDate) < now + 30 * 86_400_000).sort(byDate);
    expect(soon.length).toBeGreaterThan(1);
    expect(fileNames(panel())).toEqual(soon.slice(0, 8).map((f) => f.fileName));
    expect(within(expiring).getByText(`Total ${soon.length} records`)).toBeInTheDocument();
    expect(within(panel()).queryByText(/^Expired/)).not.toBeInTheDocument();

    await userEvent.click(within(expiring).getByRole('tab', { name: 'Expired' }));
    const expired = live
      .filter((f) => Date.parse(f.editDate) < now)
      .sort(byDate)
      .reverse();
    await waitFor(() => expect(fileNames(panel())).toEqual(expired.slice(0, 8).map((f) => f.fileName)));
    expect(within(panel()).getAllByText(/^Expired \d+ days? ago$/)).toHaveLength(Math.min(8, expired.length));
    expect(within(expiring).getByText(`Total ${expired.length} records`)).toBeInTheDocument();
  });

  it('a failed card says why and the others keep working', async () => {
    signInAs('admin');
    mockControl.fail('/dms/sign/getSign/*', 'errno', 'Favourites are unavailable');
    mockControl.fail('/dms/files/showHistoryFile', 'http500');
    recordHistory({ fileId: '100001', fileName: 'Kept locally.pdf', fileType: '.pdf', dirId: '2' });
    await renderApp('/home');
    const favourites = await region('My favourites');
    expect(await within(favourites).findByText('Favourites are unavailable')).toBeInTheDocument();
    const recent = await region('Recently opened');
    expect(await within(recent).findByText('Server exception')).toBeInTheDocument();
    expect(within(recent).getByText('Kept locally.pdf')).toBeInTheDocument();
    const activity = await region('Document activity, last 30 days');
    expect(await within(activity).findByRole('img', { name: /Over 30 days:/ })).toBeInTheDocument();
    mockControl.clear();
    await userEvent.click(within(favourites).getByText('Retry'));
    await waitFor(() => expect(within(favourites).queryByText('Favourites are unavailable')).not.toBeInTheDocument());
    expect(fileNames(favourites).length).toBeGreaterThan(0);
  });
});
