import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api/api-error';
import type { DownloadProgress } from '@/lib/download-options';
import { renderWithProviders } from '@tests/render';
import { ExportButton } from './export-button';

const names: string[] = [];
beforeEach(() => {
  names.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

/** A run the test finishes by hand. */
function controlled() {
  const handle = {} as {
    progress: DownloadProgress;
    finish: (name: string | null) => void;
    fail: (error: Error) => void;
    signal: AbortSignal;
  };
  const run = vi.fn(
    ({ onProgress, signal }: { onProgress: DownloadProgress; signal: AbortSignal }) =>
      new Promise<{ blob: Blob; fileName: string | null }>((resolve, reject) => {
        Object.assign(handle, {
          progress: onProgress,
          signal,
          finish: (name: string | null) => resolve({ blob: new Blob(['x']), fileName: name }),
          fail: reject,
        });
        signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  );
  return { run, handle };
}

describe('ExportButton', () => {
  it('shows the progress, then saves under the server file name', async () => {
    const { run, handle } = controlled();
    await renderWithProviders(<ExportButton run={run} fallbackFileName="fallback.xlsx" />);
    await userEvent.click(screen.getByRole('button', { name: /Export to Excel/ }));
    handle.progress(512, 2048);
    expect(await screen.findByText('Exporting… 25%')).toBeInTheDocument();
    handle.progress(4096);
    expect(await screen.findByText('Exporting… 4 KB')).toBeInTheDocument();
    handle.finish('清单 2026.xlsx');
    expect(await screen.findByText('Saved as 清单 2026.xlsx')).toBeInTheDocument();
    expect(names).toEqual(['清单 2026.xlsx']);
  });

  it('falls back to its own name when the server gives none', async () => {
    const { run, handle } = controlled();
    await renderWithProviders(<ExportButton run={run} fallbackFileName="fallback.xlsx" />);
    await userEvent.click(screen.getByRole('button', { name: /Export to Excel/ }));
    handle.finish(null);
    await waitFor(() => expect(names).toEqual(['fallback.xlsx']));
  });

  it('shows a failure next to the button, which can try again', async () => {
    const { run, handle } = controlled();
    await renderWithProviders(<ExportButton run={run} fallbackFileName="f.xlsx" />);
    await userEvent.click(screen.getByRole('button', { name: /Export to Excel/ }));
    handle.fail(new ApiError('Export refused', { kind: 'business' }));
    expect(await screen.findByText('Export refused')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Export to Excel/ }));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('can be cancelled while it runs, and does nothing when the run has nothing to export', async () => {
    const { run, handle } = controlled();
    await renderWithProviders(<ExportButton run={run} fallbackFileName="f.xlsx" />);
    await userEvent.click(screen.getByRole('button', { name: /Export to Excel/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(handle.signal.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel export' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const nothing = vi.fn(async () => null);
    await renderWithProviders(<ExportButton run={nothing} fallbackFileName="f.xlsx" label="Export nothing" />);
    await userEvent.click(screen.getByRole('button', { name: /Export nothing/ }));
    expect(nothing).toHaveBeenCalled();
    expect(names).toEqual([]);
  });
});
