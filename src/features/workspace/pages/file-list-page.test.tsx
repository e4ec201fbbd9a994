/**
 * The document management screen on the real mock backend: the tree, the list and its URL, permissions,
 * folder actions, details, find-anywhere, the keyboard, and the bad paths (errno, network, refusal).
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { findUserByAccount } from '@mocks/auth';
import { listFolder } from '@mocks/db/files';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { mockControl } from '@mocks/test-hook';
import { server } from '@mocks/node';
import { setCharacterShortcuts } from '@/lib/character-shortcuts';
import { findDialog } from '@tests/find-dialog';
import { submitName } from '@tests/dialog-form';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { stubLayoutForVirtualLists } from '@tests/virtual-layout';
import { escapeRegExp } from '@tests/workspace-list';

stubLayoutForVirtualLists();
// Whole-app renders with antd are slow in jsdom on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

const SLOW = { timeout: 15_000 };
// Role queries over the whole page are slow in jsdom (they compute styles); labels find the big parts fast,
// and role queries then run inside them.
const findGrid = () => screen.findByLabelText('Files and folders', { selector: '[role="grid"]' }, SLOW);
const findTree = () => screen.findByLabelText('Folders', { selector: '[role="tree"]' }, SLOW);
const toolbar = () => within(screen.getByLabelText('Folder tools', { selector: '[role="toolbar"]' }));
const pager = () => within(screen.getByLabelText('Pages', { selector: 'nav' }));
const button = (text: string | RegExp) => screen.getByText(text, { selector: 'button, button *' }).closest('button')!;
const search = (router: { state: { location: { search: string } } }) => new URLSearchParams(router.state.location.search);

/** The rows the mock lists for an account (what the screen must show). */
function seeded(account: string, dirId: string, options: Parameters<typeof listFolder>[3] = {}) {
  return listFolder(db(), findUserByAccount(account)!, dirId, options);
}

