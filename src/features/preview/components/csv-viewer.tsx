import { useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useVirtualizer } from '@tanstack/react-virtual';
import { decodeText } from '../decode-text';
import { parseTable } from '../formats/parse-table';
import type { BlobViewerProps } from '../viewer-modules';
import { ReadFailure } from './preview-error';
import styles from './viewer.module.css';

const ROW_HEIGHT = 32;
const COLUMN_WIDTH = 160;

/** A CSV or TSV file as a table: the first row as the header, the rows virtualised so a big file scrolls. */
export default function CsvViewer({ blob, fileName, onDownload }: BlobViewerProps) {
  const { t } = useTranslation('preview');
  const [rows, setRows] = useState<string[][] | null>(null);
  const [failed, setFailed] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    blob
      .arrayBuffer()
      .then((buffer) => parseTable(decodeText(new Uint8Array(buffer)).text, fileName))
      .then(
        (parsed) => !cancelled && setRows(parsed),
        () => !cancelled && setFailed(true),
      );
    return () => {
      cancelled = true;
    };
  }, [blob, fileName]);

  const [header = [], ...body] = rows ?? [];
  // eslint-disable-next-line react-hooks/incompatible-library -- no React Compiler here; the virtualizer re-renders on scroll itself
  const virtual = useVirtualizer({
    count: body.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    useFlushSync: false,
  });

  if (failed) return <ReadFailure onDownload={onDownload} />;
  if (!rows) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
  const columns = rows.reduce((widest, row) => Math.max(widest, row.length), 1);
  const width = columns * COLUMN_WIDTH;
  const cells = (row: string[]) => Array.from({ length: columns }, (_, c) => row[c] ?? '');
  return (
    <div className={styles.fill}>
      <div className={styles.toolbar}>
        <span className={styles.status} data-testid="table-size">
          {t('table.size', { rows: body.length, columns })}
        </span>
      </div>
      <div ref={scrollRef} className={styles.scroll} tabIndex={0} role="table" aria-label={t('table.content')} aria-rowcount={rows.length}>
        <div role="rowgroup" className={styles.tableHead} style={{ width }}>
          <div role="row" aria-rowindex={1} className={styles.tableRow}>
            {cells(header).map((text, c) => (
              <div role="columnheader" key={c} className={styles.tableCell} style={{ width: COLUMN_WIDTH }} title={text}>
                {text}
              </div>
            ))}
          </div>
        </div>
        <div role="rowgroup" style={{ height: virtual.getTotalSize(), width, position: 'relative' }}>
          {virtual.getVirtualItems().map((item) => (
            <div
              role="row"
              key={item.key}
              aria-rowindex={item.index + 2}
              className={styles.tableRow}
              style={{ position: 'absolute', top: 0, left: 0, height: ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            >
              {cells(body[item.index]).map((text, c) => (
                <div role="cell" key={c} className={styles.tableCell} style={{ width: COLUMN_WIDTH }} title={text}>
                  {text}
                </div>
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
