import { useCallback, useEffect, useState } from 'react';
import { useCharacterShortcuts } from '@/lib/character-shortcuts';
import { isTextEntry } from '@/lib/text-entry';

export interface ChangeNavigation {
  /** The change in focus, -1 before the first move. */
  current: number;
  next: () => void;
  previous: () => void;
}

/**
 * Moves through a comparison's changes, with the buttons or the keys: N and P (one-character shortcuts,
 * off where the user turned those off) and Alt+↓ / Alt+↑ (always). The change moved to is scrolled into view.
 */
export function useChangeNavigation(count: number): ChangeNavigation {
  const [current, setCurrent] = useState(-1);
  const characterKeys = useCharacterShortcuts();
  const next = useCallback(() => setCurrent((c) => Math.min(count - 1, c + 1)), [count]);
  const previous = useCallback(() => setCurrent((c) => Math.max(0, c - 1)), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTextEntry(event.target) || event.ctrlKey || event.metaKey) return;
      const key = event.key.toLowerCase();
      const forward = event.altKey ? event.key === 'ArrowDown' : characterKeys && !event.shiftKey && key === 'n';
      const back = event.altKey ? event.key === 'ArrowUp' : characterKeys && !event.shiftKey && key === 'p';
      if (!forward && !back) return;
      event.preventDefault();
      if (forward) next();
      else previous();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [characterKeys, next, previous]);

  useEffect(() => {
    if (current < 0) return;
    document.querySelector(`[data-change="${current}"]`)?.scrollIntoView?.({ block: 'center' });
  }, [current]);

  return { current, next, previous };
}
