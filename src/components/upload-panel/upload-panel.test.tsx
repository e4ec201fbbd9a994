import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../tests/render';
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
        { name: 'never.pdf', size: 100, run: (p: UploadProgress) => new Promise((_, reject) => p.signal.addEventListener('abort', reject)) },
      ]);
    });
    const panel = screen.getByRole('region', { name: 'Uploads' });
    expect(await within(panel).findByText('This file already exists, upload cancelled')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry uploading plan.pdf' }));
    expect(await within(panel).findByText('Uploaded')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Cancel uploading never.pdf' }));
    expect(await within(panel).findByText('Cancelled')).toBeInTheDocument();
    expect(within(panel).getByText('Uploads: 1 of 2 done')).toBeInTheDocument();
  });

  it('asks before the tab closes while uploads run', async () => {
    await renderWithProviders(<UploadPanel />);
    act(() => {
      uploadQueue.add([{ name: 'big.iso', size: 100, run: (p: UploadProgress) => new Promise((_, reject) => p.signal.addEventListener('abort', reject)) }]);
    });
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
