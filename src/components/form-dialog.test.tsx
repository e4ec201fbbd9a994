import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { renderWithProviders } from '@tests/render';
import { FormDialog } from './form-dialog';

describe('FormDialog', () => {
  it('sends once when a field’s blur check starts while the submit’s own check runs (Enter, then the focus leaves)', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    await renderWithProviders(
      <FormDialog<{ reason: string }> open title="Dissolve the team" onSubmit={onSubmit} onClose={onClose}>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, message: 'Required' }]}>
          <Input />
        </Form.Item>
      </FormDialog>,
    );
    const field = await screen.findByLabelText('Reason');
    fireEvent.change(field, { target: { value: 'Project finished' } });
    // The submit's check starts, then the blur's check starts before the first has answered.
    act(() => {
      fireEvent.submit(field.closest('form')!);
      fireEvent.blur(field);
    });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Project finished' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('still refuses to send an invalid form, showing the message', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    await renderWithProviders(
      <FormDialog<{ reason: string }> open title="Dissolve the team" onSubmit={onSubmit} onClose={() => undefined}>
        <Form.Item name="reason" label="Reason" rules={[{ required: true, message: 'Required' }]}>
          <Input />
        </Form.Item>
      </FormDialog>,
    );
    const field = await screen.findByLabelText('Reason');
    act(() => {
      fireEvent.submit(field.closest('form')!);
      fireEvent.blur(field);
    });
    await screen.findByText('Required');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
