import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { sampleFileIds } from '@mocks/db/sample-files';
import { SEED_FOLDERS } from '@mocks/db/seed';
import * as save from '@/lib/save-blob';
import { renderApp } from '@tests/render';
import { signInAs } from '@tests/sign-in-as';
import { remuxer } from '../remuxer';

// mpegts.js needs Media Source Extensions, which jsdom lacks: a stand-in records what it is asked to remux.
const remux = { created: [] as Array<{ type: string }>, onError: null as null | (() => void) };
const fakeMpegts = {
  isSupported: () => true,
  Events: { ERROR: 'error' },
  ErrorTypes: { NETWORK_ERROR: 'NetworkError' },
  createPlayer: (source: { type: string }) => {
    remux.created.push(source);
    return {
      on: (_event: string, handler: () => void) => {
        remux.onError = handler;
      },
      attachMediaElement: () => {},
      load: () => {},
      pause: () => {},
      unload: () => {},
      detachMediaElement: () => {},
      destroy: () => {},
    };
  },
};

const LONG = { timeout: 10_000 };

/** The seeded mp4 sample, renamed to another video type the browser cannot play. */
function sampleVideoAs(fileName: string, fileType: string) {
  const file = db().files.get(sampleFileIds(db()).mp4)!;
  file.fileName = fileName;
  file.fileType = fileType;
  return file.fileId;
}

afterEach(() => vi.restoreAllMocks());

describe('/video', { timeout: 40_000 }, () => {
  it('shows a refusal without a title taken from the address, and without a Retry', async () => {
    signInAs('guest');
    const secret = [...db().files.values()].find((f) => f.dirId === SEED_FOLDERS.hrConfidential)!;
    const { container } = await renderApp(`/video?id=${secret.fileId}&fileName=Quarterly%20bonus.mp4`);
    expect(await within(container).findByRole('alert', undefined, LONG)).toHaveTextContent('Permission is denied');
    expect(screen.queryByText('Quarterly bonus.mp4')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('plays an mp4 in the HTML5 player', async () => {
    signInAs('admin');
    const id = sampleFileIds(db()).mp4;
    const name = db().files.get(id)!.fileName;
    await renderApp(`/video?id=${id}`);
    const video = await screen.findByLabelText(`Video: ${name}`, undefined, LONG);
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('src');
  });

  it('says clearly that an .rmvb cannot be played, and offers the download', async () => {
    const saved = vi.spyOn(save, 'saveBlob').mockImplementation(() => {});
    signInAs('admin');
    const id = sampleVideoAs('Line 3 training.rmvb', '.rmvb');
    await renderApp(`/video?id=${id}`);
    await screen.findByText('RMVB videos cannot be played in the browser', undefined, LONG);
    // The download advice follows once the user's right to download is known.
    expect(
      await screen.findByText(
        'RM and RMVB (RealMedia) files use a container and codecs browsers do not decode. Download the video and play it with a media player.',
        undefined,
        LONG,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Video: Line 3 training.rmvb')).not.toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();

    // The message carries its own download button once the file's permissions are known.
    const download = await waitFor(() => {
      const result = screen.getByText('RMVB videos cannot be played in the browser').closest('[role="status"]') as HTMLElement;
      return within(result).getByText('Download', { selector: 'button span' }).closest('button')!;
    }, LONG);
    await userEvent.click(download);
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1), LONG);
    expect(saved.mock.calls[0][1]).toBe('Line 3 training.rmvb');
  });

  it('plays an f4v in the native player as MP4, and remuxes an MPEG stream with mpegts.js', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type === 'video/mp4' ? 'maybe' : ''));
    signInAs('admin');
    const f4v = sampleVideoAs('Launch.f4v', '.f4v');
    const { unmount } = await renderApp(`/video?id=${f4v}`);
    const video = await screen.findByLabelText('Video: Launch.f4v', undefined, LONG);
    expect(video.querySelector('source')).toHaveAttribute('type', 'video/mp4');
    unmount();

    remux.created = [];
    vi.spyOn(remuxer, 'load').mockResolvedValue(fakeMpegts as unknown as Awaited<ReturnType<typeof remuxer.load>>);
    const mpeg = sampleVideoAs('Line 3.mpeg', '.mpeg');
    await renderApp(`/video?id=${mpeg}`);
    await screen.findByLabelText('Video: Line 3.mpeg', undefined, LONG);
    await waitFor(() => expect(remux.created).toEqual([expect.objectContaining({ type: 'mpegts' })]), LONG);
    // A program stream the remuxer cannot read says why, with the download.
    remux.onError!();
    expect(
      await screen.findByText(/only MPEG transport streams with H\.264 or H\.265 video can be played here/, undefined, LONG),
    ).toBeInTheDocument();
  });

  it('says why a WMV cannot play, in Chinese too', async () => {
    signInAs('admin');
    const id = sampleVideoAs('Briefing.wmv', '.wmv');
    const { unmount } = await renderApp(`/video?id=${id}`);
    expect(
      await screen.findByText(/ASF and WMV \(Windows Media\) files use a container and codecs browsers do not decode\./, undefined, LONG),
    ).toBeInTheDocument();
    unmount();
    await renderApp(`/video?id=${id}`, { language: 'zh' });
    expect(await screen.findByText('浏览器无法播放 WMV 视频', undefined, LONG)).toBeInTheDocument();
    expect(screen.getByText(/ASF 和 WMV（Windows Media）文件使用浏览器无法解码的容器和编码。/)).toBeInTheDocument();
  });
});
