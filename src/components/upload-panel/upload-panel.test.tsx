import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/render';
import { uploadQueue, type UploadProgress } from '@/lib/upload/upload-queue';
import { UploadPanel } from './upload-panel';

afterEach(() => {
  for (const task of uploadQueue.getSnapshot()) uploadQueue.cancel(task.id);
  uploadQueue.clearFinished();
});

describe('UploadPanel', () => {
  it('shows each upload, its failure message, and retries it', async () => {
    let attempts = 0;
    await renderWithProviders(<UploadPanel />);
    act(() => {
      uploadQueue.add([
        {
          name: 'plan.pdf',
          size: 100,
          run: async () => {
            attempts += 1;
            if (attempts === 1) throw new Error('This file already exists, upload cancelled');
          },
        },
        {
          name: 'never.pdf',
          size: 100,
          run: (p: UploadProgress) => new Promise((_, reject) => p.signal.addEventListener('abort', reject)),
        },
      ]);
    });
    const panel = screen.getByRole('region', { name: 'Uploads' });
    expect(await within(panel).findByText('This file already exists, upload cancelled')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry uploading plan.pdf' }));
    expect(await within(panel).findByText('Uploaded')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel uploading never.pdf' }));
    expect(await within(panel).findByText('Cancelled')).toBeInTheDocument();
    expect(within(panel).getByText('Uploads: 1 of 2 done')).toBeInTheDocument();
    // The polite live region says how the queue ended; the list itself is not live (its timers would talk on).
    expect(screen.getByRole('status', { name: 'Announcements' })).toHaveTextContent('Uploads finished: 1 uploaded, 0 failed, 1 cancelled');
    expect(within(panel).getByRole('list')).not.toHaveAttribute('aria-live');
  });

  it('before any progress is reported, says it is sending, with the size and the seconds spent; then the measured progress', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let report: UploadProgress | null = null;
      await renderWithProviders(<UploadPanel />);
      act(() => {
        uploadQueue.add([
          {
            name: 'big.mov',
            size: 60 * 1024 * 1024,
            run: (p: UploadProgress) =>
              new Promise((_, reject) => {
                report = p;
                p.signal.addEventListener('abort', reject);
              }),
          },
        ]);
      });
      const panel = screen.getByRole('region', { name: 'Uploads' });
      const bar = within(panel).getByRole('progressbar', { name: 'Upload progress of big.mov' });
      // Indeterminate: no value, and no percentage that would claim 0 %.
      expect(bar).not.toHaveAttribute('aria-valuenow');
      expect(within(panel).getByText('Sending 60.0 MB · 0 seconds so far')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(3_000));
      expect(within(panel).getByText('Sending 60.0 MB · 3 seconds so far')).toBeInTheDocument();

      // Over real HTTP the browser reports progress: the bar shows it, with speed and time left.
      act(() => vi.advanceTimersByTime(1_000));
      act(() => report!.onProgress(15 * 1024 * 1024));
      expect(within(panel).getByRole('progressbar', { name: 'Upload progress of big.mov' })).toHaveAttribute('aria-valuenow', '25');
      expect(within(panel).getByText(/^15\.0 MB of 60\.0 MB · .+\/s · \d+ s left$/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks before the tab closes while uploads run', async () => {
    await renderWithProviders(<UploadPanel />);
    act(() => {
      uploadQueue.add([
        { name: 'big.iso', size: 100, run: (p: UploadProgress) => new Promise((_, reject) => p.signal.addEventListener('abort', reject)) },
      ]);
    });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