describe('tree, breadcrumb and list', () => {
  it('lists the folder from the URL, with the tree open on it and the breadcrumb to it', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.drawings}`);
    const tree = await findTree();
    expect(within(tree).getByRole('treeitem', { name: 'Drawings' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tree).getByRole('treeitem', { name: 'R&D' })).toHaveAttribute('aria-expanded', 'true');
    const grid = await findGrid();
    const expected = seeded('staff', SEED_FOLDERS.drawings);
    for (const row of expected) await within(grid).findByRole('row', { name: new RegExp(`^${escapeRegExp(row.fileName)},`) });
    expect(screen.getByText(`Total ${expected.length} records`)).toBeInTheDocument();
    const crumbs = screen.getByLabelText('Folder path', { selector: 'nav' });
    expect(within(crumbs).getByRole('link', { name: /All documents/ })).toBeInTheDocument();
    expect(within(crumbs).getByRole('link', { name: /R&D/ })).toBeInTheDocument();
    expect(within(crumbs).getByText(/Drawings/)).toHaveAttribute('aria-current', 'location');
  });

  it('names rows by name, type and size, and shows the §9 icon', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    const grid = await findGrid();
    const file = seeded('staff', SEED_FOLDERS.rnd).find((row) => row.dataType === 1)!;
    if (file.dataType !== 1) throw new Error('no file');
    const row = await within(grid).findByRole('row', {
      name: `${file.fileName}, ${file.fileType.slice(1).toUpperCase()} file, ${file.fileSize}`,
    });
    expect(row.querySelector(`[data-icon-type="${file.fileType.slice(1)}"]`)).not.toBeNull();
    expect(within(grid).getByRole('row', { name: 'Drawings, folder' }).querySelector('[data-icon-type="folder"]')).not.toBeNull();
  });

  it('opens folders from the tree and the breadcrumb, and the URL follows', async () => {
    signInAs('staff');
    const { router } = await renderApp(`/filelist?dir=${SEED_FOLDERS.drawings}`);
    const tree = await findTree();
    await userEvent.click(within(tree).getByRole('treeitem', { name: 'R&D' }));
    await waitFor(() => expect(search(router).get('dir')).toBe(SEED_FOLDERS.rnd));
    await within(await findGrid()).findByRole('row', { name: 'Drawings, folder' });
    await userEvent.click(within(screen.getByLabelText('Folder path', { selector: 'nav' })).getByRole('link', { name: /All documents/ }));
    await waitFor(() => expect(search(router).get('dir')).toBeNull());
    await within(await findGrid()).findByRole('row', { name: 'R&D, folder' });
  });

  it('filters the tree', async () => {
    signInAs('admin');
    await renderApp('/filelist');
    const tree = await findTree();
    await userEvent.type(screen.getByLabelText('Filter folders'), 'x200');
    await waitFor(() => expect(within(tree).getByRole('treeitem', { name: 'Project X200' })).toBeInTheDocument());
    expect(screen.getByText(/^\d+ folders? match(es)?$/)).toBeInTheDocument();
    expect(within(tree).queryByRole('treeitem', { name: 'Quality Management' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Filter folders'), 'zz-nothing');
    expect(await screen.findByText('No folder matches')).toBeInTheDocument();
    // The clear button, and Escape in the box, bring the whole tree back.
    await userEvent.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(screen.getByLabelText('Filter folders')).toHaveValue('');
    expect(await within(await findTree()).findByRole('treeitem', { name: 'Quality Management' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Filter folders'), 'x200');
    const filtered = await findTree();
    await waitFor(() => expect(within(filtered).queryByRole('treeitem', { name: 'Quality Management' })).not.toBeInTheDocument());
    expect(within(filtered).getByRole('treeitem', { name: 'Project X200' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByLabelText('Filter folders')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear the filter' })).not.toBeInTheDocument();
  });
});

describe('paging, sorting and search live in the URL', () => {
  it('restores a pasted view of the 10,000-file folder: page, size and sort', async () => {
    signInAs('admin');
    const all = seeded('admin', SEED_FOLDERS.archive10k, { orderColumn: 'file_name', order: 'DESC' });
    const lastPage = Math.ceil(all.length / 20);
    await renderApp(`/filelist?dir=${SEED_FOLDERS.archive10k}&page=${lastPage}&size=20&sort=fileName&order=desc`);
    const grid = await findGrid();
    const last = all[all.length - 1];
    await within(grid).findByRole('row', { name: new RegExp(`^${escapeRegExp(last.fileName)},`) }, SLOW);
    expect(within(grid).getAllByRole('row')).toHaveLength(1 + (all.length - (lastPage - 1) * 20));
    expect(screen.getByText(`Total ${all.length} records`)).toBeInTheDocument();
    expect(pager().getByRole('listitem', { name: String(lastPage) })).toHaveClass('ant-pagination-item-active');
    expect(within(grid).getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('pages by the default size of the system setting (/department) and sends the page count it knows', async () => {
    db().paramConfig.defaultPageSize = 20;
    const bodies: Array<{ size: number; current: number; pages: number }> = [];
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/files/showPageByDirId/'))
        void request
          .clone()
          .json()
          .then((body: (typeof bodies)[number]) => bodies.push(body));
    };
    server.events.on('request:start', listener);
    try {
      signInAs('admin');
      const { router } = await renderApp(`/filelist?dir=${SEED_FOLDERS.archive10k}`);
      const total = seeded('admin', SEED_FOLDERS.archive10k).length;
      await findGrid();
      await waitFor(() => expect(pager().getByRole('listitem', { name: String(Math.ceil(total / 20)) })).toBeInTheDocument(), SLOW);
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ current: 1, size: 20, pages: 0 });
      await userEvent.click(pager().getByRole('listitem', { name: 'Next Page' }));
      await waitFor(() => expect(search(router).get('page')).toBe('2'));
      // The address leaves the setting's size out, as it does any default.
      expect(search(router).get('size')).toBeNull();
      await waitFor(() => expect(bodies.at(-1)).toMatchObject({ current: 2, size: 20, pages: Math.ceil(total / 20) }));
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it('sorts by the column headers (file_name, update_time, edit_date) and pages', async () => {
    signInAs('admin');
    const { router } = await renderApp(`/filelist?dir=${SEED_FOLDERS.archive10k}&page=3`);
    const grid = await findGrid();
    await within(grid).findAllByRole('row', undefined, SLOW);
    await userEvent.click(within(grid).getByRole('button', { name: 'Effective date' }));
    await waitFor(() => expect(search(router).get('sort')).toBe('editDate'));
    expect(search(router).get('order')).toBe('asc');
    expect(search(router).get('page')).toBeNull();
    const first = seeded('admin', SEED_FOLDERS.archive10k, { orderColumn: 'edit_date', order: 'ASC' })[0];
    await within(grid).findByRole('row', { name: new RegExp(`^${escapeRegExp(first.fileName)},`) });
    await userEvent.click(within(grid).getByRole('button', { name: 'Effective date' }));
    await waitFor(() => expect(search(router).get('order')).toBe('desc'));
    await userEvent.click(pager().getByRole('listitem', { name: 'Next Page' }));
    await waitFor(() => expect(search(router).get('page')).toBe('2'));
  });

  it('searches in the folder with at least one character', async () => {
    signInAs('staff');
    const { router } = await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    await findGrid();
    const box = screen.getByLabelText('Search in this folder');
    await userEvent.type(box, '   {Enter}');
    expect(await screen.findByText('Enter at least one character to search')).toBeInTheDocument();
    expect(search(router).get('q')).toBeNull();
    await userEvent.clear(box);
    await userEvent.type(box, 'draw{Enter}');
    await waitFor(() => expect(search(router).get('q')).toBe('draw'));
    const grid = await findGrid();
    await within(grid).findByRole('row', { name: 'Drawings, folder' });
    await waitFor(() =>
      expect(within(grid).getAllByRole('row')).toHaveLength(1 + seeded('staff', SEED_FOLDERS.rnd, { fileName: 'draw' }).length),
    );
  });

  it('shows the empty state of a folder without rows', async () => {
    signInAs('staff');
    const token = signInAs('staff');
    void token;
    const empty =
      [...db().folders.values()].find(
        (f) => f.status === 'normal' && f.id !== '0' && seeded('staff', f.id).length === 0 && f.fatherDirectoryId === SEED_FOLDERS.archive,
      ) ?? [...db().folders.values()].find((f) => f.status === 'normal' && f.id !== '0' && seeded('staff', f.id).length === 0)!;
    await renderApp(`/filelist?dir=${empty.id}`);
    expect(await screen.findByText('This folder is empty', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Total 0 records')).toBeInTheDocument();
  });
});

describe('column chooser', () => {
  it('shows the columns that fit until the user chooses, then shows and hides columns and remembers the choice', async () => {
    signInAs('staff');
    const first = await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    let grid = await findGrid();
    const header = (name: string) => within(grid).queryByRole('columnheader', { name });
    // Size and the two dates, not all thirteen columns (the rest wait in the chooser).
    for (const name of ['File size', 'Update time', 'Effective date']) expect(header(name)).toBeInTheDocument();
    for (const name of ['Publisher', 'Uploader', 'Email notifier']) expect(header(name)).not.toBeInTheDocument();
    await userEvent.click(button('Columns'));
    await userEvent.click(await screen.findByLabelText('Publisher'));
    await userEvent.click(await screen.findByLabelText('File size'));
    await waitFor(() => expect(header('Publisher')).toBeInTheDocument());
    expect(header('File size')).not.toBeInTheDocument();
    const saved = JSON.parse(localStorage.getItem('fileListColumns')!);
    expect(saved).toContain('publisher');
    expect(saved).not.toContain('fileSize');
    first.unmount();
    await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    grid = await findGrid();
    expect(header('Publisher')).toBeInTheDocument();
    expect(header('Update time')).toBeInTheDocument();
    expect(header('File size')).not.toBeInTheDocument();
  });
});

describe('permissions', () => {
  it('offers folder actions only where staff holds the level', async () => {
    signInAs('staff');
    const { router } = await renderApp(`/filelist?dir=${SEED_FOLDERS.drawings}`);
    await findGrid();
    // Drawings: level 4 — add child, no change, move or delete.
    expect(await toolbar().findByRole('button', { name: /New folder/ })).toBeInTheDocument();
    expect(toolbar().queryByRole('button', { name: /Folder actions on/ })).not.toBeInTheDocument();
    await router.navigate(`/filelist?dir=${SEED_FOLDERS.workingDrafts}`);
    await userEvent.click(await screen.findByLabelText(/Folder actions on Working Drafts/, { selector: 'button' }, SLOW));
    const menu = within((await screen.findByText('Set invalid')).closest<HTMLElement>('[role="menu"]')!);
    for (const item of ['Rename', 'Move to…', 'Set invalid', 'Delete'])
      expect(menu.getByRole('menuitem', { name: new RegExp(item) })).toBeInTheDocument();
    await router.navigate(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    await findGrid();
    await waitFor(() => expect(toolbar().queryByRole('button', { name: /New folder/ })).not.toBeInTheDocument(), { timeout: 5000 });
  });

  it('offers a guest nothing to change', async () => {
    signInAs('guest');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    await within(await findGrid()).findByRole('row', { name: 'Drawings, folder' });
    expect(toolbar().queryByRole('button', { name: /New folder/ })).not.toBeInTheDocument();
    expect(toolbar().queryByRole('button', { name: /From template/ })).not.toBeInTheDocument();
    expect(toolbar().queryByRole('button', { name: /Folder actions on/ })).not.toBeInTheDocument();
  });

  it("says 'Permission is denied' for a folder the user may not see, and the tree stays usable", async () => {
    signInAs('staff');
    const { router } = await renderApp(`/filelist?dir=${SEED_FOLDERS.hrConfidential}`);
    expect(await screen.findByText('Permission is denied', undefined, SLOW)).toBeInTheDocument();
    await userEvent.click(within(await findTree()).getByRole('treeitem', { name: 'R&D' }));
    await waitFor(() => expect(search(router).get('dir')).toBe(SEED_FOLDERS.rnd));
    await within(await findGrid()).findByRole('row', { name: 'Drawings, folder' });
  });

  it("shows a server refusal of the listing as 'Permission is denied'", async () => {
    signInAs('staff');
    mockControl.override('POST', '/dms/files/showPageByDirId*', { errno: 403, errmsg: '权限不足', data: null });
    await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    expect(await screen.findByText('Permission is denied', undefined, SLOW)).toBeInTheDocument();
  });

  it('offers no actions when the levels cannot be checked, and says so', async () => {
    signInAs('admin');
    mockControl.fail('/dms/folder/getOptAuthByDirId', 'network');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    expect(await screen.findByText(/Your permissions in this folder could not be checked/, undefined, SLOW)).toBeInTheDocument();
    expect(toolbar().queryByRole('button', { name: /New folder/ })).not.toBeInTheDocument();
    mockControl.clear();
    await userEvent.click(button('Retry'));
    expect(await toolbar().findByRole('button', { name: /New folder/ })).toBeInTheDocument();
  });
});

describe('bad paths', () => {
  it('an errno on the listing shows the message; the screen stays usable and the search text stays', async () => {
    signInAs('staff');
    mockControl.fail('/dms/files/showPageByDirId*', 'errno', 'Disk offline');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    expect(await screen.findByText('Disk offline', undefined, SLOW)).toBeInTheDocument();
    const box = screen.getByLabelText('Search in this folder');
    await userEvent.type(box, 'plan');
    mockControl.clear();
    await userEvent.click(button('Retry'));
    await within(await findGrid()).findByRole('row', { name: 'Drawings, folder' });
    expect(box).toHaveValue('plan');
  });

  it('a network failure shows the unknown error and retry recovers', async () => {
    signInAs('staff');
    mockControl.fail('/dms/files/showPageByDirId*', 'network');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    expect((await screen.findAllByText("The server can't be reached, trying again", undefined, SLOW)).length).toBeGreaterThan(0);
    expect(screen.getByText('The folder could not be listed')).toBeInTheDocument();
    mockControl.clear();
    await userEvent.click(button('Retry'));
    await within(await findGrid()).findByRole('row', { name: 'Drawings, folder' });
  });

  it('a failed tree says so, offers a retry, and the list still works', async () => {
    signInAs('staff');
    mockControl.fail('/dms/folder/showDirs', 'errno', 'Tree service down');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    expect(await screen.findByText('The folder tree could not be loaded', undefined, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Tree service down')).toBeInTheDocument();
    await within(await findGrid()).findByRole('row', { name: 'Drawings, folder' });
    mockControl.clear();
    await userEvent.click(button('Retry'));
    expect(await findTree()).toBeInTheDocument();
  });
});

describe('folder actions', () => {
  it('creates a folder (name required); a refusal keeps the dialog and the name', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.designSpecs}`);
    await findGrid();
    await userEvent.click(await toolbar().findByRole('button', { name: /New folder/ }));
    const dialog = await findDialog(/New folder in Design Specifications/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'New folder' }));
    expect(await within(dialog).findByText('Please enter the folder name')).toBeInTheDocument();
    const existing = seeded('staff', SEED_FOLDERS.designSpecs).find((row) => row.dataType === 0)!;
    await userEvent.type(within(dialog).getByLabelText('Folder name'), existing.fileName);
    await userEvent.click(within(dialog).getByRole('button', { name: 'New folder' }));
    expect(await screen.findByText('A folder with this name already exists here')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Folder name')).toHaveValue(existing.fileName);
    await userEvent.clear(within(dialog).getByLabelText('Folder name'));
    await userEvent.type(within(dialog).getByLabelText('Folder name'), '2027 Plans');
    // After a send, jsdom keeps the button's loading icon leaving (submitName).
    await userEvent.click(within(dialog).getByRole('button', { name: submitName('New folder') }));
    expect(await screen.findByText('Folder 2027 Plans created')).toBeInTheDocument();
    await within(await findGrid()).findByRole('row', { name: '2027 Plans, folder' });
    await within(await findTree()).findByRole('treeitem', { name: '2027 Plans' });
  });

  it('creates the folders of a template and counts every one of them, not only the top ones', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.designSpecs}`);
    await findGrid();
    await userEvent.click(await toolbar().findByRole('button', { name: /From template/ }));
    const dialog = await findDialog(/Create folders from a template in Design Specifications/);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Template' }));
    await userEvent.click((await screen.findAllByTitle('Standard project 标准项目')).at(-1)!);
    // 4 top folders and 6 inside them.
    await within(dialog).findByRole('treeitem', { name: 'Budget 预算' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create folders' }));
    expect(await screen.findByText('10 folders created from the template')).toBeInTheDocument();
    await within(await findGrid()).findByRole('row', { name: '01 Initiation 立项, folder' });
  });

  it('counts a folder name in characters as the server does, never cuts it, and refuses one that shows nothing', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.designSpecs}`);
    await findGrid();
    await userEvent.click(await toolbar().findByRole('button', { name: /New folder/ }));
    const dialog = await findDialog(/New folder in Design Specifications/);
    const field = within(dialog).getByLabelText('Folder name');
    await userEvent.click(field);
    await userEvent.paste('\u200B');
    await userEvent.click(within(dialog).getByRole('button', { name: 'New folder' }));
    expect(await within(dialog).findByText(/needs at least one visible character/)).toBeInTheDocument();
    // 101 math-bold letters: 202 UTF-16 units, 101 characters. Nothing is cut; the count and the rule say so.
    await userEvent.clear(field);
    await userEvent.paste('𝐀'.repeat(101));
    expect(field).toHaveValue('𝐀'.repeat(101));
    expect(within(dialog).getByText('101 / 100')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'New folder' }));
    expect(await within(dialog).findByText('At most 100 characters (this one has 101)')).toBeInTheDocument();
    // 60 of them: more UTF-16 units than the limit, but 60 characters, as the server counts.
    await userEvent.clear(field);
    await userEvent.paste('𝐁'.repeat(60));
    expect(field).toHaveValue('𝐁'.repeat(60));
    await userEvent.click(within(dialog).getByRole('button', { name: 'New folder' }));
    expect(await screen.findByText(`Folder ${'𝐁'.repeat(60)} created`)).toBeInTheDocument();
    expect([...db().folders.values()].some((folder) => folder.directoryName === '𝐁'.repeat(60))).toBe(true);
  });

  it('shows the bidirectional controls of a name, so that a reversed extension cannot pass for another', async () => {
    const file = seeded('staff', SEED_FOLDERS.designSpecs).find((row) => row.dataType === 1)!;
    db().files.get(file.id)!.fileName = 'invoice\u202Efdp.exe.txt';
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.designSpecs}`);
    const grid = await findGrid();
    const row = await within(grid).findByRole('row', { name: /^invoice⟨RLO⟩fdp\.exe\.txt,/ });
    expect(within(row).getByText('invoice⟨RLO⟩fdp.exe.txt')).toBeInTheDocument();
    expect(grid.textContent).not.toContain('\u202E');
  });

  it("refuses with 'Permission is denied' when the level changed on the server", async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.designSpecs}`);
    await findGrid();
    const button = await toolbar().findByRole('button', { name: /New folder/ });
    mockControl.override('GET', '/dms/folder/getOptAuthByDirId', {
      errno: 0,
      data: { dirId: SEED_FOLDERS.designSpecs, dirLevel: 1, fileLevel: 10 },
    });
    await userEvent.click(button);
    expect(await screen.findByText('Permission is denied')).toBeInTheDocument();
    expect(screen.queryByText(/New folder in Design/)).not.toBeInTheDocument();
  });
});

