import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { mockControl } from '@mocks/test-hook';
import { openListAsAdmin } from '@tests/open-list';
import { button, dialog, fill, pressInDialog } from '@tests/dialog-form';
import { findDialog } from '@tests/find-dialog';

describe('menu management', () => {
  it('validates a new item before sending, then adds it', async () => {
    await openListAsAdmin('/menuSystem');
    const before = db().menus.length;
    await userEvent.click(button('New menu item'));
    await pressInDialog();
    expect(await within(dialog()).findByText('Please enter the English name')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please enter the address')).toBeInTheDocument();
    await fill(within(dialog()).getByLabelText('Name (English)'), 'Reports');
    await fill(within(dialog()).getByLabelText('Name (Chinese)'), '报表');
    await fill(within(dialog()).getByLabelText('Address'), 'reports');
    expect(
      await within(dialog()).findByText('The address must start with / and contain only letters, digits, / _ or -'),
    ).toBeInTheDocument();
    await fill(within(dialog()).getByLabelText('Address'), '/home');
    expect(await within(dialog()).findByText('Another menu item already uses this address')).toBeInTheDocument();
    expect(db().menus.length).toBe(before);
    await fill(within(dialog()).getByLabelText('Address'), '/reports');
    await pressInDialog();
    await screen.findByText('The menu item has been saved');
    expect(db().menus.find((m) => m.menuUrl === '/reports')).toMatchObject({
      menuName: '报表',
      menuNameEn: 'Reports',
      menuParent: '0',
      isAuth: 0,
    });
    await waitFor(() => expect(screen.getByText('/reports')).toBeInTheDocument());
  });

  it('asks before deleting; an item with sub-items is refused with the server’s reason', async () => {
    await openListAsAdmin('/menuSystem');
    // System management comes last (order 900): search brings it to the first page.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Name, address or code' }), 'management{Enter}');
    await userEvent.click(await screen.findByLabelText('Delete System management'));
    await findDialog('It has sub-items: delete them first.');
    await pressInDialog('Delete');
    expect(await screen.findByText('Delete its sub-menus first')).toBeInTheDocument();
    expect(db().menus.some((m) => m.menuUrl === '/basic')).toBe(true);
  });

  it('edits an item through the dialog; a refusal keeps what was typed and shows the reason', async () => {
    await openListAsAdmin('/menuSystem');
    await userEvent.click(button('Edit Home'));
    expect(within(dialog()).getByLabelText('Name (English)')).toHaveValue('Home');
    await fill(within(dialog()).getByLabelText('Name (English)'), 'Start page');
    await fill(within(dialog()).getByLabelText('Order'), '15');

    mockControl.fail('/dms/menu/upd*', 'errno', 'The menu store is read-only');
    await pressInDialog();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The menu store is read-only');
    expect(within(dialog()).getByLabelText('Name (English)')).toHaveValue('Start page');
    expect(within(dialog()).getByLabelText('Order')).toHaveValue('15');
    expect(db().menus.find((m) => m.menuId === '1')).toMatchObject({ menuNameEn: 'Home', menuOrder: 10 });

    mockControl.clear();
    await pressInDialog();
    await screen.findByText('The menu item has been saved');
    expect(db().menus.find((m) => m.menuId === '1')).toMatchObject({
      menuNameEn: 'Start page',
      menuName: '首页',
      menuOrder: 15,
      menuUrl: '/home',
    });
    // The row of /home now carries the new name (the dialog has closed).
    await waitFor(() => expect(screen.getByText('/home').closest('tr')).toHaveTextContent('Start page'));
    expect(screen.getByText('/home').closest('tr')).not.toHaveTextContent(/\bHome\b/);
    expect(screen.getByText('/home').closest('tr')).toHaveTextContent('15');
  });
});
