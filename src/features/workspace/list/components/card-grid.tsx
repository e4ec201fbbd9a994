import { memo, useEffect, useMemo, useRef } from 'react';
import { Spin } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FileIcon } from '@/components/file-icon';
import { useCoveredBottom } from '@/lib/bottom-overlay';
import { PreviewWatermark } from '@/components/preview-watermark/preview-watermark';
import { formatFileSize } from '@/lib/file-types';
import { revealBidi } from '@/lib/names';
import { useListKeyDown } from '../use-list-key-down';
import type { RowListProps } from '../row-list-props';
import { displayName, rowLabels } from '../row-text';
import { isFileRow, rowKey } from '../../shared/types';
import { OpenRowMenu, useHasRowMenu, useLongPress, useRowMenu } from '../../shared/components/row-menu';
import styles from '../../shared/workspace.module.css';
import { useFocusedActiveRow } from '../use-focused-active-row';
import { useRowHandlers } from '../use-row-handlers';
import { RowButtons } from './row-buttons';
import { RowCheck, rowElementProps, type RowState } from './row-element';

const CARD_MIN_WIDTH = 150 + 12;

export interface CardGridProps extends RowListProps {
  /**
   * `cards` (the default): a grid of cards. `list`: the same rows one under another, a compact list for a
   * phone: icon, name, size and date, the details and "more" buttons at the end of each line.
   */
  layout?: 'cards' | 'list';
}

const cardDomId = (key: string) => `card-${key}`;

/**
 * The /disk cards: icon, name, size and date of each folder and file; the same keyboard model as the list.
 * Each card is a row of a grid (one cell), named like the list's rows.
 */
export function CardGrid({ layout = 'cards', ...props }: CardGridProps) {
  const { rows, selection, highlightKey, loading, empty, rowMenu: menuGroups } = props;
  const compact = layout === 'list';
  const { t, i18n } = useTranslation('workspace');
  // t follows the language.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const labels = useMemo(() => rowLabels(t), [t, i18n.language]);
  const gridRef = useRef<HTMLDivElement>(null);
  const rowMenu = useRowMenu(menuGroups, () => gridRef.current?.focus({ preventScroll: true }));
  const handlers = useRowHandlers(props, rowMenu);
  const hasRowMenu = useHasRowMenu(menuGroups);
  const longPress = useLongPress((element, point) => {
    const index = rows.findIndex((row) => cardDomId(rowKey(row)) === element.id);
    if (index >= 0 && hasRowMenu(rows[index])) handlers.menu(rows[index], index, point);
  });
  const { activeIndex } = selection;
  const activateOnFocus = useFocusedActiveRow(gridRef, selection, rows.length);
  // The upload panel may float over the cards' bottom: the active card is scrolled above it (WCAG 2.4.11).
  const coveredBottom = useCoveredBottom(gridRef, rows.length > 0);
  const activeRow = activeIndex >= 0 ? rows[activeIndex] : undefined;

  useEffect(() => {
    if (activeRow) document.getElementById(cardDomId(rowKey(activeRow)))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeRow, coveredBottom]);

  const onKeyDown = useListKeyDown({ ...props, rowMenu, domId: cardDomId }, () =>
    compact ? 1 : Math.max(2, Math.floor((gridRef.current?.clientWidth ?? 0) / CARD_MIN_WIDTH)),
  );

  // One watermark layer over the cards: thumbnails are previews too. It is there while the rows are awaited
  // (the same element, kept when they come), so it is drawn once, before them, rather than after them.
  if (rows.length === 0) {
    return (
      <PreviewWatermark>
        {/* The room the cards will fill: the pager below stays where the rows leave it (no shift when they come). */}
        <div className={styles.cardsWaiting}>{loading ? <Spin /> : empty}</div>
      </PreviewWatermark>
    );
  }

  return (
    <PreviewWatermark>
      <div
        ref={gridRef}
        className={compact ? `${styles.cards} ${styles.compactList}` : styles.cards}
        role="grid"
        aria-label={compact ? t('list.label') : t('list.cardsLabel')}
        aria-multiselectable
        aria-busy={loading}
        tabIndex={0}
        aria-activedescendant={activeRow ? cardDomId(rowKey(activeRow)) : undefined}
        style={coveredBottom ? { scrollPaddingBottom: coveredBottom, paddingBottom: coveredBottom } : undefined}
        onKeyDown={onKeyDown}
        {...longPress}
        onFocus={activateOnFocus}
      >
        {rows.map((row, i) => {
          const key = rowKey(row);
          return (
            <Card
              key={key}
              row={row}
              index={i}
              compact={compact}
              selected={selection.isSelected(key)}
              active={i === activeIndex}
              highlighted={key === highlightKey}
              withMenu={hasRowMenu(row)}
              menuOpen={rowMenu.openKey === key}
              handlers={handlers}
              labels={labels}
            />
          );
        })}
        <OpenRowMenu state={rowMenu} />
      </div>
    </PreviewWatermark>
  );
}

interface CardProps extends RowState {
  compact: boolean;
  menuOpen: boolean;
}

/** One card (or line of the compact list), drawn again only when one of its props changes. */
const Card = memo(function Card(props: CardProps) {
  const { row, index, compact, selected, handlers, labels } = props;
  const key = rowKey(row);
  const name = revealBidi(displayName(row));
  const size = isFileRow(row) ? row.fileSize || formatFileSize(row.totalSize) : '';
  const date = row.updateTime && dayjs(row.updateTime).isValid() ? dayjs(row.updateTime).format('YYYY-MM-DD') : '';
  return (
    <div id={cardDomId(key)} {...rowElementProps(styles.card, props)}>
      {/* A grid row, not a listbox option: a card holds controls (select, details, open). */}
      <div role="gridcell" className={styles.cardCell}>
        <span className={styles.cardCheck}>
          <RowCheck rowKey={key} name={name} selected={selected} handlers={handlers} labels={labels} />
        </span>
        <span className={styles.cardDetails}>
          <RowButtons {...props} name={name} />
        </span>
        <FileIcon item={row} size={compact ? 24 : 40} />
        <button
          type="button"
          tabIndex={-1}
          className={`${styles.nameLink} ${styles.cardName}`}
          title={name}
          onClick={(event) => {
            event.stopPropagation();
            handlers.open(row, index);
          }}
        >
          {name}
        </button>
        <span className={styles.cardMeta}>{[size, date].filter(Boolean).join(' · ')}</span>
      </div>
    </div>
  );
});
