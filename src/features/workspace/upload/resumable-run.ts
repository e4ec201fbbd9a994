import { isUnreachable } from '@/lib/api/server-reach';
import type { UploadProgress } from '@/lib/upload/upload-queue';

export interface ResumableRun {
  /** The upload itself (checks and the call). */
  send: (progress: UploadProgress) => Promise<void>;
  /** Whether the server holds the file as this upload would have stored it. */
  stored: () => Promise<boolean>;
  /** Forget what was learnt before the outage (the cached name check). */
  forget: () => void;
  /** The error the queue shows for a failure. */
  failure: (error: unknown) => Error;
}

/**
 * An upload job's `run` that remembers a lost connection. The server may have stored the file before it
 * went away: the retry asks first and, if so, ends as done instead of sending it again (which would store it
 * twice, or be refused as a duplicate of itself).
 */
export function resumableRun({ send, stored, forget, failure }: ResumableRun) {
  let lost = false;
  return async (progress: UploadProgress) => {
    try {
      if (lost) {
        if (await stored()) return;
        forget();
      }
      lost = false;
      await send(progress);
    } catch (error) {
      if (isUnreachable(error)) lost = true;
      throw failure(error);
    }
  };
}
