import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/render';
import { EditableCell } from './editable-cell';

const LABEL = 'English name of R&D';

async function edit(value: string, onSave = vi.fn().mockResolvedValue(undefined)) {
  await renderWithProviders(<EditableCell value="R&D" maxLength={50} label={LABEL} onSave={onSave} />);
  await userEvent.click(screen.getByRole('button', { name: `Edit ${LABEL}` }));
  const field = screen.getByRole('textbox', { name: LABEL });
  await userEvent.clear(field);
  await userEvent.paste(value);
  await userEvent.keyboard('{Enter}');
  return { field, onSave };
}

describe('EditableCell', () => {
  it('counts characters as the server does and saves 50 math-bold letters whole', async () => {
    const { onSave } = await edit('𝐃'.repeat(50));
    expect(onSave).toHaveBeenCalledWith('𝐃'.repeat(50));
  });

  it('never cuts a long name: it keeps it, says why, and sends nothing', async () => {
    const { field, onSave } = await edit('𝐃'.repeat(60));
    expect(field).toHaveValue('𝐃'.repeat(60));
    expect(screen.getByText('60 / 50')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('At most 50 characters (this one has 60)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a name of invisible characters only', async () => {
    const { onSave } = await edit('\u200B\u2060');
    expect(screen.getByRole('alert')).toHaveTextContent('The name needs at least one visible character');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a stored name with its bidirectional controls visible', async () => {
    await renderWithProviders(<EditableCell value={'invoice\u202Efdp.exe'} maxLength={50} label={LABEL} onSave={vi.fn()} />);
    expect(screen.getByText('invoice⟨RLO⟩fdp.exe')).toBeInTheDocument();
  });
});
