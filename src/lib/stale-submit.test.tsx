import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { submitAgainWhenStale } from './stale-submit';

function BlurForm({ onFinish, invalid }: { onFinish: (values: { name: string }) => void; invalid: () => void }) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <Form form={form} validateTrigger="onBlur" onFinish={onFinish} onFinishFailed={submitAgainWhenStale(form, invalid)}>
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Required' }]}>
        <Input />
      </Form.Item>
    </Form>
  );
}

describe('submitAgainWhenStale', () => {
  it('sends once, not warning, when a blur check starts while the submit’s check runs', async () => {
    const onFinish = vi.fn();
    const invalid = vi.fn();
    render(<BlurForm onFinish={onFinish} invalid={invalid} />);
    const field = screen.getByLabelText('Name');
    fireEvent.change(field, { target: { value: 'Ada' } });
    act(() => {
      fireEvent.submit(field.closest('form')!);
      fireEvent.blur(field);
    });
    await waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect(onFinish).toHaveBeenCalledWith({ name: 'Ada' });
    expect(invalid).not.toHaveBeenCalled();
  });

  it('hands a real refusal to `invalid` and sends nothing', async () => {
    const onFinish = vi.fn();
    const invalid = vi.fn();
    render(<BlurForm onFinish={onFinish} invalid={invalid} />);
    fireEvent.submit(screen.getByLabelText('Name').closest('form')!);
    await waitFor(() => expect(invalid).toHaveBeenCalledTimes(1));
    expect(onFinish).not.toHaveBeenCalled();
  });
});
