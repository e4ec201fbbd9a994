/**
 * Dropping files and folders onto the listing: the drag handlers for the area and the overlay shown while
 * files are dragged over it. Where the user may not upload, a drop is refused (the browser shows "no
 * drop" and does not open the file instead).
 */
import { useRef, useState, type CSSProperties, type DragEvent } from 'react';
import { InboxOutlined } from '@ant-design/icons';
import { carriesFiles, entriesOf, type DropSource } from '../drop-entries';
import styles from './drop-zone.module.css';

export interface DropTargetProps {
  onDragEnter: (event: DragEvent<HTMLElement>) => void;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDragLeave: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  style: CSSProperties;
}

export function useDropZone({ enabled, onDrop }: { enabled: boolean; onDrop: (sources: DropSource[]) => void }) {
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);

  const props: DropTargetProps = {
    style: { position: 'relative' },
    onDragEnter: (event) => {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      depth.current += 1;
      setDragging(true);
    },
    onDragOver: (event) => {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = enabled ? 'copy' : 'none';
    },
    onDragLeave: (event) => {
      if (!carriesFiles(event.dataTransfer)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop: (event) => {
      if (!carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      // The entries must be taken now: the browser empties the DataTransfer after the event.
      if (enabled) onDrop(entriesOf(event.dataTransfer));
    },
  };

  return { props, dragging: enabled && dragging };
}

export function DropOverlay({ text }: { text: string }) {
  return (
    <div className={styles.overlay} role="status">
      <InboxOutlined className={styles.icon} aria-hidden />
      {text}
    </div>
  );
}
