import { describe, expect, it, vi } from 'vitest';
import { UploadQueue, type UploadProgress } from './upload-queue';

/** A job whose run the test finishes by hand. */
function controllable(name: string, size = 100) {
  let progress: UploadProgress | undefined;
  let finish: (() => void) | undefined;
  let failWith: ((error: Error) => void) | undefined;
  const onDone = vi.fn();
  const job = {
    name,
    size,
    onDone,
    run: (p: UploadProgress) =>
      new Promise<void>((resolve, reject) => {
        progress = p;
        finish = resolve;
        failWith = reject;
        p.signal.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  };
  return {
    job,
    onDone,
    progress: (loaded: number) => progress!.onProgress(loaded),
    finish: async () => {
      finish!();
      await Promise.resolve();
      await Promise.resolve();
    },
    fail: async (message: string) => {
      failWith!(new Error(message));
      await Promise.resolve();
      await Promise.resolve();
    },
    signal: () => progress?.signal,
  };
}

const statuses = (queue: UploadQueue) => queue.getSnapshot().map((task) => task.status);

describe('UploadQueue', () => {
  it('runs at most 3 uploads at once and starts the next when one ends', async () => {
    const queue = new UploadQueue();
    const jobs = ['a', 'b', 'c', 'd', 'e'].map((name) => controllable(name));
    queue.add(jobs.map((j) => j.job));
    expect(statuses(queue)).toEqual(['uploading', 'uploading', 'uploading', 'queued', 'queued']);
    await jobs[1].finish();
    expect(statuses(queue)).toEqual(['uploading', 'done', 'uploading', 'uploading', 'queued']);
    expect(jobs[1].onDone).toHaveBeenCalledTimes(1);
  });

  it("one file's failure does not affect the others, and it can be retried", async () => {
    const queue = new UploadQueue();
    const a = controllable('a');
    const b = controllable('b');
    queue.add([a.job, b.job]);
    await a.fail('This file already exists, upload cancelled');
    expect(queue.getSnapshot()[0]).toMatchObject({ status: 'failed', error: 'This file already exists, upload cancelled' });
    expect(queue.getSnapshot()[1].status).toBe('uploading');
    queue.retry(queue.getSnapshot()[0].id);
    expect(queue.getSnapshot()[0].status).toBe('uploading');
    await a.finish();
    await b.finish();
    expect(statuses(queue)).toEqual(['done', 'done']);
  });

  it('cancel aborts the running upload and frees its place', async () => {
    const queue = new UploadQueue(1);
    const a = controllable('a');
    const b = controllable('b');
    queue.add([a.job, b.job]);
    queue.cancel(queue.getSnapshot()[0].id);
    await Promise.resolve();
    expect(a.signal()?.aborted).toBe(true);
    expect(statuses(queue)).toEqual(['cancelled', 'uploading']);
    expect(a.onDone).not.toHaveBeenCalled();
  });

  it('measures speed and time left from progress', () => {
    let now = 0;
    const queue = new UploadQueue(3, () => now);
    const a = controllable('a', 1000);
    queue.add([a.job]);
    now = 1000;
    a.progress(200);
    now = 2000;
    a.progress(400);
    const task = queue.getSnapshot()[0];
    expect(task.loaded).toBe(400);
    expect(task.speed).toBeCloseTo(200);
    expect(task.secondsLeft).toBe(3);
  });

  it('is busy while anything is queued or uploading, and clears finished work', async () => {
    const queue = new UploadQueue();
    const a = controllable('a');
    queue.add([a.job]);
    expect(queue.busy).toBe(true);
    await a.finish();
    expect(queue.busy).toBe(false);
    queue.clearFinished();
    expect(queue.getSnapshot()).toEqual([]);
  });

  it('tells subscribers about every change', () => {
    const queue = new UploadQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    queue.add([controllable('a').job]);
    expect(listener).toHaveBeenCalled();
  });
});
