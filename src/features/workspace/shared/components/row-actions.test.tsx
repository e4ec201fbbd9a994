/**
 * Every spec action on files and folders has a mouse path: the table of actions is
 * checked against the row menu a permitted user sees, the details drawer, the folder actions, the selection
 * and, for an action the list cannot offer (restart of a void file), the other screen's row and selection; batch set invalid asks one reason, reports each file's result and keeps the failed selected;
 * a long touch opens a row's menu.
 */
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { findUserByAccount } from '@mocks/auth';
import { listFolder } from '@mocks/db/files';
import { server } from '@mocks/node';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { findDialog } from '@tests/find-dialog';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { escapeRegExp as escape, findGrid, findRow, setUpWorkspaceListTests, SLOW } from '@tests/workspace-list';
import { translate } from '@/lib/i18n';
import { SPEC_ACTIONS } from '../menu-keys';
import { LONG_PRESS_MS } from './row-menu';

setUpWorkspaceListTests();
const rowsOf = (dirId: string, account = 'admin') => listFolder(db(), findUserByAccount(account)!, dirId, {});
const filesOf = (dirId: string, account = 'admin') => rowsOf(dirId, account).flatMap((row) => (row.dataType === 1 ? [row] : []));
/** The keys of the items of the menu open now (antd ends each item's data-menu-id with its key). */
async function openMenuKeys() {
  // The side navigation is a menu too: the row menu is the drop-down that holds "Set invalid".
  const anchor = (await screen.findAllByRole('menuitem', { name: /Set invalid/ })).at(-1)!;
  const items = within(anchor.closest<HTMLElement>('[role="menu"]')!).getAllByRole('menuitem');
  return items.map((item) => item.getAttribute('data-menu-id') ?? '');
}
const hasKey = (keys: string[], key: string) => keys.some((id) => id.endsWith(`-${key}`));

