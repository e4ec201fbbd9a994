/** The comparison's worker: one request in, progress messages, then the result or the error out. */
import { packResult } from './result-transfer';
import { runCompare, type CompareRequest } from './run-compare';
import type { CompareProgress, CompareResult } from './types';

export type WorkerReply =
  | { type: 'progress'; progress: CompareProgress }
  | { type: 'result'; result: CompareResult }
  | { type: 'error'; name: string; message: string };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CompareRequest>) => void) | null;
  postMessage(reply: WorkerReply): void;
};

scope.onmessage = (event) => {
  try {
    const result = runCompare(event.data, (progress) => scope.postMessage({ type: 'progress', progress }));
    scope.postMessage({ type: 'result', result: packResult(result) });
  } catch (error) {
    const { name, message } = error instanceof Error ? error : new Error(String(error));
    scope.postMessage({ type: 'error', name, message });
  }
};
