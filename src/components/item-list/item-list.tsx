import type { CSSProperties, Key, ReactNode } from 'react';
import { Spin } from 'antd';
import styles from './item-list.module.css';

export interface ItemListProps<T> {
  items: readonly T[];
  rowKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** Shown instead of the list when there are no items (and nothing is loading). */
  empty?: ReactNode;
  loading?: boolean;
  size?: 'small' | 'default';
  'aria-label'?: string;
  style?: CSSProperties;
}

/**
 * A plain list of rows (avatar, title, description, actions), in list markup a screen reader counts. It
 * replaces antd's List, which antd 6.6 deprecates for Listy, a virtual list these short lists do not need.
 */
export function ItemList<T>({ items, rowKey, renderItem, empty, loading = false, size = 'default', style, ...aria }: ItemListProps<T>) {
  return (
    <Spin spinning={loading}>
      {items.length === 0 && !loading ? (
        empty
      ) : (
        <ul className={size === 'small' ? `${styles.list} ${styles.small}` : styles.list} style={style} aria-label={aria['aria-label']}>
          {items.map((item) => (
            <li key={rowKey(item)} className={styles.item}>
              {renderItem(item)}
            </li>
          ))}
        </ul>
      )}
    </Spin>
  );
}

export interface ItemRowProps {
  avatar?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons or links at the end of the row. */
  actions?: ReactNode[];
  /** Free content instead of title and description. */
  children?: ReactNode;
}

/** The content of one row of an ItemList. */
export function ItemRow({ avatar, title, description, actions, children }: ItemRowProps) {
  return (
    <>
      {avatar && <span className={styles.avatar}>{avatar}</span>}
      <div className={styles.main}>
        {children ?? (
          <>
            {title && <div className={styles.title}>{title}</div>}
            {description && <div className={styles.description}>{description}</div>}
          </>
        )}
      </div>
      {actions && actions.length > 0 && <span className={styles.actions}>{actions}</span>}
    </>
  );
}
