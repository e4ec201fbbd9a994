import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { Empty, Tag } from 'antd';
import {
  CaretDownOutlined,
  CaretRightOutlined,
  CloseCircleFilled,
  FolderFilled,
  FolderOpenFilled,
  SearchOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { revealBidi } from '@/lib/names';
import {
  ancestorsOf,
  countMatches,
  isWithin,
  siblingPositions,
  typeAheadIndex,
  visibleRows,
  type TreeIndex,
  type TreeRow,
} from '../tree-model';
import { ROOT_DIR_ID } from '../../shared/url-state';
import { useVirtualRows } from '../../shared/use-virtual-rows';
import styles from '../../shared/workspace.module.css';

const ROW_HEIGHT = 28;
/** How long typed letters add up to one word for type-ahead (the APG's usual half second). */
const TYPE_AHEAD_MS = 500;
const DRAG_TYPE = 'application/x-dms-folder';

export interface FolderTreeProps {
  index: TreeIndex;
  /** The open folder. */
  currentId: string;
  onOpen: (id: string) => void;
  /** A folder was dropped on another one (the caller asks and checks before moving). */
  onMove?: (folderId: string, targetId: string) => void;
  /** The accessible name of the tree (default: 'Folders'). */
  label?: string;
}

/** Highlights the filter text inside a name. */
function Name({ name: stored, filter }: { name: string; filter: string }) {
  const name = revealBidi(stored);
  const at = filter ? name.toLowerCase().indexOf(filter.toLowerCase()) : -1;
  if (at < 0) return <>{name}</>;
  return (
    <>
      {name.slice(0, at)}
      <mark className={styles.mark}>{name.slice(at, at + filter.length)}</mark>
      {name.slice(at + filter.length)}
    </>
  );
}

/**
 * The folder tree (GET /folder/showDirs), virtualised so 10,000+ folders render and filter without freezing:
 * only the rows in view are in the page. A filter box narrows it to matching folders and their ancestors.
 * It follows the WAI-ARIA tree pattern: one tab stop (the tree, with the active row as
 * `aria-activedescendant`); ↑/↓ move, → opens a folder or enters its first subfolder, ← closes it or goes to
 * its parent, Home/End jump, Enter or Space opens the folder in the list, `*` opens all folders beside the
 * active one, and typing letters moves to the next visible folder whose name starts with them. Rows carry
 * `aria-level`, `aria-posinset`/`aria-setsize` (only the rows in view are drawn), `aria-expanded` and
 * `aria-selected` (the open folder). Folders can be dragged onto another folder to move them.
 */
export function FolderTree({ index, currentId, onOpen, onMove, label }: FolderTreeProps) {
  const { t } = useTranslation('workspace');
  const [filterText, setFilterText] = useState('');
  // Typing stays responsive on a huge tree: the rows follow the filter a moment later.
  const filter = useDeferredValue(filterText.trim());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([ROOT_DIR_ID]));
  const [activeId, setActiveId] = useState(currentId);
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  // Two trees can be on screen (the page's and the move dialog's): their row ids must differ.
  const prefix = useId();
  const itemId = (id: string) => `${prefix}-folder-${id}`;

  // Opening a folder (here, in the breadcrumb, the list or a link) reveals it: it and its ancestors open,
  // and it becomes the active row.
  const [revealed, setRevealed] = useState<{ id: string; index: TreeIndex } | null>(null);
  if (revealed?.id !== currentId || revealed.index !== index) {
    setRevealed({ id: currentId, index });
    const missing = [...ancestorsOf(index, currentId), currentId].filter((id) => !expanded.has(id));
    if (missing.length) setExpanded(new Set([...expanded, ...missing]));
    setActiveId(currentId);
  }

  // The index's maps by id are for a filter, a drag or a dialog: built while the browser is idle, not
  // before the first rows are drawn.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => index.prepare());
    return () => cancel(handle);
  }, [index]);

  const rows = useMemo(() => visibleRows(index, expanded, filter), [index, expanded, filter]);
  const siblings = useMemo(() => siblingPositions(rows), [rows]);
  const typed = useRef({ text: '', at: 0 });
  const positionOf = useMemo(() => new Map(rows.map((row, i) => [row.id, i])), [rows]);
  const virtualizer = useVirtualRows(scrollRef, rows.length, ROW_HEIGHT, 12);
  const activeIndex = positionOf.get(activeId) ?? -1;

  // Keep the active row in view when it changes (keyboard, reveal) or the rows around it change.
  useEffect(() => {
    if (activeIndex >= 0) virtualizer.scrollToIndex(activeIndex, { align: 'auto' });
  }, [activeIndex, virtualizer]);

  const toggle = (id: string, open?: boolean) => {
    const next = new Set(expanded);
    if (open ?? !next.has(id)) next.add(id);
    else next.delete(id);
    setExpanded(next);
  };

  const moveActive = (to: number) => {
    if (rows.length === 0) return;
    const clamped = Math.max(0, Math.min(rows.length - 1, to));
    setActiveId(rows[clamped].id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = activeIndex >= 0 ? rows[activeIndex] : undefined;
    // A space inside a word being typed is part of it ("test r"), not Space opening the folder.
    const now = Date.now();
    const typing = event.key === ' ' && typed.current.text !== '' && now - typed.current.at < TYPE_AHEAD_MS;
    if (event.key.length !== 1) typed.current.text = '';
    switch (typing ? 'type-ahead' : event.key) {
      case 'ArrowDown':
        moveActive(activeIndex + 1);
        break;
      case 'ArrowUp':
        moveActive(activeIndex - 1);
        break;
      case 'Home':
        moveActive(0);
        break;
      case 'End':
        moveActive(rows.length - 1);
        break;
      case 'ArrowRight':
        if (!row?.hasChildren) return;
        // With a filter the rows shown are fixed: → only enters a folder whose matches are shown.
        if (!row.expanded) {
          if (!filter) toggle(row.id, true);
        } else moveActive(activeIndex + 1);
        break;
      case 'ArrowLeft': {
        if (!row) return;
        if (row.expanded && !filter) toggle(row.id, false);
        else {
          const parent = index.byId.get(row.id)?.parentId;
          if (parent) setActiveId(parent);
        }
        break;
      }
      case 'Enter':
      case ' ':
        if (row) onOpen(row.id);
        break;
      case '*': {
        if (!row || filter) return;
        const parent = index.byId.get(row.id)?.parentId;
        const beside = parent ? (index.byId.get(parent)?.childIds ?? []) : [row.id];
        const next = new Set(expanded);
        for (const id of beside) if (index.byId.get(id)?.childIds.length) next.add(id);
        setExpanded(next);
        break;
      }
      default: {
        // Type-ahead: a printable character, not a shortcut (`?` stays the page's help).
        if (event.key.length !== 1 || event.key === '?' || event.ctrlKey || event.metaKey || event.altKey) return;
        let text = now - typed.current.at < TYPE_AHEAD_MS ? typed.current.text + event.key : event.key;
        let found = typeAheadIndex(rows, activeIndex, text);
        // Nothing starts with the whole word: the last letter starts a new one.
        if (found < 0 && text.length > 1) {
          text = event.key;
          found = typeAheadIndex(rows, activeIndex, text);
        }
        typed.current = { text, at: now };
        if (found >= 0) setActiveId(rows[found].id);
      }
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const canDropOn = (targetId: string) =>
    dragging !== null && !isWithin(index, targetId, dragging) && index.byId.get(dragging)?.parentId !== targetId;

  const dragHandlers = (row: TreeRow) => ({
    draggable: Boolean(onMove) && row.id !== ROOT_DIR_ID,
    onDragStart: (event: DragEvent) => {
      event.dataTransfer.setData(DRAG_TYPE, row.id);
      event.dataTransfer.setData('text/plain', row.name);
      event.dataTransfer.effectAllowed = 'move';
      setDragging(row.id);
    },
    onDragEnd: () => {
      setDragging(null);
      setDropTarget(null);
    },
    onDragOver: (event: DragEvent) => {
      if (!canDropOn(row.id)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      if (dropTarget !== row.id) setDropTarget(row.id);
    },
    onDragLeave: () => {
      if (dropTarget === row.id) setDropTarget(null);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      const source = dragging ?? event.dataTransfer.getData(DRAG_TYPE);
      setDragging(null);
      setDropTarget(null);
      if (source && source !== row.id) onMove?.(source, row.id);
    },
  });

  const matches = filter ? countMatches(rows) : 0;

  return (
    <div className={styles.treePanel}>
      {/* A plain input styled like antd's: antd's Input.Search made its styles the first time the tree was
          drawn, about half of the first paint of a big tree (bench). */}
      <div className={styles.treeFilter}>
        <SearchOutlined aria-hidden className={styles.treeFilterIcon} />
        <input
          type="text"
          value={filterText}
          onChange={(event) => setFilterText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && filterText) {
              setFilterText('');
              event.stopPropagation();
            }
          }}
          placeholder={t('tree.filterPlaceholder')}
          aria-label={t('tree.filter')}
        />
        {filterText && (
          <button type="button" className={styles.treeFilterClear} aria-label={t('tree.clearFilter')} onClick={() => setFilterText('')}>
            <CloseCircleFilled />
          </button>
        )}
      </div>
      <div className={styles.treeStatus} role="status" aria-live="polite">
        {filter ? t('tree.matches', { count: matches }) : null}
      </div>
      {filter && matches === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tree.noMatch')} />
      ) : (
        <div
          ref={scrollRef}
          className={styles.treeScroll}
          role="tree"
          aria-label={label ?? t('tree.label')}
          tabIndex={0}
          aria-activedescendant={activeIndex >= 0 ? itemId(activeId) : undefined}
          onKeyDown={onKeyDown}
          onFocus={(event) => {
            // The open folder is hidden by a filter: the keyboard starts from the first row.
            if (event.target === event.currentTarget && activeIndex < 0 && rows.length) setActiveId(rows[0].id);
          }}
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              const current = row.id === currentId;
              const className = [
                styles.treeRow,
                current ? styles.treeRowCurrent : '',
                row.id === activeId ? styles.treeRowActive : '',
                row.id === dropTarget ? styles.treeRowDrop : '',
                row.status === 'void' ? styles.treeRowVoid : '',
              ].join(' ');
              return (
                <div
                  key={row.id}
                  id={itemId(row.id)}
                  role="treeitem"
                  aria-level={row.depth + 1}
                  aria-posinset={siblings.pos[item.index]}
                  aria-setsize={siblings.size[item.index]}
                  aria-expanded={row.hasChildren ? row.expanded : undefined}
                  aria-selected={current}
                  aria-current={current ? 'page' : undefined}
                  className={className}
                  style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT, paddingLeft: 4 + row.depth * 16 }}
                  onClick={() => {
                    setActiveId(row.id);
                    onOpen(row.id);
                  }}
                  onDoubleClick={() => row.hasChildren && !filter && toggle(row.id)}
                  {...dragHandlers(row)}
                >
                  <span
                    className={styles.caret}
                    aria-hidden
                    onClick={(event) => {
                      event.stopPropagation();
                      if (row.hasChildren && !filter) toggle(row.id);
                    }}
                  >
                    {row.hasChildren ? row.expanded ? <CaretDownOutlined /> : <CaretRightOutlined /> : null}
                  </span>
                  {row.expanded ? (
                    <FolderOpenFilled aria-hidden className={styles.folderIcon} />
                  ) : (
                    <FolderFilled aria-hidden className={styles.folderIcon} />
                  )}
                  <span className={styles.treeName}>
                    <Name name={row.name} filter={filter} />
                  </span>
                  {row.status === 'void' && (
                    <Tag color="default" className={styles.voidTag}>
                      {t('status.void')}
                    </Tag>
                  )}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
