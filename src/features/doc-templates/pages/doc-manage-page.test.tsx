import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import * as save from '@/lib/save-blob';
import { renderApp } from '../../../../tests/render';
import { signInAs } from '../../../../tests/sign-in-as';
import { templateFileRefusal } from '../template-file-rules';

const dialog = () => screen.getAllByRole('dialog').at(-1)!;
const button = (name: string) => (screen.queryByLabelText(name) ?? screen.getByText(name).closest('button')) as HTMLElement;

describe('document template rules', () => {
  it('refuses empty, too large and wrong-format files with the spec texts', () => {
    expect(templateFileRefusal({ name: 'a.docx', size: 0 })).toBe('upload:refuse.empty');
    expect(templateFileRefusal({ name: 'a.docx', size: 6 * 1024 * 1024 })).toBe('upload:refuse.simpleTooLarge');
    expect(templateFileRefusal({ name: 'a.exe', size: 10 })).toBe('upload:refuse.wrongFormat');
    expect(templateFileRefusal({ name: 'A.XLSX', size: 10 })).toBeNull();
  });
});

describe('document templates', () => {
  it('refuses a wrong file before sending, uploads a good one and downloads it by its name', async () => {
    const saved = vi.spyOn(save, 'saveBlob').mockImplementation(() => {});
    signInAs('admin');
    await renderApp('/docManage');
    await screen.findByText('Total 6 records', undefined, { timeout: 10_000 });
    await userEvent.click(button('Upload template'));
    await userEvent.type(within(dialog()).getByLabelText('Template name'), 'Checklist');
    const input = dialog().querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([], 'empty.docx')] } });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog()).findByText('File size is 0B. Please upload a file of an appropriate size')).toBeInTheDocument();
    expect(db().docTemplates).toHaveLength(6);
    fireEvent.change(input, { target: { files: [new File(['hello'], 'Checklist.docx')] } });
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Upload' }));
    await screen.findByText('The template has been uploaded');
    await screen.findByText('Total 7 records');
    const row = db().docTemplates.find((d) => d.templateName === 'Checklist')!;
    expect(row).toMatchObject({ fileName: 'Checklist.docx', totalSize: 5 });

    await userEvent.click(screen.getByLabelText('Download Checklist'));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0][1]).toBe('Checklist.docx');
    expect(await (saved.mock.calls[0][0] as Blob).text()).toBe('hello');
  });
});