describe('every spec action has a mouse path', () => {
  it('the table names each action with a path: row menu, folder actions or another screen', () => {
    const ids = SPEC_ACTIONS.map((action) => action.id).sort();
    expect(ids).toEqual(['download', 'effectiveDate', 'favourite', 'history', 'log', 'move', 'newVersion', 'restart', 'setInvalid'].sort());
    for (const action of SPEC_ACTIONS) {
      expect(Boolean(action.fileMenuKey || action.folderMenuKey || action.folderBar || action.elsewhere), action.id).toBe(true);
    }
  });

  it(
    "a file's row menu (button and right click) and its details drawer hold every file action the table gives it",
    { timeout: 120_000 },
    async () => {
      signInAs('admin');
      await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
      const file = filesOf(SEED_FOLDERS.projectX200).find((row) => row.status === 'normal')!;
      const row = await findRow(file.fileName);
      const fileKeys = SPEC_ACTIONS.flatMap((action) => (action.fileMenuKey ? [action.fileMenuKey] : []));
      expect(fileKeys.length).toBeGreaterThanOrEqual(8);

      await userEvent.click(within(row).getByRole('button', { name: `More actions on ${file.fileName}` }));
      const byButton = await openMenuKeys();
      for (const key of fileKeys) expect(hasKey(byButton, key), key).toBe(true);
      await userEvent.keyboard('{Escape}');

      fireEvent.contextMenu(within(row).getByText(file.fileName));
      const byRightClick = await openMenuKeys();
      for (const key of fileKeys) expect(hasKey(byRightClick, key), key).toBe(true);
      await userEvent.keyboard('{Escape}');

      await userEvent.click(within(row).getByRole('button', { name: `Details of ${file.fileName}` }));
      await userEvent.click(await screen.findByRole('button', { name: /^(more )?Actions$/ }, SLOW));
      const inDrawer = await openMenuKeys();
      for (const key of fileKeys) expect(hasKey(inDrawer, key), key).toBe(true);
    },
  );

  it("a folder row's menu holds the folder actions", async () => {
    signInAs('admin');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    const folder = rowsOf(SEED_FOLDERS.rnd).find((row) => row.dataType === 0)!;
    const name = folder.directoryName || folder.fileName;
    fireEvent.contextMenu(within(await findRow(name)).getByText(name));
    const keys = await openMenuKeys();
    for (const action of SPEC_ACTIONS) {
      if (action.folderMenuKey) expect(hasKey(keys, action.folderMenuKey), action.id).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
  });

  it('a void folder offers restart in its folder actions', async () => {
    signInAs('admin');
    const voided = [...db().folders.values()].find((folder) => folder.status === 'void')!;
    await renderApp(`/filelist?dir=${voided.id}`);
    await userEvent.click(await screen.findByRole('button', { name: `Folder actions on ${voided.directoryName}` }, SLOW));
    expect(await screen.findByRole('menuitem', { name: /Restart/ })).toBeInTheDocument();
  });

  it('an action the file list cannot offer is on each file row of the screen the table names and, as a batch, on its selection', async () => {
    const elsewhere = SPEC_ACTIONS.flatMap((action) =>
      action.elsewhere ? [{ id: action.id, batch: action.batch, ...action.elsewhere }] : [],
    );
    expect(elsewhere.map((action) => action.id)).toContain('restart');
    // A file voided just now: the first row of the recycle bin (newest first), which admin may manage.
    const file = db().files.get(filesOf(SEED_FOLDERS.projectX200).find((row) => row.status === 'normal')!.fileId)!;
    Object.assign(file, { status: 'void', voidReason: 'Superseded', voidedBy: 'admin', voidedAt: new Date().toISOString() });
    signInAs('admin');
    for (const route of new Set(elsewhere.map((action) => action.route))) {
      await renderApp(route);
      const row = (await screen.findByText(file.fileName, undefined, SLOW)).closest<HTMLElement>('tr')!;
      for (const action of elsewhere.filter((candidate) => candidate.route === route)) {
        expect(within(row).getByRole('button', { name: translate(action.rowButton, { name: file.fileName }) }), action.id).toBeEnabled();
        if (!action.batch) continue;
        expect(action.selectionButton, action.id).toBeDefined();
        await userEvent.click(within(row).getByRole('checkbox'));
        // The button's name: its icon's label, then its text.
        const selectionName = new RegExp(`${escape(translate(action.selectionButton!, { count: 1 }))}$`);
        expect(screen.getByRole('button', { name: selectionName }), action.id).toBeEnabled();
      }
      cleanup();
    }
  });

  it('a user without the right to set invalid is not offered it', async () => {
    // Staff in Project X200: directory level 6, file level 40 (set invalid needs 7 or 50).
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const [file] = filesOf(SEED_FOLDERS.projectX200, 'staff');
    await userEvent.click(within(await findRow(file.fileName)).getByRole('button', { name: `More actions on ${file.fileName}` }));
    await screen.findByRole('menuitem', { name: /Operation log/ });
    expect(screen.queryByRole('menuitem', { name: /Set invalid/ })).not.toBeInTheDocument();
  });
});

describe('set invalid', () => {
  it('from the row menu asks a reason and voids the file', async () => {
    signInAs('admin');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const [file] = filesOf(SEED_FOLDERS.projectX200);
    await userEvent.click(within(await findRow(file.fileName)).getByRole('button', { name: `More actions on ${file.fileName}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Set invalid/ }));
    const dialog = await findDialog(`Set file ${file.fileName} invalid`);
    await userEvent.type(within(dialog).getByRole('textbox'), 'Superseded');
    await userEvent.click(within(dialog).getByRole('button', { name: /Set invalid/ }));
    // Told once, politely: in the app's live region with the way to undo (the notice beside it is not a second, assertive alert).
    const announcements = screen.getByRole('status', { name: 'Announcements' });
    expect(
      await within(announcements).findByText(
        `File ${file.fileName} set invalid. Undo within 10 s, or press Ctrl+Z (⌘Z on a Mac).`,
        undefined,
        SLOW,
      ),
    ).toBeInTheDocument();
    // The toast's host loads on the first toast of the page (src/lib/app-feedback.ts): it may come later.
    const toast = await waitFor(() => {
      const shown = screen.getAllByText(`File ${file.fileName} set invalid`).find((element) => !announcements.contains(element));
      expect(shown).toBeDefined();
      return shown!;
    });
    expect(toast.closest('[role="alert"]')).toBeNull();
    expect(db().files.get(file.fileId)!.status).toBe('void');
  });

  it('as a batch asks one reason, reports the files that failed and keeps them selected', async () => {
    signInAs('admin');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const [first, second, third] = filesOf(SEED_FOLDERS.projectX200).filter((row) => row.status === 'normal');
    // The server refuses one file of the three.
    server.use(
      http.post('*/dms/files/del/', async ({ request }) => {
        const body = (await request.clone().json()) as { fileId: string };
        if (body.fileId === second.fileId) return HttpResponse.json({ errno: 1, errmsg: 'File locked for audit', data: null });
        return undefined;
      }),
    );
    for (const file of [first, second, third]) await userEvent.click(within(await findRow(file.fileName)).getByRole('checkbox'));
    await userEvent.click(await screen.findByRole('button', { name: /Set 3 files invalid/ }, SLOW));
    const dialog = await findDialog('Set 3 files invalid');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Audit clean-up');
    await userEvent.click(within(dialog).getByRole('button', { name: /Set invalid/ }));

    const report = await findDialog('1 file was not set invalid');
    expect(
      within(screen.getByRole('status', { name: 'Announcements' })).getByText(
        'Set invalid: 2. Failed: 1. The files that failed stay selected.',
      ),
    ).toBeInTheDocument();
    expect(within(report).getByText('Set invalid: 2. Failed: 1. The files that failed stay selected.')).toBeInTheDocument();
    const failed = within(report).getByRole('list', { name: 'Files that were not set invalid' });
    expect(within(failed).getByText(second.fileName)).toBeInTheDocument();
    expect(within(failed).getByText('File locked for audit')).toBeInTheDocument();
    expect(db().files.get(first.fileId)!.status).toBe('void');
    expect(db().files.get(third.fileId)!.status).toBe('void');
    expect(db().files.get(second.fileId)!.status).not.toBe('void');
    expect(
      db()
        .fileLogs.filter((log) => log.fileId === first.fileId && log.operation === 'void')
        .at(-1)?.remark,
    ).toBe('Audit clean-up');
    await userEvent.click(within(report).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(async () => expect(within(await findRow(second.fileName)).getByRole('checkbox')).toBeChecked(), SLOW);
    expect(screen.getByText('1 selected')).toBeInTheDocument();
  });

  it('Delete on a row of a selection of several files sets them all invalid', async () => {
    signInAs('admin');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const [first, second] = filesOf(SEED_FOLDERS.projectX200).filter((row) => row.status === 'normal');
    for (const file of [first, second]) await userEvent.click(within(await findRow(file.fileName)).getByRole('checkbox'));
    await userEvent.click(await findRow(first.fileName));
    (await findGrid()).focus();
    await userEvent.keyboard('{Delete}');
    expect(await findDialog('Set 2 files invalid')).toBeInTheDocument();
  });
});

describe('touch', () => {
  it('a long touch on a row opens its menu; a short one does not', async () => {
    signInAs('admin');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.projectX200}`);
    const [file] = filesOf(SEED_FOLDERS.projectX200);
    const cell = within(await findRow(file.fileName)).getByText(file.fileName);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.pointerDown(cell, { pointerType: 'touch', clientX: 40, clientY: 60 });
      fireEvent.pointerUp(cell, { pointerType: 'touch' });
      fireEvent.touchEnd(cell);
      vi.advanceTimersByTime(LONG_PRESS_MS + 50);
      expect(screen.queryByRole('menuitem', { name: /Set invalid/ })).not.toBeInTheDocument();

      fireEvent.pointerDown(cell, { pointerType: 'touch', clientX: 40, clientY: 60 });
      vi.advanceTimersByTime(LONG_PRESS_MS + 50);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('menuitem', { name: /Set invalid/ }, SLOW)).toBeInTheDocument();
  });
});
