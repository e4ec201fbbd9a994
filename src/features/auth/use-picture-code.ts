import { useCallback, useEffect, useRef, useState } from 'react';
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
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    getPictureCode(key)
      .then((blob) => {
        if (!current) return;
        const url = URL.createObjectURL(blob);
        if (shown.current) URL.revokeObjectURL(shown.current);
        shown.current = url;
        setSrc(url);
        setFailed(false);
      })
      .catch(() => {
        if (!current) return;
        setSrc(null);
        setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [enabled, key]);

  useEffect(
    () => () => {
      if (shown.current) URL.revokeObjectURL(shown.current);
    },
    [],
  );

  const refresh = useCallback(() => setKey(newKey()), []);
  return { key, src, failed, refresh };
}
