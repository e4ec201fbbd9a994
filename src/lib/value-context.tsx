import { createContext, useContext, type ReactNode } from 'react';

/**
 * A context that hands one hook's value to the components under its provider (a screen's parts read what
 * its hook computed once). Reading it outside the provider is a mistake in the code, so it throws `outside`.
 */
export function createValueContext<T>(outside: string) {
  const Context = createContext<T | null>(null);
  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Context.Provider value={value}>{children}</Context.Provider>;
  }
  function useValue(): T {
    const value = useContext(Context);
    if (value === null) throw new Error(outside);
    return value;
  }
  return [Provider, useValue] as const;
}
