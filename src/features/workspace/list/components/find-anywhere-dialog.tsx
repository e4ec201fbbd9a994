import { useMemo, useState } from 'react';
import { Alert, Button, Empty, Input, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FileIcon } from '@/components/file-icon';
import { ItemList, ItemRow } from '@/components/item-list/item-list';
import { useFindFiles } from '@/entities/files/find-files-by-name';
import { rankByName, revealBidi } from '@/lib/names';
import { errorText } from '../../shared/errors';
import type { FoundFile } from '../../shared/types';
import { ROOT_DIR_ID } from '../../shared/url-state';
import styles from '../../shared/workspace.module.css';

export interface FindAnywhereDialogProps {
  open: boolean;
  onClose: () => void;
  /** Go to the match's folder with the file highlighted. */
  onJump: (match: FoundFile) => void;
}

/**
 * Find anywhere (GET /files/getFatherDirPathByFileName): files in every folder whose name contains the text
 * (at least one character), listed with their paths, the exact name first; choosing one jumps to its folder with it highlighted.
 */
export function FindAnywhereDialog({ open, onClose, onJump }: FindAnywhereDialogProps) {
  const { t } = useTranslation('workspace');
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const [hint, setHint] = useState<string | null>(null);
  const found = useFindFiles(searched);
  // The file named exactly so first, then names that start with the text, then the rest.
  const matches = useMemo(
    () => (found.data ? rankByName(found.data, searched, (match) => match.fileName) : undefined),
    [found.data, searched],
  );

  const search = (value: string) => {
    const name = value.trim();
    if (!name) {
      setHint(t('common:table.searchMin'));
      return;
    }
    setHint(null);
    if (name === searched) void found.refetch();
    setSearched(name);
  };

  const pathOf = (match: FoundFile) =>
    match.path?.length
      ? match.path.map((item) => (item.dirId === ROOT_DIR_ID ? t('rootName') : item.dirName)).join(' / ')
      : (match.pathName ?? '');

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('find.title')}
      width={720}
      destroyOnHidden
      // After a jump the focus belongs to the list, on the found file, not back on the button.
      focusable={{ focusTriggerAfterClose: false }}
    >
      <Input.Search
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        onSearch={search}
        enterButton={t('common:actions.search')}
        placeholder={t('find.placeholder')}
        aria-label={t('find.label')}
        loading={found.isFetching}
        status={hint ? 'warning' : undefined}
      />
      <div role="status" aria-live="polite" style={{ minHeight: 22, marginTop: 4 }}>
        {hint ? (
          <Typography.Text type="warning">{hint}</Typography.Text>
        ) : found.data && searched ? (
          <Typography.Text type="secondary">{t('find.count', { count: found.data.length })}</Typography.Text>
        ) : null}
      </div>
      {found.isError && (
        <Alert
          type="error"
          showIcon
          title={errorText(found.error, t)}
          action={
            <Button size="small" onClick={() => void found.refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      )}
      {found.isFetching && !found.data && <Spin />}
      {found.data &&
        searched &&
        !found.isError &&
        (found.data.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('find.none')} />
        ) : (
          <ItemList
            aria-label={t('find.results')}
            style={{ maxHeight: 420, overflow: 'auto' }}
            items={matches ?? []}
            rowKey={(match) => match.fileId}
            renderItem={(match) => (
              <ItemRow
                actions={[
                  <Button key="go" size="small" onClick={() => onJump(match)} aria-label={t('find.goFor', { name: match.fileName })}>
                    {t('find.go')}
                  </Button>,
                ]}
                avatar={<FileIcon item={{ dataType: 1, fileType: match.fileType, fileName: match.fileName }} size={20} />}
                title={
                  <a
                    href="#"
                    onClick={(event) => {
                      event.preventDefault();
                      onJump(match);
                    }}
                  >
                    {revealBidi(match.fileName)}
                  </a>
                }
                description={<span className={styles.matchPath}>{pathOf(match)}</span>}
              />
            )}
          />
        ))}
    </Modal>
  );
}
