import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** Refetches every cached query under each key, all at once. */
export const invalidateKeys = (client: QueryClient, keys: readonly QueryKey[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

/** Reads the keys again; with `staleEverywhere`, after marking every cached query stale (InvalidateAfter). */
export async function refreshQueries(client: QueryClient, keys: readonly QueryKey[], { staleEverywhere = false } = {}) {
  if (staleEverywhere) await client.invalidateQueries({ refetchType: 'none' });
  await invalidateKeys(client, keys);
}

export interface InvalidateAfter<TData, TVariables> {
  /** The keys whose queries are read again once the call has succeeded (their prefixes, from the key factories). */
  keys: readonly QueryKey[] | ((data: TData, variables: TVariables) => readonly QueryKey[]);
  /**
   * First mark every cached query stale (each is read again when next shown): the change shows on screens
   * the keys do not name (reports, the manifest, the dashboard). The keys are then read again at once.
   */
  staleEverywhere?: boolean;
  /** false for a reply that changed nothing (a batch in which every item failed): nothing is invalidated. */
  when?: (data: TData) => boolean;
  /** `settled`: also after a failure, as a batch that stopped halfway has changed what it did before. */
  after?: 'success' | 'settled';
  /** Writes the reply into the cache first (a detail the server answered with). */
  update?: (client: QueryClient, data: TData) => void;
}

/**
 * A mutation that refreshes what it changed: `mutationFn` sends the call; on success (or on settling) the
 * queries under `keys` are read again, and `mutateAsync` resolves only after they have been, so a dialog
 * that closes on it shows the new data. A bare array is short for `{ keys }`.
 */
export function useInvalidatingMutation<TData, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  invalidate: readonly QueryKey[] | InvalidateAfter<TData, TVariables>,
) {
  const client = useQueryClient();
  const {
    keys,
    staleEverywhere,
    when,
    after = 'success',
    update,
  }: InvalidateAfter<TData, TVariables> = Array.isArray(invalidate)
    ? { keys: invalidate as readonly QueryKey[] }
    : (invalidate as InvalidateAfter<TData, TVariables>);
  const refresh = async (outcome: { data: TData } | null, variables: TVariables) => {
    if (outcome) {
      if (when && !when(outcome.data)) return;
      update?.(client, outcome.data);
    }
    await refreshQueries(client, typeof keys === 'function' ? keys(outcome?.data as TData, variables) : keys, { staleEverywhere });
  };
  return useMutation<TData, Error, TVariables>({
    mutationFn,
    ...(after === 'settled'
      ? { onSettled: (data, error, variables) => refresh(error ? null : { data: data as TData }, variables) }
      : { onSuccess: (data, variables) => refresh({ data }, variables) }),
  });
}
