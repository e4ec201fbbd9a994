import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@mocks/db';
import { sampleFileIds } from '@mocks/db/sample-files';
import { SEED_FOLDERS } from '@mocks/db/seed';
import * as save from '@/lib/save-blob';
import { renderApp } from '../../../../tests/render';
import { signInAs } from '../../../../tests/sign-in-as';

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
    expect(screen.getByText('Download the video and play it with a media player.')).toBeInTheDocument();
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
});
