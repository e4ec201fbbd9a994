import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function with one identity for the component's lifetime that calls the latest `callback`. For handlers a
 * user's action runs (after the screen is drawn), so that the parts they are handed to are not drawn again
 * each time the screen is; not for a function a part calls while it draws.
 */
export function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
