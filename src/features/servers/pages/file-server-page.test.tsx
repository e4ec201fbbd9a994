import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { openListAsAdmin } from '@tests/open-list';
import { button, dialog, fill, pressInDialog } from '@tests/dialog-form';

/**
 * Press "Remove <name>" and wait for its confirmation to be the newest dialog. Confirmations are shown through
 * a host that loads on the worker's first confirmation (src/lib/app-feedback.ts), so the dialog can come a
 * moment after the click; meanwhile the newest dialog is a closed one still in the document (the "New server"
 * form, an earlier confirmation asking the same), hence a dialog that was not there before the click.
 */
async function askToRemove(name: string) {
  const earlier = new Set(screen.queryAllByRole('dialog'));
  await userEvent.click(screen.getByLabelText(`Remove ${name}`));
  await waitFor(() => {
    expect(earlier.has(dialog())).toBe(false);
    expect(within(dialog()).getAllByText(`Remove the server ${name}?`).length).toBeGreaterThan(0);
  });
}

describe('server management', () => {
  it('shows status and capacity, validates a new server, adds it, and asks before removing', async () => {
    await openListAsAdmin('/fileServer', 'Total 5 records');
    expect(screen.getByText(/2\.8 TB|of 4\.00 GB|\(71\.1%\)/)).toBeInTheDocument();
    await userEvent.click(button('New server'));
    const form = within(dialog());
    await fill(form.getByLabelText('Server name'), 'Test NAS');
    await fill(form.getByLabelText('Host'), 'bad host');
    await fill(form.getByLabelText('Root path'), 'dms');
    await fill(form.getByLabelText('Capacity (GB)'), '0');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please enter a valid host name or IP address')).toBeInTheDocument();
    expect(form.getByText('The root path must start with /')).toBeInTheDocument();
    expect(form.getByText('The capacity must be a positive number')).toBeInTheDocument();
    await fill(form.getByLabelText('Host'), '10.9.9.9');
    await fill(form.getByLabelText('Root path'), '/dms/test');
    await fill(form.getByLabelText('Capacity (GB)'), '100');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await screen.findByText('The server has been saved');
    expect(db().fileServers.find((s) => s.serverName === 'Test NAS')).toMatchObject({
      host: '10.9.9.9',
      port: 445,
      capacity: 100 * 1024 ** 3,
      used: 0,
    });

    await waitFor(() => expect(screen.getByLabelText('Remove Test NAS')).toBeInTheDocument());
    await askToRemove('Test NAS');
    await pressInDialog('Cancel');
    expect(db().fileServers.some((s) => s.serverName === 'Test NAS')).toBe(true);
    await askToRemove('Test NAS');
    await pressInDialog('Delete');
    await waitFor(() => expect(db().fileServers.some((s) => s.serverName === 'Test NAS')).toBe(false));
    // The toast comes once the reply is back: waiting for it keeps it from coming after the test, when no app
    // is mounted (antd's static toast, left in the document for the next test).
    expect(await screen.findByText('The server has been removed')).toBeInTheDocument();
  });

  it('edits a server; the row shows the change', async () => {
    await openListAsAdmin('/fileServer', 'Total 5 records');
    await userEvent.click(button('Edit Archive storage'));
    const form = within(dialog());
    expect(form.getByLabelText('Server name')).toHaveValue('Archive storage');
    expect(form.getByLabelText('Capacity (GB)')).toHaveValue('8192');
    await fill(form.getByLabelText('Server name'), 'Cold archive');
    await fill(form.getByLabelText('Root path'), '/dms-cold');
    await fill(form.getByLabelText('Remark'), 'Moved to the cold tier');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await screen.findByText('The server has been saved');
    expect(db().fileServers.find((s) => s.serverId === '2')).toMatchObject({
      serverName: 'Cold archive',
      rootPath: '/dms-cold',
      remark: 'Moved to the cold tier',
      host: 'minio.archive.local',
      port: 9000,
      capacity: 8192 * 1024 ** 3,
    });
    await waitFor(() => expect(screen.getByLabelText('Edit Cold archive')).toBeInTheDocument());
    const row = screen.getByLabelText('Edit Cold archive').closest('tr')!;
    expect(row).toHaveTextContent('Cold archive');
    expect(row).toHaveTextContent('minio.archive.local:9000/dms-cold');
    expect(row).toHaveTextContent('Moved to the cold tier');
    expect(screen.queryByLabelText('Edit Archive storage')).not.toBeInTheDocument();
  });

  it('refuses to remove the default server and says why', async () => {
    await openListAsAdmin('/fileServer', 'Total 5 records');
    const row = screen.getByLabelText('Remove Main storage 主存储').closest('tr')!;
    expect(within(row).getByText('Default')).toBeInTheDocument();
    await askToRemove('Main storage 主存储');
    await pressInDialog('Delete');
    expect(await screen.findByText('The default server cannot be removed')).toBeInTheDocument();
    expect(db().fileServers.find((s) => s.serverId === '1')).toMatchObject({ isDefault: true });
    expect(screen.getByText('Total 5 records')).toBeInTheDocument();
    expect(screen.getByLabelText('Remove Main storage 主存储')).toBeInTheDocument();
  });
});
