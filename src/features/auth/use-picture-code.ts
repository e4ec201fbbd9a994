import { useCallback, useEffect, useState } from 'react';
import { getPictureCode } from './api/get-picture-code';

export interface PictureCode {
  /** The key the shown picture was issued under; sent with the code the user reads off it. */
  key: string;
  /** An object URL of the picture; null while it loads or after it failed. */
  src: string | null;
  failed: boolean;
  /** Asks for a new picture (after a failed sign-in, or when the user cannot read this one). */
  refresh: () => void;
}

const newKey = () => String(Math.random());

/** The sign-in picture code; `enabled` false asks the server for nothing. */
export function usePictureCode(enabled: boolean): PictureCode {
  const [key, setKey] = useState(newKey);
  const [shown, setShown] = useState<string | 'failed' | null>(null);

  // The object URL lives as long as the effect of its key: made when the picture comes, revoked on clean-up.
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    let url: string | null = null;
    getPictureCode(key)
      .then((blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setShown(url);
      })
      .catch(() => {
        if (current) setShown('failed');
      });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [enabled, key]);

  const refresh = useCallback(() => setKey(newKey()), []);
  return { key, src: shown === 'failed' ? null : shown, failed: shown === 'failed', refresh };
}
