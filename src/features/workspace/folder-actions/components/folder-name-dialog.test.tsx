/**
 * The folder name dialog keeps a name typed the moment it opens: its initial name is set before the dialog
 * is painted, not in an effect after it (which replaced what was typed in between). It holds names to the
 * folder and file name rule, and a stored name that breaks it can be renamed.
 */
import { useLayoutEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@tests/render';
import { FolderNameDialog } from './folder-name-dialog';

/**
 * Types into the field as soon as the open dialog is in the page: in a layout effect of a later sibling,
 * which runs after the dialog's own layout effects and before any effect after paint, the earliest moment a
 * person could type.
 */
function QuickTypist({ open, name }: { open: boolean; name: string }) {
  useLayoutEffect(() => {
    if (open) fireEvent.change(screen.getByLabelText('Folder name'), { target: { value: name } });
  }, [open, name]);
  return null;
}

function Harness({ onSubmit }: { onSubmit: (name: string) => Promise<unknown> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <FolderNameDialog open={open} title="New folder in R&D" okText="Create" onSubmit={onSubmit} onCancel={() => setOpen(false)} />
      <QuickTypist open={open} name="Plans" />
    </>
  );
}

describe('FolderNameDialog', () => {
  it('sends a name typed the moment it opened', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    await renderWithProviders(<Harness onSubmit={onSubmit} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open' })));
    expect(screen.getByLabelText<HTMLInputElement>('Folder name').value).toBe('Plans');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Plans'));
  });

  it('refuses ".", "..", a trailing dot and control characters under the name rule', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    await renderWithProviders(<FolderNameDialog open title="New folder" okText="Create" onSubmit={onSubmit} onCancel={() => undefined} />);
    const rule = /^A name may not be “\.” or “\.\.”, end in a dot or a space/;
    for (const name of ['.', '..', 'trailing.', 'Plans\tQ3', 'a\u0000b']) {
      fireEvent.change(screen.getByLabelText('Folder name'), { target: { value: 'ok' } });
      await waitFor(() => expect(screen.queryByText(rule)).not.toBeInTheDocument());
      fireEvent.change(screen.getByLabelText('Folder name'), { target: { value: name } });
      expect(await screen.findByText(rule)).toBeInTheDocument();
    }
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.getByLabelText('Folder name')).toHaveAttribute('aria-invalid', 'true'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('renames a stored name that breaks the rule once it is fixed', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    await renderWithProviders(
      <FolderNameDialog open title="Rename" okText="Rename" initialName={'Plans\tQ3'} onSubmit={onSubmit} onCancel={() => undefined} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText(/^A name may not be/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Folder name'), { target: { value: 'Plans Q3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Plans Q3'));
  });
});
