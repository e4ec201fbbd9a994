import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type RefetchQueryFilters } from '@tanstack/react-query';

/**
 * Reads the queries `filters` name once more when the component mounts; true once every read has ended,
 * whatever its outcome. A refusal is said only after the rights it rests on have been read again.
 */
export function useReadAgain(filters: readonly RefetchQueryFilters[]): boolean {
  const client = useQueryClient();
  const [done, setDone] = useState(false);
  // Read once per mount: the filters say what to read, not when.
  const toRead = useRef(filters);
  useEffect(() => {
    let live = true;
    void Promise.allSettled(toRead.current.map((filter) => client.refetchQueries(filter))).then(() => live && setDone(true));
    return () => {
      live = false;
    };
  }, [client]);
  return done;
}
