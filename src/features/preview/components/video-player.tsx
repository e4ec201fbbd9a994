import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatermarkLines } from '@/components/preview-watermark/watermark-lines';
import { extensionOf } from '@/lib/extension';
import { remuxer } from '../remuxer';
import { useTicketRenewal } from '../use-ticket-renewal';
import { videoPlaybackOf } from '../viewer-kind';
import { PreviewError, PreviewMessage } from './preview-error';

interface VideoPlayerProps {
  url: string;
  fileName: string;
  onDownload?: () => void;
  /** A fresh address of the same file (a new ticket), asked for when the current one stops opening it. */
  renewUrl?: () => Promise<string>;
}

type RemuxPlayer = { pause(): void; unload(): void; detachMediaElement(): void; destroy(): void };
type Failure = 'decode' | 'noMse';

// MediaError.MEDIA_ERR_NETWORK (jsdom has no MediaError).
const MEDIA_ERR_NETWORK = 2;

/** Whether the browser says it may play `mime`; a blank answer leaves the container to its own sniffing. */
const claims = (mime: string) => typeof document !== 'undefined' && document.createElement('video').canPlayType(mime) !== '';

/**
 * A video (spec §5's 13 types): the browser's own player for the MP4 family (mp4, mov, f4v, 3gp; webm),
 * told the MIME type where the browser knows it; FLV and MPEG transport streams remuxed by mpegts.js
 * (loaded only for them); AVI, ASF/WMV and RealMedia a plain reason with the download (when allowed). A
 * file the browser still cannot decode says why for its type. When the address's ticket runs out mid-play,
 * the player renews it through `renewUrl` and goes on where it was (use-ticket-renewal.ts).
 */
export default function VideoPlayer({ url, fileName, onDownload, renewUrl }: VideoPlayerProps) {
  const { t } = useTranslation('preview');
  const videoRef = useRef<HTMLVideoElement>(null);
  const playback = useMemo(() => videoPlaybackOf(fileName), [fileName]);
  const [failed, setFailed] = useState<Failure | null>(null);
  // Full screen and picture-in-picture would show the bare video, outside the watermark.
  const marked = useWatermarkLines() !== null;
  // Preview only: the player's own menu and the context menu offer no "Download" / "Save video as".
  const controlsList = [marked && 'nofullscreen', !onDownload && 'nodownload'].filter(Boolean).join(' ') || undefined;

  // A media element loads as soon as it has an address, even before React puts it in the page (a Suspense
  // reveal may wait), and React drops the events of an element not yet there: the address goes on after.
  const [inPage, setInPage] = useState(false);
  const placeVideo = useCallback((video: HTMLVideoElement | null) => {
    videoRef.current = video;
    setInPage(video !== null);
  }, []);

  const remux = playback.kind === 'flv' || playback.kind === 'mpegts' ? playback.kind : null;
  const typed = playback.kind === 'native' && claims(playback.mime) ? playback.mime : null;
  const { address, refused, fail, mediaEvents } = useTicketRenewal({
    url,
    renewUrl,
    videoRef,
    viaSource: Boolean(typed),
    onFailure: () => setFailed('decode'),
  });

  useEffect(() => {
    const video = videoRef.current;
    if (!remux || !video) return;
    let cancelled = false;
    let player: RemuxPlayer | null = null;
    (async () => {
      const mpegts = await remuxer.load();
      if (cancelled) return;
      if (!mpegts.isSupported()) {
        setFailed('noMse');
        return;
      }
      const created = mpegts.createPlayer({ type: remux, url: address, isLive: false }, { enableWorker: false, lazyLoad: false });
      player = created;
      created.on(mpegts.Events.ERROR, (type?: string) => !cancelled && fail(type === mpegts.ErrorTypes.NETWORK_ERROR));
      created.attachMediaElement(video);
      created.load();
    })().catch(() => {
      if (!cancelled) setFailed('decode');
    });
    return () => {
      cancelled = true;
      if (!player) return;
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    };
  }, [remux, address, fail]);

  const type = extensionOf(fileName).toUpperCase();
  if (playback.kind === 'none') {
    const reason = t(`video.reason.${playback.reason}`);
    return (
      <PreviewMessage
        status="info"
        title={t('video.unsupported', { type })}
        detail={`${reason} ${onDownload ? t('video.unsupportedHint') : t('video.noDownload')}`}
        onDownload={onDownload}
      />
    );
  }
  if (refused) return <PreviewError error={refused.error} onDownload={onDownload} />;
  if (failed) {
    const why =
      failed === 'noMse'
        ? t('video.noMse', { type })
        : remux === 'flv'
          ? t('video.playFailedFlv')
          : remux === 'mpegts'
            ? t('video.playFailedMpeg')
            : type === '3GP'
              ? t('video.playFailed3gp')
              : t('video.playFailed');
    return (
      <PreviewMessage
        status="error"
        title={t('common:errors.readError')}
        detail={onDownload ? `${why} ${t('video.unsupportedHint')}` : why}
        onDownload={onDownload}
      />
    );
  }
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: 16, background: '#000', height: '100%', boxSizing: 'border-box' }}>
      <video
        ref={placeVideo}
        controls
        preload="metadata"
        controlsList={controlsList}
        onContextMenu={onDownload ? undefined : (event) => event.preventDefault()}
        disablePictureInPicture={marked}
        aria-label={t('video.player', { name: fileName })}
        src={inPage && playback.kind === 'native' && !typed ? address : undefined}
        onError={(event) => fail(event.currentTarget.error?.code === MEDIA_ERR_NETWORK)}
        {...mediaEvents}
        style={{ maxWidth: '100%', maxHeight: '100%', minWidth: 'min(320px, 100%)', background: '#000' }}
      >
        {/* A <source>'s failure fires on itself, not on the video. */}
        {typed && inPage && <source src={address} type={typed} onError={() => fail(false)} />}
      </video>
    </div>
  );
}
