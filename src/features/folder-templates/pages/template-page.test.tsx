import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { openListAsAdmin } from '@tests/open-list';
import { button, dialog, pressInDialog } from '@tests/dialog-form';
import { findDialog } from '@tests/find-dialog';
import { foldersFromTemplate } from '../template-rules';

describe('folder templates', () => {
  it('turns a template tree into the folders to create (its root is not copied)', () => {
    const root = {
      id: '1',
      rootId: '1',
      directoryName: 'Project',
      fatherDirectoryId: '0',
      children: [{ id: '2', rootId: '1', directoryName: 'Plans', fatherDirectoryId: '1', children: [] }],
    };
    expect(foldersFromTemplate(root)).toEqual([{ directoryName: 'Plans', children: [] }]);
  });

  it('builds a template, then creates folders from it under a folder', async () => {
    await openListAsAdmin('/template', 'Total 3 records');
    await userEvent.click(button('New template'));
    await userEvent.type(within(dialog()).getByLabelText('Template name'), 'Bad/name');
    await pressInDialog();
    expect(await within(dialog()).findByText('The name may not contain \\ / : * ? " < > |')).toBeInTheDocument();
    await userEvent.clear(within(dialog()).getByLabelText('Template name'));
    await userEvent.type(within(dialog()).getByLabelText('Template name'), 'Audit pack');
    await pressInDialog();
    // The folder editor opens on the new template; add two folders under its root.
    await screen.findByText('Chosen folder: Audit pack');
    for (const name of ['Plans', 'Findings']) {
      await userEvent.click(button('Add subfolder'));
      await userEvent.type(within(dialog()).getByLabelText('Folder name'), name);
      await pressInDialog();
      await waitFor(() => expect(db().templateNodes.some((n) => n.directoryName === name)).toBe(true));
      await screen.findByText(`Chosen folder: ${name}`, undefined, { timeout: 5000 });
      await userEvent.click(screen.getByText('Audit pack', { selector: '.ant-tree-title' }));
      await screen.findByText('Chosen folder: Audit pack');
    }
    const template = db().templates.find((t) => t.tempName === 'Audit pack')!;
    expect(
      db()
        .templateNodes.filter((n) => n.rootId === template.tempRootId)
        .map((n) => n.directoryName),
    ).toEqual(['Audit pack', 'Plans', 'Findings']);
    const closeEditor = document.querySelector('.ant-drawer-close') as HTMLElement;
    await userEvent.click(closeEditor);
    // Opened as the template was created, the editor gives the focus, once it has closed, to the new
    // template's row (what had it when the editor opened, the template dialog's button, is gone by then; in
    // jsdom, which focuses a hidden button, that also closed the drop-down opened in the next step).
    await waitFor(() => expect(closeEditor.closest('.ant-drawer')!.querySelector('.ant-drawer-content-wrapper-hidden')).not.toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit the folders of Audit pack' })));

    await userEvent.click(await screen.findByLabelText('Create folders from Audit pack'));
    await within(dialog()).findByText('Plans');
    await pressInDialog('Create folders');
    expect(await within(dialog()).findByText('Please choose where to create the folders')).toBeInTheDocument();
    const parent = within(dialog()).getByRole('combobox', { name: 'Create under' });
    await userEvent.click(parent);
    await userEvent.type(parent, 'R&D');
    await userEvent.click((await screen.findAllByTitle('R&D')).at(-1)!);
    await pressInDialog('Create folders');
    expect(await screen.findByText('Created Plans, Findings under R&D.')).toBeInTheDocument();
    const names = [...db().folders.values()].filter((f) => f.fatherDirectoryId === '2').map((f) => f.directoryName);
    expect(names).toEqual(expect.arrayContaining(['Plans', 'Findings']));
    expect(screen.getByText('Open in document management').closest('a')).toHaveAttribute('href', '/filelist?dir=2');
  });

  it('deletes a folder of a template with everything under it, after asking', async () => {
    await openListAsAdmin('/template', 'Total 3 records');
    const template = db().templates.find((t) => t.tempName === 'Product development (APQP)')!;
    const nodesOf = () =>
      db()
        .templateNodes.filter((n) => n.rootId === template.tempRootId)
        .map((n) => n.directoryName);
    await userEvent.click(button('Edit the folders of Product development (APQP)'));
    const drawer = (await screen.findByText('Folders of Product development (APQP)')).closest('.ant-drawer') as HTMLElement;
    const tree = within(drawer).getByRole('tree', { name: 'Folders of the template Product development (APQP)' });
    await within(tree).findByText('DFMEA');
    const deleteFolder = () => within(drawer).getByText('Delete', { selector: 'button span' }).closest('button')!;
    // The root is the template itself: it cannot be deleted here.
    expect(deleteFolder()).toBeDisabled();
    await userEvent.click(within(drawer).getByText('Phase 2 Product Design', { selector: '.ant-tree-title' }));
    await within(drawer).findByText('Chosen folder: Phase 2 Product Design');

    await userEvent.click(deleteFolder());
    // Waited for: the confirmation's host loads on the page's first confirmation (src/lib/app-feedback.ts).
    await findDialog('Delete the folder Phase 2 Product Design and everything under it?');
    await pressInDialog('Cancel');
    expect(nodesOf()).toContain('Phase 2 Product Design');

    await userEvent.click(deleteFolder());
    await pressInDialog('Delete');
    await screen.findByText('The folder has been deleted');
    expect(nodesOf()).not.toContain('Phase 2 Product Design');
    expect(nodesOf()).not.toContain('DFMEA');
    expect(nodesOf()).not.toContain('Drawings');
    expect(nodesOf()).toContain('Phase 3 Process Design');
    await waitFor(() => expect(within(tree).queryByText('Phase 2 Product Design')).not.toBeInTheDocument());
    expect(within(tree).queryByText('DFMEA')).not.toBeInTheDocument();
    expect(within(tree).getByText('Phase 3 Process Design')).toBeInTheDocument();
    expect(within(drawer).getByText('Chosen folder: Product development (APQP)')).toBeInTheDocument();
  });

  it('deletes a whole template after asking; the list no longer shows it', async () => {
    await openListAsAdmin('/template', 'Total 3 records');
    const template = db().templates.find((t) => t.tempName === 'Annual records 年度记录')!;
    await userEvent.click(button('Delete Annual records 年度记录'));
    await findDialog('Delete the template Annual records 年度记录?');
    await pressInDialog('Cancel');
    expect(db().templates.some((t) => t.mapId === template.mapId)).toBe(true);

    await userEvent.click(button('Delete Annual records 年度记录'));
    await pressInDialog('Delete');
    await screen.findByText('The template has been deleted');
    await screen.findByText('Total 2 records');
    expect(screen.queryByLabelText('Delete Annual records 年度记录')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Delete Standard project 标准项目')).toBeInTheDocument();
    expect(db().templates.some((t) => t.mapId === template.mapId)).toBe(false);
    expect(db().templateNodes.some((n) => n.rootId === template.tempRootId)).toBe(false);
  });
});
