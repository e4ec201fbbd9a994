/**
 * The file actions of a workspace screen, drawn from the data of useFileActions (../use-file-actions.tsx),
 * which the page hands to <FileActionsProvider>: the toolbar's label filter and favourites, the selection
 * banner's buttons and the details drawer's log button. The dialogs and drawers they open are in
 * ./file-action-dialogs.tsx.
 */
import { Button, Select, Space } from 'antd';
import { ClockCircleOutlined, DownloadOutlined, DragOutlined, HistoryOutlined, StarOutlined, TagsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createValueContext } from '@/lib/value-context';
import { Reserved } from '../../shared/components/reserved';
import { LabelFilter } from '../../favourites/components/label-filter';
import type { FileActions, FileRef } from '../use-file-actions';

const [FileActionsProvider, useFileActionsContext] = createValueContext<FileActions>(
  'A file-actions component is used outside <FileActionsProvider>.',
);
export { FileActionsProvider, useFileActionsContext };

/** The toolbar's label filter and favourites button (their room only, while the folder's rights load). */
export function FileActionsToolbar() {
  const { t } = useTranslation('transfer');
  const { showFavourites, reserveFavourites, labels, labelsLoading, labelFilter, setLabelFilter, openFavourites } = useFileActionsContext();
  if (showFavourites) {
    return (
      <>
        <LabelFilter labels={labels} value={labelFilter} onChange={setLabelFilter} loading={labelsLoading} />
        <Button icon={<TagsOutlined />} onClick={openFavourites}>
          {t('favourites.button')}
        </Button>
      </>
    );
  }
  if (!reserveFavourites) return null;
  return (
    <Reserved>
      <Select style={{ minWidth: 180 }} placeholder={t('filter.placeholder')} />
      <Button icon={<TagsOutlined />}>{t('favourites.button')}</Button>
    </Reserved>
  );
}

/** For the selection banner: download, move, favourite and re-date the selected files. */
export function FileSelectionActions() {
  const { t } = useTranslation('transfer');
  const {
    selectedFiles,
    canDownload,
    canMove,
    canCollect,
    canRestore,
    downloadSelection,
    moveSelection,
    collectSelection,
    restoreSelection,
  } = useFileActionsContext();
  if (selectedFiles.length === 0) return null;
  const count = selectedFiles.length;
  return (
    <Space size={4} wrap>
      {canDownload && (
        <Button size="small" icon={<DownloadOutlined />} onClick={downloadSelection}>
          {t('selection.download', { count })}
        </Button>
      )}
      {canMove && (
        <Button size="small" icon={<DragOutlined />} onClick={moveSelection}>
          {t('selection.move', { count })}
        </Button>
      )}
      {canCollect && (
        <Button size="small" icon={<StarOutlined />} onClick={collectSelection}>
          {t('selection.favourite', { count })}
        </Button>
      )}
      {canRestore && (
        <Button size="small" icon={<ClockCircleOutlined />} onClick={restoreSelection}>
          {t('selection.effectiveDate', { count })}
        </Button>
      )}
    </Space>
  );
}

/** For the details drawer: the file's operation log. */
export function FileDetailsActions({ file }: { file: FileRef }) {
  const { t } = useTranslation('transfer');
  const { showLog } = useFileActionsContext();
  return (
    <Button icon={<HistoryOutlined />} onClick={() => showLog(file)}>
      {t('action.log')}
    </Button>
  );
}
