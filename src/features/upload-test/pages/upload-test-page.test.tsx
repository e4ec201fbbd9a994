import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@tests/render';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const png = (name: string, bytes: Uint8Array<ArrayBuffer> | number = PNG) =>
  new File([typeof bytes === 'number' ? new Uint8Array(bytes) : bytes], name, { type: 'image/png' });
const input = () => screen.getByTestId<HTMLInputElement>('upload-test-input');
const zone = (name = 'Drop area for one picture') => screen.findByRole('group', { name }, { timeout: 15_000 });

describe('/test: one picture checked and shown, never sent', { timeout: 60_000 }, () => {
  it('without a session: a chosen png is shown; a wrong type, a big file and a renamed file are refused', async () => {
    await renderApp('/test');
    await zone();
    expect(screen.getByText('One jpg or png picture, up to 500 KB')).toBeInTheDocument();
    // Keyboard and touch reach the picker through the button.
    const choose = screen.getByRole('button', { name: 'Choose a picture' });
    choose.focus();
    expect(choose).toHaveFocus();

    await userEvent.upload(input(), png('logo.png'));
    expect(
      await screen.findByText('logo.png (12 B) is a PNG picture within the limit. It is shown below and was not sent anywhere.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of logo.png' })).toBeInTheDocument();

    await userEvent.upload(input(), png('big.png', 600 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'big.png is 600.0 KB: The file upload limit is exceeded! This test takes pictures up to 500 KB.',
    );
    expect(screen.queryByRole('img', { name: /Preview/ })).not.toBeInTheDocument();

    // userEvent.upload honours accept; a drop does not, so the rule itself refuses.
    fireEvent.drop(await zone(), { dataTransfer: { files: [new File(['%PDF'], 'report.pdf', { type: 'application/pdf' })] } });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'report.pdf: File format is not correct, please re-upload. Only jpg and png pictures are taken.',
      ),
    );

    fireEvent.drop(await zone(), { dataTransfer: { files: [new File(['GIF89a'], 'fake.png', { type: 'image/png' })] } });
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('fake.png is not a PNG picture inside, whatever its name says'),
    );

    fireEvent.drop(await zone(), { dataTransfer: { files: [png('a.png'), png('b.png')] } });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Drop one file at a time (2 were dropped)'));
  });

  it('speaks Chinese, and a dropped picture is shown and can be removed', async () => {
    await renderApp('/test', { language: 'zh' });
    fireEvent.drop(await zone('单张图片拖放区'), { dataTransfer: { files: [png('图.png')] } });
    expect(await screen.findByText('图.png（12 B）是符合限制的 PNG 图片，已在下方显示，未发送到任何地方。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '移除图片' }));
    expect(screen.queryByRole('img', { name: '图.png 的预览' })).not.toBeInTheDocument();
  });
});
