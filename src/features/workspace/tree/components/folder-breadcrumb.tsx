import { Alert, Breadcrumb, Button } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { revealBidi } from '@/lib/names';
import { useFolderPath } from '../api/get-folder-path';
import { errorText } from '../../shared/errors';
import { ROOT_DIR_ID } from '../../shared/url-state';

/**
 * The breadcrumb of the open folder (GET folder/getPathById/{id}): items with dirId and dirName; id '0'
 * shows as 'All documents'; every item but the last navigates.
 */
export function FolderBreadcrumb({ dirId, basePath, onOpen }: { dirId: string; basePath: string; onOpen: (id: string) => void }) {
  const { t } = useTranslation('workspace');
  const { data, error, refetch, isFetching } = useFolderPath(dirId);

  if (error && !data) {
    return (
      <Alert
        type="warning"
        showIcon
        title={t('breadcrumb.failed', { reason: errorText(error, t) })}
        action={
          <Button size="small" onClick={() => void refetch()} loading={isFetching}>
            {t('common:actions.retry')}
          </Button>
        }
      />
    );
  }

  const path = data ?? [{ dirId: ROOT_DIR_ID, dirName: '' }];
  const items = path.map((item, i) => {
    const name = item.dirId === ROOT_DIR_ID ? t('rootName') : revealBidi(item.dirName);
    const last = i === path.length - 1;
    return {
      key: item.dirId,
      title: last ? (
        <span aria-current="location">
          {item.dirId === ROOT_DIR_ID && <HomeOutlined aria-hidden />} {name}
        </span>
      ) : (
        <a
          href={`#${basePath}?dir=${item.dirId}`}
          onClick={(event) => {
            event.preventDefault();
            onOpen(item.dirId);
          }}
        >
          {item.dirId === ROOT_DIR_ID && <HomeOutlined aria-hidden />} {name}
        </a>
      ),
    };
  });

  return (
    <nav aria-label={t('breadcrumb.label')}>
      <Breadcrumb items={items} />
    </nav>
  );
}
