/**
 * Preview only (file level below download): the viewers offer no path to the original of their own, neither
 * the video player's menu ("Download") nor the context menu ("Save video as", "Save image as").
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/render';
import ImageViewer from './image-viewer';
import VideoPlayer from './video-player';

const download = () => undefined;

describe('viewers for a preview-only user', () => {
  it('the video player has no download in its menu and no context menu', async () => {
    const view = await renderWithProviders(<VideoPlayer url="/dms/files/download/1?inline=1" fileName="site.mp4" />);
    const video = screen.getByLabelText(/site\.mp4/);
    expect(video.getAttribute('controlslist')).toContain('nodownload');
    expect(fireEvent.contextMenu(video)).toBe(false);
    view.unmount();
    await renderWithProviders(<VideoPlayer url="/dms/files/download/1?inline=1" fileName="site.mp4" onDownload={download} />);
    const allowed = screen.getByLabelText(/site\.mp4/);
    expect(allowed.getAttribute('controlslist') ?? '').not.toContain('nodownload');
    expect(fireEvent.contextMenu(allowed)).toBe(true);
  });

  it('the image viewer has no context menu', async () => {
    const blob = new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' });
    const view = await renderWithProviders(<ImageViewer blob={blob} fileName="plan.png" />);
    expect(fireEvent.contextMenu(await screen.findByAltText('plan.png'))).toBe(false);
    view.unmount();
    await renderWithProviders(<ImageViewer blob={blob} fileName="plan.png" onDownload={download} />);
    expect(fireEvent.contextMenu(await screen.findByAltText('plan.png'))).toBe(true);
  });
});
