import { createContext, useContext, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';

/** The provider's latest value and the readers to tell when a new one is committed. */
interface ValueStore<T> {
  value: T;
  subscribe: (listener: () => void) => () => void;
  notify: () => void;
}

function createStore<T>(value: T): ValueStore<T> {
  const listeners = new Set<() => void>();
  return {
    value,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify: () => listeners.forEach((listener) => listener()),
  };
}

/** Equal as a part sees it: the same value, or objects whose own fields are the same values. */
function shallowEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => Object.hasOwn(b, key) && Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/**
 * A slice of the store's value, kept while it is shallowly equal to the last one: useSyncExternalStore then
 * sees the same snapshot and the reader is not drawn again.
 */
function sliceReader<T>(store: ValueStore<T>) {
  let last: { value: T; select: unknown; slice: unknown } | null = null;
  return <S,>(select: (value: T) => S): S => {
    const { value } = store;
    if (last && last.value === value && last.select === select) return last.slice as S;
    const slice = select(value);
    last = { value, select, slice: last && shallowEqual(last.slice, slice) ? last.slice : slice };
    return last.slice as S;
  };
}

const whole = <T,>(value: T) => value;

/**
 * A context that hands one hook's value to the components under its provider (a screen's parts read what
 * its hook computed once). A part reads the slice it uses, `useValue((value) => ({ rows: value.rows }))`,
 * and is drawn again only when that slice changes (field by field), not whenever the hook runs again;
 * `useValue()` reads the whole value. Reading it outside the provider is a mistake in the code, so it throws
 * `outside`.
 */
export function createValueContext<T>(outside: string) {
  const Context = createContext<ValueStore<T> | null>(null);

  function Provider({ value, children }: { value: T; children: ReactNode }) {
    const [store] = useState(() => createStore(value));
    // The parts drawn in this same pass read this value; the others hear of it once it is committed.
    store.value = value;
    useLayoutEffect(() => store.notify(), [store, value]);
    return <Context.Provider value={store}>{children}</Context.Provider>;
  }

  function useValue(): T;
  function useValue<S>(select: (value: T) => S): S;
  function useValue<S>(select: (value: T) => S = whole as (value: T) => S): S {
    const store = useContext(Context);
    if (store === null) throw new Error(outside);
    const read = useMemo(() => sliceReader(store), [store]);
    return useSyncExternalStore(store.subscribe, () => read(select));
  }

  return [Provider, useValue] as const;
}
