import { useEffect, useState } from 'react';
import { Button, Descriptions, Empty, Flex, Spin } from 'antd';
import { DownloadOutlined, EyeOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import PostalMime, { type Address, type Email } from 'postal-mime';
import { formatFileSize } from '@/lib/file-types';
import { sanitizeHtml } from '@/lib/sanitize';
import { saveBlob } from '@/lib/save-blob';
import type { BlobViewerProps } from '../viewer-modules';
import { InnerFile, opensInside } from './inner-file';
import { ReadFailure } from './preview-error';
import styles from './viewer.module.css';

interface Attachment {
  name: string;
  blob: Blob;
}

interface Mail {
  email: Email;
  /** Sanitised: the only HTML of the message that reaches the page. */
  html: string | null;
  attachments: Attachment[];
}

const addressText = (address: Address): string =>
  address.group
    ? `${address.name}: ${address.group.map(addressText).join(', ')}`
    : address.name
      ? `${address.name} <${address.address}>`
      : address.address;
const addresses = (list?: Address[]) => (list?.length ? list.map(addressText).join(', ') : '');

async function readMail(blob: Blob, untitled: string): Promise<Mail> {
  const email = await PostalMime.parse(await blob.arrayBuffer());
  const attachments = email.attachments
    .filter((attachment) => !attachment.related)
    .map((attachment, i) => ({
      name: attachment.filename || `${untitled}-${i + 1}`,
      blob: new Blob([attachment.content as BlobPart], { type: attachment.mimeType }),
    }));
  return { email, html: email.html ? sanitizeHtml(email.html) : null, attachments };
}

/** An e-mail (.eml): its headers, its body (HTML only after sanitising), its attachments to open or download. */
export default function EmlViewer({ blob, onDownload }: BlobViewerProps) {
  const { t } = useTranslation('preview');
  const [mail, setMail] = useState<Mail | null>(null);
  const [failed, setFailed] = useState(false);
  const [opened, setOpened] = useState<Attachment | null>(null);

  useEffect(() => {
    let cancelled = false;
    readMail(blob, t('mail.untitled')).then(
      (read) => !cancelled && setMail(read),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [blob, t]);

  if (failed) return <ReadFailure onDownload={onDownload} />;
  if (!mail) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
  if (opened) return <InnerFile name={opened.name} blob={opened.blob} onClose={() => setOpened(null)} />;
  const { email, html, attachments } = mail;
  const fields = [
    { key: 'from', label: t('mail.from'), children: email.from ? addressText(email.from) : '' },
    { key: 'to', label: t('mail.to'), children: addresses(email.to) },
    { key: 'cc', label: t('mail.cc'), children: addresses(email.cc) },
    {
      key: 'date',
      label: t('mail.date'),
      children: email.date && dayjs(email.date).isValid() ? dayjs(email.date).format('YYYY-MM-DD HH:mm') : (email.date ?? ''),
    },
  ].filter((field) => field.children);
  return (
    <div className={styles.scroll}>
      <section className={styles.sheet} aria-label={t('mail.content')}>
        <h2 data-testid="mail-subject">{email.subject || t('mail.noSubject')}</h2>
        <Descriptions size="small" column={1} items={fields} />
        {attachments.length > 0 ? (
          <section aria-label={t('mail.attachments', { count: attachments.length })}>
            <h3>{t('mail.attachments', { count: attachments.length })}</h3>
            <ul className={styles.attachments}>
              {attachments.map((attachment) => (
                <li key={attachment.name}>
                  <Flex align="center" gap={8} wrap>
                    <PaperClipOutlined />
                    <span>{attachment.name}</span>
                    <span className={styles.status}>{formatFileSize(attachment.blob.size)}</span>
                    {opensInside(attachment.name) ? (
                      <Button
                        size="small"
                        icon={<EyeOutlined />}
                        aria-label={t('inner.openFile', { name: attachment.name })}
                        onClick={() => setOpened(attachment)}
                      >
                        {t('inner.open')}
                      </Button>
                    ) : null}
                    {/* Only for users who may download the message itself. */}
                    {onDownload ? (
                      <Button
                        size="small"
                        icon={<DownloadOutlined />}
                        aria-label={t('downloadFile', { name: attachment.name })}
                        onClick={() => saveBlob(attachment.blob, attachment.name)}
                      >
                        {t('download')}
                      </Button>
                    ) : null}
                  </Flex>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <hr />
        {html !== null ? (
          <article className={styles.mailBody} data-testid="mail-body" dangerouslySetInnerHTML={{ __html: html }} />
        ) : email.text ? (
          <pre className={styles.mailText} data-testid="mail-body">
            {email.text}
          </pre>
        ) : (
          <Empty description={t('mail.noBody')} />
        )}
      </section>
    </div>
  );
}
