import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/test-hook';
import { renderApp } from '@tests/render';
import { openListAsAdmin } from '@tests/open-list';
import { button, dialog, fill, pressInDialog } from '@tests/dialog-form';
import { findDialog } from '@tests/find-dialog';
import { signInAs } from '@tests/sign-in-as';
import { checkedFromStored, storedFromChecked } from '../menu-selection';
import type { MenuNode } from '../types';

describe('role list', () => {
  it('validates, keeps the form on a refusal, then creates and renames inline', async () => {
    await openListAsAdmin('/role', 'Total 8 records');
    await userEvent.click(button('New role'));
    await pressInDialog();
    expect(await within(dialog()).findByText('Please enter the English name')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter the Chinese name')).toBeInTheDocument();
    await fill(within(dialog()).getByLabelText('Name (English)'), 'Engineer');
    await fill(within(dialog()).getByLabelText('Name (Chinese)'), '审图员');
    await pressInDialog();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('A role with this name already exists');
    expect(within(dialog()).getByLabelText('Name (Chinese)')).toHaveValue('审图员');
    await fill(within(dialog()).getByLabelText('Name (English)'), 'Drawing checker');
    await pressInDialog();
    await screen.findByText('The role has been created');
    await screen.findByText('Total 9 records');

    await userEvent.click(screen.getByLabelText('Edit Name of Drawing checker'));
    const cell = screen.getByRole('textbox', { name: 'Name of Drawing checker' });
    await userEvent.clear(cell);
    await userEvent.type(cell, 'Drawing reviewer{Enter}');
    await waitFor(() => expect(db().roles.some((r) => r.roleNameEn === 'Drawing reviewer')).toBe(true));
  });

  it('asks before deleting and shows why a held role stays', async () => {
    await openListAsAdmin('/role', 'Total 8 records');
    await userEvent.click(button('Delete Auditor'));
    const confirm = await findDialog('Delete the role Auditor?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/The role is still held by \d+ user\(s\)/)).toBeInTheDocument();
    expect(db().roles.some((r) => r.roleNameEn === 'Auditor')).toBe(true);
  });
});

describe('role menus', () => {
  const tree: MenuNode[] = [
    { menuId: '1', menuName: '首页', menuNameEn: 'Home', menuUrl: '/home', menuParent: '0' },
    {
      menuId: '9',
      menuName: '系统',
      menuNameEn: 'System',
      menuUrl: '/basic',
      menuParent: '0',
      children: [
        { menuId: '10', menuName: '用户', menuNameEn: 'Users', menuUrl: '/userInfo', menuParent: '9' },
        { menuId: '11', menuName: '菜单', menuNameEn: 'Menus', menuUrl: '/menuSystem', menuParent: '9' },
      ],
    },
  ];

  it('ticks leaves only and stores the parents of ticked items', () => {
    expect(checkedFromStored(tree, ['9', '1'])).toEqual(['1']);
    expect(storedFromChecked(tree, ['11']).sort()).toEqual(['11', '9']);
  });

  it('saves a role’s menus; a failure keeps the ticks', async () => {
    signInAs('admin');
    await renderApp('/rolesPermission?roleId=5');
    const treeView = await screen.findByRole('tree', undefined, { timeout: 10_000 });
    await within(treeView).findByText('Log management (/logger)');
    await userEvent.click(within(treeView).getByText('Log management (/logger)'));
    mockControl.fail('/dms/role/updMenus', 'errno', 'Menus are locked');
    await userEvent.click(screen.getByText('Save').closest('button')!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Menus are locked');
    mockControl.clear();
    await userEvent.click(screen.getByText('Save').closest('button')!);
    await screen.findByText(/The role's menus have been saved/);
    const logger = db().menus.find((m) => m.menuUrl === '/logger')!.menuId;
    expect(db().roles.find((r) => r.roleId === '5')!.menuIds).toContain(logger);
  });
});

describe('a failed role list', () => {
  it('says so under the role picker and recovers with its retry', async () => {
    signInAs('admin');
    mockControl.fail('/dms/role/list*', 'errno', 'Roles are unavailable');
    await renderApp('/rolesPermission');
    expect(await screen.findByText('Roles are unavailable', undefined, { timeout: 10_000 })).toBeInTheDocument();
    mockControl.clear();
    await userEvent.click(button('Retry'));
    await waitFor(() => expect(screen.queryByText('Roles are unavailable')).toBeNull());
  });
});

describe('role members', () => {
  it('lists the holders and takes the role from one after asking', async () => {
    await openListAsAdmin('/rolesPerson?roleId=5');
    await userEvent.click(button('Take the role from Guest Reader'));
    await pressInDialog('Remove');
    await waitFor(() => expect(db().users.find((u) => u.useraccount === 'guest')!.roleIds).not.toContain('5'));
  });
});
