import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { findUserByAccount } from '@mocks/auth';
import { db } from '@mocks/db';
import { GBK_SAMPLE_SENTENCE } from '@mocks/db/sample-content';
import { sampleFileIds } from '@mocks/db/sample-files';
import { demoHousCode } from '@mocks/handlers/hous-down';
import { fakeCanvas } from '@tests/fake-canvas';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { createShare } from '../api/create-share';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
/** The watermark's lines as drawn into its tile, once (antd draws each line once per tile). */
const linesOf = (drawn: string[]) => [...new Set(drawn)];

afterEach(() => vi.restoreAllMocks());

describe('watermark of the preview screens', () => {
  it("marks a preview with the viewer's name, account and the time", async () => {
    const { drawn } = fakeCanvas();
    signInAs('staff');
    const staff = findUserByAccount('staff')!;
    await renderApp(`/pdf?id=${sampleFileIds(db()).textGbk}`);
    expect(await screen.findByText(GBK_SAMPLE_SENTENCE, { exact: false }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(drawn).toContain(`${staff.username} (staff)`));
    const lines = linesOf(drawn);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(DATE_TIME);
  });

  it('marks a shared file with the signed-in recipient and "Shared link"', async () => {
    signInAs('admin');
    const { textGbk } = sampleFileIds(db());
    const share = await createShare({ fileIds: [textGbk], days: 7, allowDownload: false });
    const { drawn } = fakeCanvas();
    signInAs('guest');
    const guest = findUserByAccount('guest')!;
    await renderApp(`/sharePage?code=${encodeURIComponent(share.shareCode)}`);
    expect(await screen.findByText(GBK_SAMPLE_SENTENCE, { exact: false }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(drawn).toContain('Shared link'));
    const lines = linesOf(drawn);
    expect(lines.slice(0, 2)).toEqual([`${guest.username} (guest)`, 'Shared link']);
    expect(lines[2]).toMatch(DATE_TIME);
    // The link's code is a credential: never in the mark.
    expect(drawn.join(' ')).not.toContain(share.shareCode);
  });

  it('marks the delivery page, open without a session, with its supplier once the code is known', async () => {
    const { drawn } = fakeCanvas();
    const code = demoHousCode();
    await renderApp(`/housDown?code=${encodeURIComponent(code)}`);
    expect(await screen.findByText('Suzhou Precision Mould Co., Ltd.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(drawn).toContain('Suzhou Precision Mould Co., Ltd.'));
    expect(drawn).toContain('Shared link');
    expect(drawn.join(' ')).not.toContain(code);
  });
});
