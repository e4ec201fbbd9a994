import { useEffect, useRef, useState, type DragEvent } from 'react';
import { Button } from 'antd';
import { CheckCircleFilled, CloseCircleFilled, DeleteOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '@/lib/upload/upload-rules';
import { revealBidi } from '@/lib/names';
import { checkChoice, checkContent, pictureKindOf, type PictureRefusal } from '../check-picture';
import styles from './upload-test-page.module.css';

type State =
  | { kind: 'empty' }
  | { kind: 'refused'; refusal: PictureRefusal | { reason: 'unreadable'; name: string } }
  | { kind: 'shown'; file: File; url: string; size?: { width: number; height: number } };

const KIND_LABEL = { jpeg: 'JPEG', png: 'PNG' } as const;

/**
 * The spec's test screen (§2, §9): one jpg or png up to 500 KB, by drag and drop or the picker (keyboard
 * and touch). The spec shows no call for it, so the picture is checked here (count, type, size, first
 * bytes) and shown, never sent. Plain boxes rather than antd's Card, Typography and Alert: those would share
 * their modules with the signed-in screens, and the bundle split would then put them in /login's first load.
 */
export default function UploadTestPage() {
  const { t } = useTranslation('upload-test');
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: 'empty' });
  const [over, setOver] = useState(false);
  const shownUrl = state.kind === 'shown' ? state.url : null;

  useEffect(() => (shownUrl ? () => URL.revokeObjectURL(shownUrl) : undefined), [shownUrl]);

  const take = async (files: File[]) => {
    const refusal = checkChoice(files);
    if (refusal) {
      setState({ kind: 'refused', refusal });
      return;
    }
    const [file] = files;
    const content = await checkContent(file).catch((): PictureRefusal | { reason: 'unreadable'; name: string } => ({
      reason: 'unreadable',
      name: file.name,
    }));
    setState(content ? { kind: 'refused', refusal: content } : { kind: 'shown', file, url: URL.createObjectURL(file) });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void take([...event.dataTransfer.files]);
  };

  const refusalText = (refusal: PictureRefusal | { reason: 'unreadable'; name: string }) => {
    const name = 'name' in refusal ? revealBidi(refusal.name) : '';
    switch (refusal.reason) {
      case 'count':
        return refusal.count === 0 ? t('refuse.none') : t('refuse.count', { count: refusal.count });
      case 'type':
        return t('refuse.type', { name });
      case 'empty':
        return t('refuse.empty', { name });
      case 'size':
        return t('refuse.size', { name, size: formatBytes(refusal.size) });
      case 'content':
        return t('refuse.content', { name, kind: KIND_LABEL[refusal.kind] });
      case 'unreadable':
        return t('refuse.unreadable', { name });
    }
  };

  return (
    <main className={styles.frame}>
      <section className={styles.card}>
        <h1 className={styles.title}>{t('routes:test')}</h1>
        <p>{t('intro')}</p>
        <div
          role="group"
          aria-label={t('dropZone')}
          aria-describedby="upload-test-hint"
          className={`${styles.zone} ${over ? styles.over : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={onDrop}
        >
          <InboxOutlined className={styles.icon} aria-hidden />
          <span>{t('dropHere')}</span>
          <Button type="primary" onClick={() => input.current?.click()}>
            {t('choose')}
          </Button>
          <span id="upload-test-hint" className={styles.hint}>
            {t('hint')}
          </span>
          <input
            ref={input}
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            hidden
            data-testid="upload-test-input"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              void take(files);
            }}
          />
        </div>
        <div aria-live="polite" className={styles.result}>
          {state.kind === 'refused' && (
            <div role="alert" className={`${styles.notice} ${styles.error}`}>
              <CloseCircleFilled className={styles.noticeIcon} aria-hidden />
              <span>{refusalText(state.refusal)}</span>
            </div>
          )}
          {state.kind === 'shown' && (
            <>
              <div className={`${styles.notice} ${styles.success}`}>
                <CheckCircleFilled className={styles.noticeIcon} aria-hidden />
                <div className={styles.noticeText}>
                  <div>
                    {t('accepted', {
                      name: revealBidi(state.file.name),
                      size: formatBytes(state.file.size),
                      kind: KIND_LABEL[pictureKindOf(state.file)!],
                    })}
                  </div>
                  {state.size && <div className={styles.hint}>{t('dimensions', state.size)}</div>}
                </div>
                <Button icon={<DeleteOutlined aria-hidden />} onClick={() => setState({ kind: 'empty' })}>
                  {t('remove')}
                </Button>
              </div>
              <img
                className={styles.preview}
                src={state.url}
                alt={t('previewAlt', { name: revealBidi(state.file.name) })}
                onLoad={(event) => {
                  const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
                  setState((current) =>
                    current.kind === 'shown' && current.url === state.url ? { ...current, size: { width, height } } : current,
                  );
                }}
                onError={() => setState({ kind: 'refused', refusal: { reason: 'unreadable', name: state.file.name } })}
              />
            </>
          )}
        </div>
      </section>
    </main>
  );
}
