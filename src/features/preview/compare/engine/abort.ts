/** The error a stopped comparison rejects with, as fetch does. */
export const abortError = () => new DOMException('The comparison was stopped', 'AbortError');

export function throwIfAborted(signal?: AbortSignal): void {
  if (signal?.aborted) throw abortError();
}
