import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatermarkLines } from '@/components/preview-watermark/watermark-lines';
import { browserUrl } from '../api/fetch-file-content';
import { videoPlaybackOf } from '../viewer-kind';
import { PreviewMessage } from './preview-error';

interface VideoPlayerProps {
  url: string;
  fileName: string;
  onDownload?: () => void;
}

type FlvPlayer = { pause(): void; unload(): void; detachMediaElement(): void; destroy(): void };

/**
 * A video: what browsers decode natively (mp4, mov, webm) in the HTML5 player, FLV through mpegts.js (loaded
 * only for FLV), other types a message with the download. A file the browser cannot decode says so too.
 */
export default function VideoPlayer({ url, fileName, onDownload }: VideoPlayerProps) {
  const { t } = useTranslation('preview');
  const videoRef = useRef<HTMLVideoElement>(null);
  const playback = videoPlaybackOf(fileName);
  const [failed, setFailed] = useState(false);
  const address = browserUrl(url);
  // Full screen and picture-in-picture would show the bare video, outside the watermark.
  const marked = useWatermarkLines() !== null;
  // Preview only: the player's own menu and the context menu offer no "Download" / "Save video as".
  const controlsList = [marked && 'nofullscreen', !onDownload && 'nodownload'].filter(Boolean).join(' ') || undefined;

  useEffect(() => {
    const video = videoRef.current;
    if (playback !== 'flv' || !video) return;
    let cancelled = false;
    let player: FlvPlayer | null = null;
    (async () => {
      const { default: mpegts } = await import('mpegts.js');
      if (cancelled) return;
      if (!mpegts.isSupported()) throw new Error('FLV playback needs Media Source Extensions');
      const created = mpegts.createPlayer({ type: 'flv', url: address, isLive: false }, { enableWorker: false, lazyLoad: false });
      player = created;
      created.on(mpegts.Events.ERROR, () => !cancelled && setFailed(true));
      created.attachMediaElement(video);
      created.load();
    })().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
      if (!player) return;
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    };
  }, [playback, address]);

  if (playback === 'none') {
    return <PreviewMessage status="info" title={t('video.unsupported', { type: fileName.split('.').pop()?.toUpperCase() ?? '' })} detail={t('video.unsupportedHint')} onDownload={onDownload} />;
  }
  if (failed) return <PreviewMessage status="error" title={t('common:errors.readError')} detail={t('video.playFailed')} onDownload={onDownload} />;
  return (
    <div style={{ display: 'grid', placeItems: 'center', padding: 16, background: '#000', height: '100%', boxSizing: 'border-box' }}>
      <video
        ref={videoRef}
        controls
        preload="metadata"
        controlsList={controlsList}
        onContextMenu={onDownload ? undefined : (event) => event.preventDefault()}
        disablePictureInPicture={marked}
        aria-label={t('video.player', { name: fileName })}
        src={playback === 'native' ? address : undefined}
        onError={() => setFailed(true)}
        style={{ maxWidth: '100%', maxHeight: '100%', minWidth: 'min(320px, 100%)', background: '#000' }}
      />
    </div>
  );
}
