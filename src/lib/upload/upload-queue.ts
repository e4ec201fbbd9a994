/**
 * The upload queue: at most 3 uploads at once, each with progress, speed and time left; cancel, retry;
 * one file's failure never touches the others. It lives outside React, so uploads keep running while the
 * user moves around the app. What an upload does (checks, the call) is the job's `run`, supplied by the
 * feature that queued it; the queue only schedules and measures.
 */
export type UploadStatus = 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled';

export interface UploadProgress {
  onProgress: (loaded: number, total?: number) => void;
  signal: AbortSignal;
}

export interface UploadJob {
  name: string;
  size: number;
  /** Where it goes, for people ("Quality Manuals / 2026"). */
  destination?: string;
  run: (progress: UploadProgress) => Promise<unknown>;
  /** After a successful upload (e.g. refresh the folder's list). */
  onDone?: () => void;
}

export interface UploadTask {
  id: string;
  name: string;
  size: number;
  destination?: string;
  status: UploadStatus;
  loaded: number;
  /** Bytes per second over the last few seconds; 0 before any progress. */
  speed: number;
  /** Seconds left at the current speed; null when unknown. */
  secondsLeft: number | null;
  /** When the upload started (Date.now()); absent before. */
  startedAt?: number;
  error?: string;
}

interface Entry {
  task: UploadTask;
  job: UploadJob;
  controller?: AbortController;
  samples: Array<{ at: number; loaded: number }>;
}

/** Speed is measured over this window, so one slow or fast moment does not swing it. */
const SPEED_WINDOW_MS = 3000;
export const MAX_PARALLEL_UPLOADS = 3;

export class UploadQueue {
  private entries: Entry[] = [];
  private snapshot: readonly UploadTask[] = [];
  private listeners = new Set<() => void>();
  private nextId = 1;

  constructor(
    private readonly parallel = MAX_PARALLEL_UPLOADS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = (): readonly UploadTask[] => this.snapshot;

  /** True while something is queued or uploading (closing the tab should ask first). */
  get busy(): boolean {
    return this.entries.some(({ task }) => task.status === 'queued' || task.status === 'uploading');
  }

  add(jobs: UploadJob[]): string[] {
    const ids = jobs.map((job) => {
      const id = `upload-${this.nextId++}`;
      this.entries.push({
        job,
        samples: [],
        task: {
          id,
          name: job.name,
          size: job.size,
          destination: job.destination,
          status: 'queued',
          loaded: 0,
          speed: 0,
          secondsLeft: null,
        },
      });
      return id;
    });
    this.changed();
    this.pump();
    return ids;
  }

  cancel(id: string): void {
    const entry = this.find(id);
    if (!entry || (entry.task.status !== 'queued' && entry.task.status !== 'uploading')) return;
    entry.controller?.abort();
    this.update(entry, { status: 'cancelled', speed: 0, secondsLeft: null });
    this.pump();
  }

  retry(id: string): void {
    const entry = this.find(id);
    if (!entry || (entry.task.status !== 'failed' && entry.task.status !== 'cancelled')) return;
    entry.samples = [];
    this.update(entry, { status: 'queued', loaded: 0, speed: 0, secondsLeft: null, error: undefined });
    this.pump();
  }

  /** Forget finished, failed and cancelled uploads. */
  clearFinished(): void {
    this.entries = this.entries.filter(({ task }) => task.status === 'queued' || task.status === 'uploading');
    this.changed();
  }

  private find(id: string) {
    return this.entries.find((entry) => entry.task.id === id);
  }

  private update(entry: Entry, patch: Partial<UploadTask>) {
    entry.task = { ...entry.task, ...patch };
    this.changed();
  }

  private changed() {
    this.snapshot = this.entries.map((entry) => entry.task);
    for (const listener of this.listeners) listener();
  }

  private pump() {
    let running = this.entries.filter(({ task }) => task.status === 'uploading').length;
    for (const entry of this.entries) {
      if (running >= this.parallel) break;
      if (entry.task.status !== 'queued') continue;
      running += 1;
      void this.start(entry);
    }
  }

  private async start(entry: Entry) {
    const controller = new AbortController();
    entry.controller = controller;
    entry.samples = [{ at: this.now(), loaded: 0 }];
    this.update(entry, { status: 'uploading', loaded: 0, startedAt: Date.now() });
    const onProgress = (loaded: number) => {
      if (controller.signal.aborted) return;
      this.measure(entry, loaded);
    };
    try {
      await entry.job.run({ onProgress, signal: controller.signal });
      if (controller.signal.aborted) return;
      this.update(entry, { status: 'done', loaded: entry.task.size, speed: 0, secondsLeft: 0 });
      entry.job.onDone?.();
    } catch (error) {
      if (controller.signal.aborted) return;
      this.update(entry, {
        status: 'failed',
        speed: 0,
        secondsLeft: null,
        error: error instanceof Error ? error.message : String(error),
      });
    } finally {
      entry.controller = undefined;
      this.pump();
    }
  }

  private measure(entry: Entry, loaded: number) {
    const at = this.now();
    entry.samples.push({ at, loaded });
    while (entry.samples.length > 2 && at - entry.samples[0].at > SPEED_WINDOW_MS) entry.samples.shift();
    const first = entry.samples[0];
    const elapsed = (at - first.at) / 1000;
    const speed = elapsed > 0 ? (loaded - first.loaded) / elapsed : 0;
    const left = Math.max(0, entry.task.size - loaded);
    this.update(entry, { loaded, speed, secondsLeft: speed > 0 ? Math.ceil(left / speed) : null });
  }
}

/** The app's one queue. */
export const uploadQueue = new UploadQueue();
