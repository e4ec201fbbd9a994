import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { GBK_SAMPLE_SENTENCE } from '@mocks/db/sample-content';
import { sampleFileIds } from '@mocks/db/sample-files';
import { demoHousCode } from '@mocks/handlers/hous-down';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { createShare } from '../api/create-share';

describe('sharing', () => {
  it('makes a link from the preview and shows it to copy', async () => {
    signInAs('admin');
    await renderApp(`/pdf?id=${sampleFileIds(db()).textGbk}`);
    await userEvent.click(await screen.findByRole('button', { name: /Share/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Allow download' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const link = await within(dialog).findByRole('textbox', { name: 'Share link' });
    expect((link as HTMLInputElement).value).toMatch(/#\/sharePage\?code=[\w%.-]+$/);
    expect(dialog).toHaveTextContent('View and download');
  });

  it('shows the shared files read-only, with download only when the link allows it', async () => {
    signInAs('admin');
    const { textGbk, markdown } = sampleFileIds(db());
    const share = await createShare({ fileIds: [textGbk, markdown], days: 7, allowDownload: false });
    signInAs('guest');
    await renderApp(`/sharePage?code=${encodeURIComponent(share.shareCode)}&id=${textGbk}`);
    expect(await screen.findByText(GBK_SAMPLE_SENTENCE, { exact: false })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Shared files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByText('View only').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: db().files.get(markdown)!.fileName }));
    expect(await screen.findByRole('article', { name: 'Markdown document' })).toBeInTheDocument();
  });

  it('views one shared file with its download', async () => {
    signInAs('admin');
    const { markdown } = sampleFileIds(db());
    const share = await createShare({ fileIds: [markdown], days: 1, allowDownload: true });
    signInAs('staff');
    await renderApp(`/viewFile?code=${encodeURIComponent(share.shareCode)}`);
    expect(await screen.findByRole('heading', { name: db().files.get(markdown)!.fileName })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Markdown document' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download/ })).toBeInTheDocument();
  });

  it('says so for a link that is forged or expired', async () => {
    signInAs('staff');
    await renderApp('/sharePage?code=forged.0000');
    expect(await screen.findByRole('alert')).toHaveTextContent('This share link is invalid or has expired');
  });
});

describe('/housDown', () => {
  it('opens a delivery by its code without a session and lists its files to download', async () => {
    await renderApp(`/housDown?code=${encodeURIComponent(demoHousCode())}`);
    expect(await screen.findByText('Suzhou Precision Mould Co., Ltd.')).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(screen.getAllByRole('button', { name: /Download .*Housing Drawing/ }).length).toBeGreaterThan(0);
  });

  it('keeps a mistyped code and says it is invalid; a good one then opens', async () => {
    const { router } = await renderApp('/housDown');
    const input = await screen.findByRole('textbox', { name: 'Download code' });
    await userEvent.type(input, 'wrong-code');
    await userEvent.click(screen.getByRole('button', { name: /Open/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The download code is invalid or has expired');
    expect(input).toHaveValue('wrong-code');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste(demoHousCode());
    await userEvent.click(screen.getByRole('button', { name: /Open/ }));
    await waitFor(() => expect(router.state.location.search).toContain('code='));
    expect(await screen.findByText('X200 housing moulds')).toBeInTheDocument();
  });
});
