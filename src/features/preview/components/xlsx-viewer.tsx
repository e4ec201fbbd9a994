import { useEffect, useState } from 'react';
import { Alert, Button, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { printSheets } from '../print';
import { ReadFailure } from './preview-error';
import { PrintButton } from './print-button';
import styles from './viewer.module.css';

/** Rows shown per sheet; a bigger sheet says so and offers the download. */
export const MAX_SHEET_ROWS = 2000;

type Cell = string | number | boolean | Date | null;
interface Sheet {
  name: string;
  rows: Cell[][];
}

const columnName = (index: number) => {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel dates carry no zone: read-excel-file gives them as UTC; show them as written. */
export function formatCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const date = `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
    const time =
      value.getUTCHours() || value.getUTCMinutes() || value.getUTCSeconds()
        ? ` ${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}:${pad(value.getUTCSeconds())}`
        : '';
    return date + time;
  }
  return String(value);
}

/**
 * A workbook (.xlsx) read in the browser by read-excel-file (loaded only when needed): one tab per sheet. Print
 * (for a user who may download) prints every sheet, as many rows as are shown.
 */
export default function XlsxViewer({ blob, onDownload }: { blob: Blob; onDownload?: () => void }) {
  const [sheets, setSheets] = useState<Sheet[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const { default: readXlsxFile } = await import('read-excel-file/browser');
      const read = await readXlsxFile(blob);
      if (!cancelled) setSheets(read.map((sheet) => ({ name: sheet.sheet, rows: sheet.data as Cell[][] })));
    })().catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [blob]);

  if (failed) return <ReadFailure onDownload={onDownload} />;
  if (!sheets) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} />;
  return (
    <div className={styles.fill} style={{ padding: '0 12px', background: 'var(--ant-color-bg-container)' }}>
      <Tabs
        tabBarExtraContent={onDownload ? <PrintButton onPrint={(options) => printSheets(printedSheets(sheets), options)} /> : undefined}
        items={sheets.map((sheet, i) => ({
          key: String(i),
          label: sheet.name,
          children: <SheetTable sheet={sheet} onDownload={onDownload} />,
        }))}
      />
    </div>
  );
}

const printedSheets = (sheets: Sheet[]) =>
  sheets.map((sheet) => ({
    name: sheet.name,
    rows: sheet.rows.slice(0, MAX_SHEET_ROWS).map((row) => row.map((cell) => formatCell(cell ?? null))),
  }));

function SheetTable({ sheet, onDownload }: { sheet: Sheet; onDownload?: () => void }) {
  const { t } = useTranslation('preview');
  const width = sheet.rows.reduce((max, row) => Math.max(max, row.length), 0);
  const rows = sheet.rows.slice(0, MAX_SHEET_ROWS);
  if (sheet.rows.length === 0) return <Alert type="info" showIcon title={t('xlsx.empty')} />;
  return (
    <div style={{ overflow: 'auto', maxHeight: 'calc(100vh - 200px)' }}>
      {sheet.rows.length > MAX_SHEET_ROWS ? (
        <Alert
          type="warning"
          showIcon
          title={t('xlsx.truncated', { shown: MAX_SHEET_ROWS, count: sheet.rows.length })}
          action={
            onDownload ? (
              <Button size="small" type="link" onClick={onDownload}>
                {t('download')}
              </Button>
            ) : undefined
          }
          style={{ marginBottom: 8 }}
        />
      ) : null}
      <table className={styles.sheet} aria-label={t('xlsx.sheet', { name: sheet.name })}>
        <thead>
          <tr>
            <th scope="col" />
            {Array.from({ length: width }, (_, c) => (
              <th key={c} scope="col">
                {columnName(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              <th scope="row">{r + 1}</th>
              {Array.from({ length: width }, (_, c) => (
                <td key={c} className={typeof row[c] === 'number' ? styles.number : undefined}>
                  {formatCell(row[c] ?? null)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
