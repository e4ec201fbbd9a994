import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { browserUrl } from './api/fetch-file-content';

/** Where playback stood when the address failed, taken up again on the renewed one. */
type Resume = { time: number; playing: boolean };

/** 'renewed': the new address is in use but has not yet shown data, so a failure now is a real one. */
type Renewal = 'none' | 'renewing' | 'renewed';

/** A failure this soon after a renewed address showed data is the file's, not the ticket's: a ticket lives far longer. */
const RENEWED_GRACE_MS = 10_000;

interface TicketRenewalOptions {
  /** The address the page gave. */
  url: string;
  /** A fresh address of the same file (a new ticket); without it every failure is a real one. */
  renewUrl?: () => Promise<string>;
  videoRef: RefObject<HTMLVideoElement | null>;
  /** The address goes on a <source> child, which the element fetches anew only when told to load. */
  viaSource?: boolean;
  /** A real failure: the file's, not its ticket's. */
  onFailure: () => void;
}

/**
 * A media element's address carries a ticket that lives a short while, and the browser's later range requests
 * (playing on past the buffer, seeking) reuse it. When one is refused, this asks `renewUrl` once for a new
 * address, and once the element has its metadata again puts back the position and the playing state.
 *
 * `fail(transfer)`: the element failed; `transfer` when the failure was the transfer's (any failure once the
 * file has played may be the ticket too). One renewal per failure; a failure before the renewed address has
 * shown data, or right after, is a real one. `refused`: the renewal call itself failed (file gone, rights
 * taken, session ended). `mediaEvents` go on the <video>.
 */
export function useTicketRenewal({ url, renewUrl, videoRef, viaSource = false, onFailure }: TicketRenewalOptions) {
  const [renewed, setRenewed] = useState<{ of: string; url: string } | null>(null);
  const [refused, setRefused] = useState<{ error: unknown } | null>(null);
  // A renewed address stands only for the address it replaced: a new `url` from the page wins.
  const address = browserUrl(renewed?.of === url ? renewed.url : url);
  const renewal = useRef<Renewal>('none');
  const settledAt = useRef(Number.NEGATIVE_INFINITY);
  const resume = useRef<Resume | null>(null);
  const loaded = useRef(false);
  const latest = useRef({ url, renewUrl, address, onFailure });
  useLayoutEffect(() => {
    latest.current = { url, renewUrl, address, onFailure };
  });

  const fail = useCallback(
    (transfer: boolean) => {
      const video = videoRef.current;
      const { url: of, renewUrl: renew, address: failing, onFailure: failed } = latest.current;
      if (renewal.current === 'renewing') return;
      const justRenewed = renewal.current === 'renewed' || Date.now() - settledAt.current < RENEWED_GRACE_MS;
      if (!renew || !video || !(transfer || loaded.current) || justRenewed) {
        failed();
        return;
      }
      renewal.current = 'renewing';
      resume.current = { time: video.currentTime, playing: !video.paused };
      renew().then(
        (next) => {
          if (browserUrl(next) === failing) {
            failed();
            return;
          }
          renewal.current = 'renewed';
          setRenewed({ of, url: next });
        },
        (error: unknown) => setRefused({ error }),
      );
    },
    [videoRef],
  );

  const settle = useCallback(() => {
    if (renewal.current !== 'renewed' || resume.current) return;
    renewal.current = 'none';
    settledAt.current = Date.now();
  }, []);

  const onLoadedMetadata = useCallback(() => {
    const video = videoRef.current;
    loaded.current = true;
    const at = resume.current;
    if (!video || !at) return;
    resume.current = null;
    if (at.time > 0) video.currentTime = at.time;
    // The browser may refuse to start on its own (autoplay policy): the controls still let the user go on.
    if (at.playing) video.play().catch(() => undefined);
    if (at.time === 0 && !at.playing) settle();
  }, [videoRef, settle]);

  useEffect(() => {
    if (viaSource && renewal.current === 'renewed') videoRef.current?.load();
  }, [viaSource, address, videoRef]);

  return {
    address,
    refused,
    fail,
    mediaEvents: { onLoadedMetadata, onSeeked: settle, onPlaying: settle },
  };
}
