import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadFileVersion } from '@/entities/files/download-file-version';
import { compareVersions } from '../engine';
import type { CompareKind, CompareProgress, CompareResult } from '../engine/types';

export type ComparePhase = 'downloading' | 'comparing' | 'done' | 'cancelled' | 'failed';

export interface CompareRun {
  phase: ComparePhase;
  /** 0..100 over both downloads and the comparison. */
  percent: number;
  result?: CompareResult;
  /** Both versions' bytes once compared (a PDF's pages are drawn from them). */
  blobs?: { before: Blob; after: Blob };
  error?: unknown;
  cancel: () => void;
  restart: () => void;
}

/** The downloads take the first part of the bar, the comparison the rest. */
const DOWNLOAD_SHARE = 30;

interface RunState {
  phase: ComparePhase;
  percent: number;
  result?: CompareResult;
  blobs?: { before: Blob; after: Blob };
  error?: unknown;
}

/**
 * Downloads two revisions of a file and compares them, with the progress of both, until it is done, fails or
 * the user cancels (which aborts the downloads and the comparison); `restart` runs it again. Keyed by its
 * file and revisions where it is used, so other revisions start from a fresh state.
 */
export function useCompareRun(fileId: string, kind: CompareKind, before: number, after: number): CompareRun {
  const [run, setRun] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const [state, setState] = useState<RunState>({ phase: 'downloading', percent: 0 });

  useEffect(() => {
    const abort = new AbortController();
    const { signal } = abort;
    controller.current = abort;
    const fractions = [0, 0];
    const downloadProgress = (index: number) => (event: { loaded: number; total?: number }) => {
      if (!event.total || signal.aborted) return;
      fractions[index] = Math.min(1, event.loaded / event.total);
      const percent = (DOWNLOAD_SHARE * (fractions[0] + fractions[1])) / 2;
      setState((s) => (s.phase === 'downloading' ? { ...s, percent } : s));
    };
    const onProgress = ({ done, total }: CompareProgress) => {
      if (signal.aborted) return;
      const share = total > 0 ? Math.min(1, done / total) : 0;
      setState((s) => (s.phase === 'comparing' ? { ...s, percent: DOWNLOAD_SHARE + (100 - DOWNLOAD_SHARE) * share } : s));
    };
    (async () => {
      const [older, newer] = await Promise.all([
        downloadFileVersion(fileId, before, { signal, onProgress: downloadProgress(0) }),
        downloadFileVersion(fileId, after, { signal, onProgress: downloadProgress(1) }),
      ]);
      const [a, b] = await Promise.all([older.blob.arrayBuffer(), newer.blob.arrayBuffer()]);
      if (signal.aborted) return;
      setState({ phase: 'comparing', percent: DOWNLOAD_SHARE });
      const result = await compareVersions(kind, a, b, { signal, onProgress });
      if (!signal.aborted) setState({ phase: 'done', percent: 100, result, blobs: { before: older.blob, after: newer.blob } });
    })().catch((error: unknown) => {
      // Aborted: the user's Cancel has said so already, or a newer run has taken over.
      if (!signal.aborted) setState((s) => ({ ...s, phase: 'failed', error }));
    });
    return () => abort.abort();
  }, [fileId, kind, before, after, run]);

  const cancel = useCallback(() => {
    controller.current?.abort();
    setState((s) => (s.phase === 'downloading' || s.phase === 'comparing' ? { ...s, phase: 'cancelled' } : s));
  }, []);
  const restart = useCallback(() => {
    setState({ phase: 'downloading', percent: 0 });
    setRun((n) => n + 1);
  }, []);

  return { ...state, cancel, restart };
}
