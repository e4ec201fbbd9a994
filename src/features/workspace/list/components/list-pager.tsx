import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '@/lib/page-sizes';
import styles from '../../shared/workspace.module.css';

/** Paging as §9 has it: sizes 10/20/30/40, layout previous, pager, next, sizes, jumper. */
export function ListPager(props: {
  page: number;
  size: number;
  total: number;
  onChange: (change: { page?: number; size?: number }) => void;
}) {
  const { t } = useTranslation('workspace');
  const { page, size, total, onChange } = props;
  return (
    <nav className={styles.pager} aria-label={t('list.paging')}>
      <Pagination
        current={page}
        pageSize={size}
        total={total}
        pageSizeOptions={PAGE_SIZES.map(String)}
        showSizeChanger
        showQuickJumper
        onChange={(nextPage, nextSize) => onChange(nextSize !== size ? { size: nextSize } : { page: nextPage })}
      />
    </nav>
  );
}
