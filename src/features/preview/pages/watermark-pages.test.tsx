import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { findUserByAccount } from '@mocks/auth';
import { db } from '@mocks/db';
import { GBK_SAMPLE_SENTENCE } from '@mocks/db/sample-content';
import { sampleFileIds } from '@mocks/db/sample-files';
import { demoHousCode } from '@mocks/handlers/hous-down';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { drawnWatermarkLines, tileMarkup } from '@tests/watermark-layer';
import { createShare } from '../api/create-share';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
/** All the layer draws: its tile's markup. */
const layerText = () => tileMarkup(document.querySelector<HTMLElement>('[data-watermark]')!);

afterEach(() => vi.restoreAllMocks());

describe('watermark of the preview screens', () => {
  it("marks a preview with the viewer's name, account and the time", async () => {
    signInAs('staff');
    const staff = findUserByAccount('staff')!;
    await renderApp(`/pdf?id=${sampleFileIds(db()).textGbk}`);
    expect(await screen.findByText(GBK_SAMPLE_SENTENCE, { exact: false }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(drawnWatermarkLines()).toContain(`${staff.username} (staff)`));
    const lines = drawnWatermarkLines();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(DATE_TIME);
  });

  it('marks a shared file with the signed-in recipient and "Shared link"', async () => {
    signInAs('admin');
    const { textGbk } = sampleFileIds(db());
    const share = await createShare({ fileIds: [textGbk], days: 7, allowDownload: false });
    signInAs('guest');
    const guest = findUserByAccount('guest')!;
    await renderApp(`/sharePage?code=${encodeURIComponent(share.shareCode)}`);
    expect(await screen.findByText(GBK_SAMPLE_SENTENCE, { exact: false }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(drawnWatermarkLines()).toContain('Shared link'));
    const lines = drawnWatermarkLines();
    expect(lines).toHaveLength(3);
    expect(lines.slice(0, 2)).toEqual([`${guest.username} (guest)`, 'Shared link']);
    expect(lines[2]).toMatch(DATE_TIME);
    // The link's code is a credential: never in the mark.
    expect(layerText()).not.toContain(share.shareCode);
  });

  it('marks the delivery page, open without a session, with its supplier once the code is known', async () => {
    const code = demoHousCode();
    await renderApp(`/housDown?code=${encodeURIComponent(code)}`);
    expect(await screen.findByText('Suzhou Precision Mould Co., Ltd.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(drawnWatermarkLines()).toContain('Suzhou Precision Mould Co., Ltd.'));
    expect(drawnWatermarkLines()).toContain('Shared link');
    expect(layerText()).toContain('Suzhou Precision Mould Co., Ltd.');
    expect(layerText()).not.toContain(code);
  });
});
