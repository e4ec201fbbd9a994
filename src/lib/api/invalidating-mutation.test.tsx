import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useInvalidatingMutation, type InvalidateAfter } from './invalidating-mutation';

/** A client holding three cached queries, none stale. */
function cachedClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  for (const key of [['a', 'list'], ['a', 'detail', '1'], ['b']]) client.setQueryData(key, 'cached');
  return client;
}

const stale = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.isStale())
    .map((query) => query.queryKey.join('/'))
    .sort();

function mutation<TData, TVariables>(
  client: QueryClient,
  fn: (variables: TVariables) => Promise<TData>,
  invalidate: readonly (readonly unknown[])[] | InvalidateAfter<TData, TVariables>,
) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useInvalidatingMutation(fn, invalidate), { wrapper }).result;
}

describe('useInvalidatingMutation', () => {
  it('invalidates the queries under the keys once the call succeeds, and not the others', async () => {
    const client = cachedClient();
    const result = mutation(client, async (n: number) => n * 2, [['a']]);
    expect(stale(client)).toEqual([]);
    let answer = 0;
    await act(async () => {
      answer = await result.current.mutateAsync(21);
    });
    expect(answer).toBe(42);
    expect(stale(client)).toEqual(['a/detail/1', 'a/list']);
  });

  it('leaves the cache alone when the call fails', async () => {
    const client = cachedClient();
    const result = mutation(client, async () => Promise.reject(new Error('refused')), [['a'], ['b']]);
    await act(async () => {
      await expect(result.current.mutateAsync()).rejects.toThrow('refused');
    });
    expect(stale(client)).toEqual([]);
  });

  it('after: settled also invalidates after a failure (a batch that stopped halfway)', async () => {
    const client = cachedClient();
    const result = mutation(client, async () => Promise.reject(new Error('refused')), { keys: [['b']], after: 'settled' });
    await act(async () => {
      await expect(result.current.mutateAsync()).rejects.toThrow('refused');
    });
    expect(stale(client)).toEqual(['b']);
  });

  it('takes the keys from the reply and the variables', async () => {
    const client = cachedClient();
    const result = mutation(client, async (id: string) => ({ id }), {
      keys: (reply, id) => [
        ['a', 'detail', reply.id],
        ['b', id],
      ],
    });
    await act(async () => {
      await result.current.mutateAsync('1');
    });
    expect(stale(client)).toEqual(['a/detail/1']);
  });

  it('staleEverywhere marks every query stale; when() false changes nothing; update writes the reply first', async () => {
    const everywhere = cachedClient();
    const all = mutation(everywhere, async () => 'ok', { keys: [['b']], staleEverywhere: true });
    await act(async () => {
      await all.current.mutateAsync();
    });
    expect(stale(everywhere)).toEqual(['a/detail/1', 'a/list', 'b']);

    const unchanged = cachedClient();
    const none = mutation(unchanged, async () => ({ done: 0 }), { keys: [['a']], staleEverywhere: true, when: (reply) => reply.done > 0 });
    await act(async () => {
      await none.current.mutateAsync();
    });
    expect(stale(unchanged)).toEqual([]);

    const written = cachedClient();
    const update = mutation(written, async () => 'new', { keys: [], update: (client, reply) => client.setQueryData(['b'], reply) });
    await act(async () => {
      await update.current.mutateAsync();
    });
    expect(written.getQueryData(['b'])).toBe('new');
  });
});
