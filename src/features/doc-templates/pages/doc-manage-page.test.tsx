import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import * as save from '@/lib/save-blob';
import { openListAsAdmin } from '@tests/open-list';
import { button, dialog, pressInDialog } from '@tests/dialog-form';
import { templateFileRefusal } from '../template-file-rules';

describe('document template rules', () => {
  it('refuses empty, too large and wrong-format files with the spec texts', () => {
    expect(templateFileRefusal({ name: 'a.docx', size: 0 })).toBe('upload:refuse.empty');
    expect(templateFileRefusal({ name: 'a.docx', size: 6 * 1024 * 1024 })).toBe('upload:refuse.simpleTooLarge');
    expect(templateFileRefusal({ name: 'a.exe', size: 10 })).toBe('upload:refuse.wrongFormat');
    expect(templateFileRefusal({ name: 'A.XLSX', size: 10 })).toBeNull();
  });
});

describe('document templates', () => {
  // The upload itself runs in the e2e spec: jsdom's File does not survive Node's fetch (the name is lost).
  it('refuses a wrong file before sending anything, and downloads a template under its name', async () => {
    const saved = vi.spyOn(save, 'saveBlob').mockImplementation(() => {});
    await openListAsAdmin('/docManage', 'Total 6 records');
    await userEvent.click(button('Upload template'));
    await pressInDialog('Upload');
    expect(await within(dialog()).findByText('Please enter the template name')).toBeInTheDocument();
    expect(within(dialog()).getByText('Please choose the template file')).toBeInTheDocument();
    await userEvent.type(within(dialog()).getByLabelText('Template name'), 'Checklist');
    fireEvent.change(dialog().querySelector('input[type="file"]')!, { target: { files: [new File([], 'empty.docx')] } });
    await pressInDialog('Upload');
    expect(await within(dialog()).findByText('File size is 0B. Please upload a file of an appropriate size')).toBeInTheDocument();
    fireEvent.change(dialog().querySelector('input[type="file"]')!, { target: { files: [new File(['MZ'], 'tool\u202Excod.exe')] } });
    await pressInDialog('Upload');
    expect(await within(dialog()).findByText('File format is not correct, please re-upload')).toBeInTheDocument();
    // The chosen name's bidi control is shown, not obeyed.
    expect(within(dialog()).getByText('tool⟨RLO⟩xcod.exe')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Template name')).toHaveValue('Checklist');
    expect(db().docTemplates).toHaveLength(6);
    await pressInDialog('Cancel');

    const newest = [...db().docTemplates].sort((a, b) => b.updateTime.localeCompare(a.updateTime))[0];
    await userEvent.click(screen.getByLabelText(`Download ${newest.templateName}`));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(saved.mock.calls[0][1]).toBe(newest.fileName);
    expect((saved.mock.calls[0][0] as Blob).size).toBeGreaterThan(0);
  });
});