describe('opening a file', () => {
  it('shows it at once under Recently opened, as opened in this browser (not "Elsewhere")', async () => {
    signInAs('staff');
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { router } = await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    const grid = await findGrid();
    const file = seeded('staff', SEED_FOLDERS.rnd).find((row) => row.dataType === 1 && /\.(pdf|docx|xlsx|txt|md)$/.test(row.fileName))!;
    await userEvent.dblClick(await within(grid).findByRole('row', { name: new RegExp(`^${escapeRegExp(file.fileName)},`) }));
    expect(open).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`#/pdf\\?id=${file.id}$`)), '_blank');
    open.mockRestore();
    await router.navigate('/home');
    const recent = await screen.findByRole('region', { name: 'Recently opened' }, SLOW);
    const entry = await within(recent).findByText(file.fileName, undefined, SLOW);
    expect(within(recent).getAllByRole('listitem')[0]).toContainElement(entry);
    expect(within(entry.closest('li')!).queryByText('Elsewhere')).not.toBeInTheDocument();
  });
});

describe('details drawer', () => {
  it('shows a file, its folder, and saves edited metadata', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.testReports}`);
    const grid = await findGrid();
    const file = seeded('staff', SEED_FOLDERS.testReports).find((row) => row.dataType === 1)!;
    await userEvent.click(await within(grid).findByRole('button', { name: `Details of ${file.fileName}` }));
    const drawer = await findDialog(file.fileName);
    const folderNav = await within(drawer).findByRole('navigation', { name: 'Folder' });
    expect(within(folderNav).getByRole('link', { name: 'R&D' })).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: /Edit details/ }));
    const number = await within(drawer).findByLabelText('Document number');
    await userEvent.clear(number);
    await userEvent.type(number, 'TR-2026-999');
    mockControl.fail('/dms/files/updInfo', 'errno', 'Metadata locked');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Metadata locked')).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Document number')).toHaveValue('TR-2026-999');
    mockControl.clear();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('TR-2026-999')).toBeInTheDocument();
    expect(db().files.get(file.id)!.documentNumber).toBe('TR-2026-999');
  });

  it('shows a failed details call in the drawer, with a retry', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.testReports}`);
    const grid = await findGrid();
    const file = seeded('staff', SEED_FOLDERS.testReports).find((row) => row.dataType === 1)!;
    mockControl.fail('/dms/files/getInfo/*', 'network');
    await userEvent.click(await within(grid).findByRole('button', { name: `Details of ${file.fileName}` }));
    const drawer = await findDialog('File details');
    expect(await within(drawer).findByText("The server can't be reached, trying again")).toBeInTheDocument();
    mockControl.clear();
    await userEvent.click(within(drawer).getByText('Retry'));
    expect(await within(drawer).findByText('Revision')).toBeInTheDocument();
    expect(within(drawer).queryByText("The server can't be reached, trying again")).not.toBeInTheDocument();
  });

  it('does not offer editing below level 5', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.drawings}`);
    const grid = await findGrid();
    const file = seeded('staff', SEED_FOLDERS.drawings).find((row) => row.dataType === 1)!;
    await userEvent.click(await within(grid).findByRole('button', { name: `Details of ${file.fileName}` }));
    const drawer = await findDialog(file.fileName);
    await within(drawer).findByRole('navigation', { name: 'Folder' });
    expect(within(drawer).queryByRole('button', { name: /Edit details/ })).not.toBeInTheDocument();
  });
});

describe('find anywhere', () => {
  it('finds a file by name in every folder and jumps to it, highlighted', async () => {
    signInAs('staff');
    const { router } = await renderApp('/filelist');
    await findGrid();
    await userEvent.click(button(/Find in all folders/));
    const dialog = await findDialog('Find a file in all folders');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search' }));
    expect(await within(dialog).findByText('Enter at least one character to search')).toBeInTheDocument();
    const target = seeded('staff', SEED_FOLDERS.testReports).find((row) => row.dataType === 1)!;
    if (target.dataType !== 1) throw new Error('no file');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'File name' }), `${target.fileName}{Enter}`);
    await userEvent.click(await within(dialog).findByRole('button', { name: `Go to ${target.fileName}` }));
    await waitFor(() => expect(search(router).get('dir')).toBe(SEED_FOLDERS.testReports));
    expect(search(router).get('hl')).toBe(target.fileId);
    const row = await within(await findGrid()).findByRole('row', { name: new RegExp(`^${escapeRegExp(target.fileName)},`) });
    expect(row).toHaveAttribute('data-highlighted', 'true');
  });

  it('lists the exact name first, then a name that starts with the text, then the rest, whatever the server order', async () => {
    const match = (fileId: string, fileName: string) => ({ fileId, fileName, dirId: SEED_FOLDERS.quality, pathName: 'Quality' });
    mockControl.override('GET', '/dms/files/getFatherDirPathByFileName*', {
      errno: 0,
      errmsg: '',
      data: [
        match('9001', 'RPT-2023-004 Cost Analysis.xlsx'),
        match('9002', 'Cost Analysis summary.xlsx'),
        match('9003', 'Cost Analysis.xlsx'),
      ],
    });
    signInAs('admin');
    await renderApp('/filelist');
    await findGrid();
    await userEvent.click(button(/Find in all folders/));
    const dialog = await findDialog('Find a file in all folders');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'File name' }), 'cost analysis{Enter}');
    await within(dialog).findByRole('button', { name: 'Go to Cost Analysis.xlsx' });
    expect(
      within(dialog)
        .getAllByRole('button', { name: /^Go to / })
        .map((each) => each.getAttribute('aria-label')),
    ).toEqual(['Go to Cost Analysis.xlsx', 'Go to Cost Analysis summary.xlsx', 'Go to RPT-2023-004 Cost Analysis.xlsx']);
  });

  it('shows a failed search in the dialog and keeps the text', async () => {
    signInAs('staff');
    await renderApp('/filelist');
    await findGrid();
    mockControl.fail('/dms/files/getFatherDirPathByFileName', 'errno', 'Index rebuilding');
    await userEvent.click(button(/Find in all folders/));
    const dialog = await findDialog('Find a file in all folders');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'File name' }), 'report{Enter}');
    expect(await within(dialog).findByText('Index rebuilding')).toBeInTheDocument();
    expect(within(dialog).getByRole('searchbox', { name: 'File name' })).toHaveValue('report');
  });
});

describe('keyboard', () => {
  it('moves with the arrows, opens with Enter, selects with Space and Ctrl+A, goes up with Backspace', async () => {
    signInAs('staff');
    const { router } = await renderApp(`/filelist?dir=${SEED_FOLDERS.rnd}`);
    const grid = await findGrid();
    await within(grid).findByRole('row', { name: 'Drawings, folder' });
    const rows = seeded('staff', SEED_FOLDERS.rnd);
    grid.focus();
    fireEvent.focus(grid);
    await waitFor(() => expect(grid.getAttribute('aria-activedescendant')).toBeTruthy());
    fireEvent.keyDown(grid, { key: ' ' });
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
    fireEvent.keyDown(grid, { key: 'a', ctrlKey: true });
    expect(await screen.findByText(`${rows.length} selected`)).toBeInTheDocument();
    const drawingsIndex = rows.findIndex((row) => row.fileName === 'Drawings');
    for (let i = 0; i < drawingsIndex; i += 1) fireEvent.keyDown(grid, { key: 'ArrowDown' });
    await waitFor(() =>
      expect(document.getElementById(grid.getAttribute('aria-activedescendant')!)).toHaveAccessibleName('Drawings, folder'),
    );
    fireEvent.keyDown(grid, { key: 'Enter' });
    await waitFor(() => expect(search(router).get('dir')).toBe(SEED_FOLDERS.drawings));
    const again = await findGrid();
    fireEvent.keyDown(again, { key: 'Backspace' });
    await waitFor(() => expect(search(router).get('dir')).toBe(SEED_FOLDERS.rnd));
    fireEvent.keyDown(document.body, { key: 'ArrowUp', altKey: true });
    await waitFor(() => expect(search(router).get('dir')).toBeNull());
  });

  it('opens the shortcut help with ?', async () => {
    signInAs('staff');
    await renderApp('/filelist');
    await findGrid();
    fireEvent.keyDown(document.body, { key: '?' });
    const help = await findDialog('Keyboard shortcuts');
    expect(within(help).getAllByText('Go to the parent folder')).toHaveLength(2);
    expect(within(help).getByText('Select all rows of the page')).toBeInTheDocument();
  });

  it('turns the one-character shortcuts off from the help, per account (WCAG 2.1.4)', async () => {
    signInAs('staff');
    await renderApp('/filelist');
    await findGrid();
    await userEvent.click(toolbar().getByRole('button', { name: 'Keyboard shortcuts' }));
    const help = await findDialog('Keyboard shortcuts');
    const toggle = within(help).getByRole('switch', { name: 'One-key shortcuts (? and I)' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/speech input/);
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(within(help).getAllByText('(off)')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem('characterShortcuts')!)).toEqual({ staff: false });
    await userEvent.click(toggle);
    expect(JSON.parse(localStorage.getItem('characterShortcuts')!)).toEqual({ staff: true });
  });

  it('with the one-character shortcuts off, ? and I do nothing; the toolbar button still opens the help', async () => {
    signInAs('staff');
    setCharacterShortcuts(false);
    await renderApp(`/filelist?dir=${SEED_FOLDERS.testReports}`);
    const grid = await findGrid();
    await within(grid).findAllByRole('row', { name: / file, / });
    fireEvent.keyDown(document.body, { key: '?' });
    grid.focus();
    fireEvent.focus(grid);
    await waitFor(() => expect(grid.getAttribute('aria-activedescendant')).toBeTruthy());
    fireEvent.keyDown(grid, { key: '?' });
    fireEvent.keyDown(grid, { key: 'i' });
    // Space, not a character key, still works: the keys reached the list.
    fireEvent.keyDown(grid, { key: ' ' });
    expect(await screen.findByText('1 selected')).toBeInTheDocument();
    expect(screen.queryByText('Keyboard shortcuts', { selector: '[role="dialog"] *' })).not.toBeInTheDocument();
    expect(screen.queryByText('File details')).not.toBeInTheDocument();
    await userEvent.click(toolbar().getByRole('button', { name: 'Keyboard shortcuts' }));
    await findDialog('Keyboard shortcuts');
  });

  it('Delete on a folder row asks for the reason to set it invalid', async () => {
    signInAs('staff');
    await renderApp(`/filelist?dir=${SEED_FOLDERS.workingDrafts}`);
    const grid = await findGrid();
    const rows = seeded('staff', SEED_FOLDERS.workingDrafts);
    if (!rows.some((row) => row.dataType === 0)) {
      // Working Drafts has no subfolder in the seed: make one.
      await userEvent.click(await toolbar().findByRole('button', { name: /New folder/ }));
      const dialog = await findDialog(/New folder in/);
      await userEvent.type(within(dialog).getByLabelText('Folder name'), 'Old drafts');
      await userEvent.click(within(dialog).getByRole('button', { name: 'New folder' }));
      await within(grid).findByRole('row', { name: 'Old drafts, folder' });
    }
    grid.focus();
    fireEvent.focus(grid);
    await waitFor(() => expect(grid.getAttribute('aria-activedescendant')).toBeTruthy());
    fireEvent.keyDown(grid, { key: 'Home' });
    fireEvent.keyDown(grid, { key: 'Delete' });
    const dialog = await findDialog(/Set folder .* invalid/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set invalid' }));
    expect(await within(dialog).findByText('Please enter the reason')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'No longer used');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set invalid' }));
    expect(await screen.findByText(/set invalid$/)).toBeInTheDocument();
  });
});
