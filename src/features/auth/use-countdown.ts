import { useEffect, useState } from 'react';

/** Seconds left before an action may run again; `start()` begins a new countdown. */
export function useCountdown(seconds: number, { startRunning = false } = {}) {
  const [left, setLeft] = useState(startRunning ? seconds : 0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, running: left > 0, start: () => setLeft(seconds) };
}
