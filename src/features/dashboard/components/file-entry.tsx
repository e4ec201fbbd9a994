import type { ReactNode } from 'react';
import { Button } from 'antd';
import { FolderOpenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { FileIcon } from '@/components/file-icon';
import { ItemRow } from '@/components/item-list/item-list';
import { openPreview, previewKind } from '@/lib/file-types';
import { revealBidi } from '@/lib/names';
import type { DashboardFile } from '../types';
import styles from './dashboard.module.css';

export const folderRoute = (dirId: string) => `/filelist?dir=${encodeURIComponent(dirId)}`;

/**
 * One file on the dashboard: its name opens it (previewable types in a new tab at /pdf, video at /video,
 * and the open is remembered in the recent history); a type without preview opens its folder instead. The
 * folder link beside it always opens the folder.
 */
export function FileEntry({ file, description, tag }: { file: DashboardFile; description?: ReactNode; tag?: ReactNode }) {
  const { t } = useTranslation('dashboard');
  const navigate = useNavigate();
  const previewable = previewKind(file) !== 'none';

  const open = () => {
    if (previewable) {
      openPreview(file);
    } else if (file.dirId) {
      navigate(folderRoute(file.dirId));
    }
  };

  return (
    <ItemRow
      actions={
        file.dirId
          ? [
              <Link key="folder" to={folderRoute(file.dirId)} aria-label={t('openFolderOf', { name: file.fileName })}>
                <FolderOpenOutlined aria-hidden /> {t('folder')}
              </Link>,
            ]
          : []
      }
      avatar={<FileIcon item={{ ...file, dataType: 1 }} size={20} />}
      title={
        <span>
          <Button
            type="link"
            size="small"
            onClick={open}
            title={previewable ? t('openFile') : t('noPreviewOpensFolder')}
            style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          >
            {revealBidi(file.fileName)}
          </Button>
          {tag}
        </span>
      }
      description={description && <span className={styles.secondary}>{description}</span>}
    />
  );
}
