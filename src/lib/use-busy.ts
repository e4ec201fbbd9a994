import { useCallback, useState } from 'react';

/**
 * A dialog's or form's send: `busy` while it runs (its OK button spins). A refusal has been shown already
 * (by the client, or by the caller), so `run` swallows it and resolves false: what was typed stays for
 * another try. It resolves true once the call has succeeded.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (send: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await send();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
