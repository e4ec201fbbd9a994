import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { contentDisposition } from '@mocks/db/file-content';
import { server } from '@mocks/node';
import { mockControl } from '@mocks/test-hook';
import * as save from '@/lib/save-blob';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';

const LONG = { timeout: 10_000 };

async function clickDownloadTemplate() {
  signInAs('admin');
  await renderApp('/docManage');
  await screen.findByText(/^Total \d+ records$/, undefined, LONG);
  await userEvent.click(screen.getByText('Download the upload template', { selector: 'button span' }).closest('button')!);
}

afterEach(() => vi.restoreAllMocks());

describe('bulk upload template (GET /files/downloads/template)', { timeout: 40_000 }, () => {
  it('saves the reply as a blob under the file name the server gives', async () => {
    const saved = vi.spyOn(save, 'saveBlob').mockImplementation(() => {});
    await clickDownloadTemplate();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1), LONG);
    const [blob, name] = saved.mock.calls[0];
    expect(name).toBe('file-upload-template.csv');
    const text = await (blob as Blob).text();
    expect(text.split('\r\n')[0]).toContain('fileName,documentNumber,publisher');
  });

  it('takes a non-ASCII name from Content-Disposition (filename*)', async () => {
    server.use(
      http.get(
        '*/dms/files/downloads/template',
        () =>
          new HttpResponse('a,b\r\n', {
            headers: { 'Content-Type': 'text/csv', 'Content-Disposition': contentDisposition('批量上传模板 2026.csv') },
          }),
      ),
    );
    const saved = vi.spyOn(save, 'saveBlob').mockImplementation(() => {});
    await clickDownloadTemplate();
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1), LONG);
    expect(saved.mock.calls[0][1]).toBe('批量上传模板 2026.csv');
    expect(await (saved.mock.calls[0][0] as Blob).text()).toBe('a,b\r\n');
  });

  it('saves nothing when the call fails, and says why', async () => {
    const saved = vi.spyOn(save, 'saveBlob').mockImplementation(() => {});
    mockControl.fail('/dms/files/downloads/template', 'errno', 'Template store is offline');
    await clickDownloadTemplate();
    expect(await screen.findByText('Template store is offline', undefined, LONG)).toBeInTheDocument();
    expect(saved).not.toHaveBeenCalled();
  });
});
