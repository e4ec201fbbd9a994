import { useEffect } from 'react';
import { Descriptions, Modal, Spin } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { appConfig } from '@/lib/config';
import { notify } from '@/lib/notify';
import { sanitizeHtml } from '@/lib/sanitize';
import { useVersion } from '../api/get-version';

const EMPTY = '--';

/** Version information (spec §2): number or --, deployment view in brackets, release date, notes as HTML. */
export function VersionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { data, isPending, error } = useVersion(appConfig.systemName, open);

  useEffect(() => {
    if (error) notify.warning(error.message);
  }, [error]);

  const latest = data?.[0];
  const publishTime = latest?.publishTime ? dayjs(latest.publishTime) : null;
  const version = latest?.versionNumber ? `${latest.versionNumber}${latest.deploymentView ? ` (${latest.deploymentView})` : ''}` : EMPTY;

  return (
    <Modal open={open} onCancel={onClose} footer={null} width={520} title={t('version.title')} destroyOnHidden>
      {open && isPending ? (
        <Spin />
      ) : (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('version.number')}>{version}</Descriptions.Item>
          <Descriptions.Item label={t('version.date')}>
            {publishTime?.isValid() ? publishTime.format('YYYY-MM-DD HH:mm:ss') : EMPTY}
          </Descriptions.Item>
          <Descriptions.Item label={t('version.notes')}>
            {latest?.imprint ? <div className="release-notes" dangerouslySetInnerHTML={{ __html: sanitizeHtml(latest.imprint) }} /> : EMPTY}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Modal>
  );
}
