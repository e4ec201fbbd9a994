import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db } from '@mocks/db';
import { GBK_SAMPLE_SENTENCE } from '@mocks/db/sample-content';
import { sampleFileIds } from '@mocks/db/sample-files';
import { SEED_FOLDERS } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { mockControl } from '@mocks/test-hook';
import { folderKeys } from '@/entities/folders/keys';
import { appConfig } from '@/lib/config';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import type { OfficeSdk } from '../office-sdk';

/** The folder levels the page's buttons follow have come, and the page has drawn what they allow. */
async function levelsKnown(queryClient: QueryClient, dirId: string) {
  await waitFor(() => expect(queryClient.getQueryState(folderKeys.auth(dirId))?.status).toBe('success'));
  // The query's observers are told in a batch on the next task.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

const samples = () => sampleFileIds(db());

/**
 * The message the page shows in place of the file, looked for in the page itself. Toasts are not part of it:
 * antd puts them in the body, where a static one (a call answered after an earlier test of the worker had
 * ended, e.g. 'Login has expired') stays for good in jsdom, whose leave animation never ends.
 */
const pageAlert = ({ container }: { container: HTMLElement }) => within(container).findByRole('alert');

describe('/pdf preview', () => {
  it('shows a GBK text file decoded, with its encoding', async () => {
    signInAs('admin');
    await renderApp(`/pdf?id=${samples().textGbk}`);
    expect(await screen.findByText(GBK_SAMPLE_SENTENCE, { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('text-encoding')).toHaveTextContent('GBK');
    expect(screen.getByRole('button', { name: /Download/ })).toBeInTheDocument();
  });

  it('renders Markdown sanitised', async () => {
    signInAs('admin');
    await renderApp(`/pdf?id=${samples().markdown}`);
    const article = await screen.findByRole('article', { name: 'Markdown document' });
    await waitFor(() => expect(article.querySelector('h1')).not.toBeNull());
    expect(article.querySelector('script, [onerror], [onload]')).toBeNull();
    expect(article).toHaveTextContent('Raw HTML is shown only after sanitising.');
  });

  it("says 'Download failed, the file does not exist or is corrupted' for a missing file", async () => {
    signInAs('admin');
    const alert = await pageAlert(await renderApp('/pdf?id=987654321'));
    expect(alert).toHaveTextContent('Download failed, the file does not exist or is corrupted');
    // Asking again cannot make it exist.
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the refusal when the user may not see the file', async () => {
    signInAs('guest');
    const secret = [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.hrConfidential)!;
    expect(await pageAlert(await renderApp(`/pdf?id=${secret.fileId}`))).toHaveTextContent('Permission is denied');
    // A refusal stays one: no Retry that cannot help.
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it("says 'Read error' when the bytes are not readable text, and keeps the download", async () => {
    signInAs('admin');
    const id = samples().textUtf8;
    server.use(
      http.get('*/dms/files/download/:id', ({ params }) =>
        params.id === id
          ? new HttpResponse(
              new Uint8Array(2048).map((_, i) => (i * 31) % 256),
              { headers: { 'Content-Type': 'text/plain' } },
            )
          : undefined,
      ),
    );
    expect(await pageAlert(await renderApp(`/pdf?id=${id}`))).toHaveTextContent('Read error');
    expect(screen.getAllByRole('button', { name: /Download/ }).length).toBeGreaterThan(0);
  });

  it('shows the transfer failure when the bytes cannot be fetched', async () => {
    signInAs('admin');
    mockControl.fail('/dms/files/download/*', 'network');
    const alert = await pageAlert(await renderApp(`/pdf?id=${samples().markdown}`));
    expect(alert).toHaveTextContent('Download failed, the file does not exist or is corrupted');
    expect(alert).toHaveTextContent('Server connection failed, please refresh and try again');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('names an unsupported type and an office type that needs the server', async () => {
    signInAs('admin');
    await renderApp(`/pdf?id=${samples().unsupported}`);
    expect(await screen.findByText('Files of type DWG cannot be previewed online')).toBeInTheDocument();
  });

  it('offers no download to a user below the download level', async () => {
    signInAs('guest');
    const file = [...db().files.values()].find(
      (f) => f.dirId === SEED_FOLDERS.quality && f.fileType === '.txt' && f.status === 'normal' && !f.secret && f.roleIds.length === 0,
    );
    const target =
      file ??
      [...db().files.values()].find(
        (f) => f.dirId === SEED_FOLDERS.quality && f.fileType === '.pdf' && f.status === 'normal' && !f.secret && f.roleIds.length === 0,
      )!;
    const { queryClient } = await renderApp(`/pdf?id=${target.fileId}`);
    await screen.findByRole('heading', { name: target.fileName });
    await levelsKnown(queryClient, target.dirId);
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Share/ })).not.toBeInTheDocument();
  });
});

describe('office editor (WPS SDK)', () => {
  const editor = { setToken: vi.fn(), ready: vi.fn(async () => undefined), save: vi.fn(async () => undefined), destroy: vi.fn() };
  const sdk: OfficeSdk = { config: vi.fn(() => editor) };
  const requests: string[] = [];

  beforeEach(() => {
    appConfig.officeSdkUrl = 'https://office.example.com/web-office-sdk-v1.1.18.umd.js';
    window.WPS = sdk;
    requests.length = 0;
    server.use(
      http.get('*/dms/v1/api/file/getWpsUrlByFileId/:fileId/:mode', ({ request, params }) => {
        requests.push(new URL(request.url).pathname + new URL(request.url).search);
        return HttpResponse.json({
          errno: 0,
          errmsg: '',
          data: { url: `https://office.example.com/${params.mode}/${params.fileId}`, token: `token-${params.mode}`, timeout: 600 },
        });
      }),
    );
  });

  afterEach(() => {
    // Unmount first (the shared setup's cleanup runs after this hook): the editor the test left mounted is
    // destroyed now, not after the mocks are cleared, where its destroy() would count in the next test.
    cleanup();
    appConfig.officeSdkUrl = '';
    delete window.WPS;
    vi.clearAllMocks();
  });

  it('mounts the editor with the address and token, in the restricted view when asked, and destroys it on leave', async () => {
    signInAs('admin');
    const id = samples().docx;
    const { unmount } = await renderApp(`/pdf?id=${id}&viewType=noNormal`);
    await waitFor(() => expect(editor.ready).toHaveBeenCalled());
    expect(requests).toEqual([`/dms/v1/api/file/getWpsUrlByFileId/${id}/preview?viewType=noNormal`]);
    expect(sdk.config).toHaveBeenCalledWith(
      expect.objectContaining({ url: `https://office.example.com/preview/${id}`, mount: expect.any(HTMLElement) }),
    );
    expect(editor.setToken).toHaveBeenCalledWith({ token: 'token-preview', timeout: 600 });
    unmount();
    expect(editor.destroy).toHaveBeenCalled();
  });

  it('lets a user who may change the file edit it and save', async () => {
    signInAs('admin');
    const id = samples().xlsx;
    await renderApp(`/pdf?id=${id}`);
    // The file opens in the preview editor first; its viewer is a lazy chunk and the SDK loads on first use,
    // so the Edit button can come before it. Wait for it: switching to edit is to replace a mounted editor.
    await waitFor(() => expect(editor.ready).toHaveBeenCalledTimes(1));
    await userEvent.click(await screen.findByRole('button', { name: /Edit online/ }, { timeout: 5000 }));
    await waitFor(() => expect(requests).toContain(`/dms/v1/api/file/getWpsUrlByFileId/${id}/edit`));
    const save = await screen.findByRole('button', { name: /Save/ });
    await waitFor(() => expect(save).toBeEnabled());
    expect(editor.destroy).toHaveBeenCalledTimes(1);
    await userEvent.click(save);
    await waitFor(() => expect(editor.save).toHaveBeenCalled());
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('offers no editing to a user who may only look', async () => {
    signInAs('guest');
    const docx = [...db().files.values()].find(
      (f) => f.dirId === SEED_FOLDERS.quality && f.fileType === '.docx' && f.status === 'normal' && !f.secret && f.roleIds.length === 0,
    )!;
    const { queryClient } = await renderApp(`/pdf?id=${docx.fileId}`);
    await waitFor(() => expect(editor.ready).toHaveBeenCalled());
    await levelsKnown(queryClient, docx.dirId);
    expect(screen.queryByRole('button', { name: /Edit online/ })).not.toBeInTheDocument();
  });

  it('shows the office server refusal in place of the file', async () => {
    signInAs('admin');
    server.use(
      http.get('*/dms/v1/api/file/getWpsUrlByFileId/:fileId/preview', () =>
        HttpResponse.json({ errno: 1, errmsg: 'Office server is down', data: null }),
      ),
    );
    expect(await pageAlert(await renderApp(`/pdf?id=${samples().pptx}`))).toHaveTextContent('Office server is down');
  });
});
