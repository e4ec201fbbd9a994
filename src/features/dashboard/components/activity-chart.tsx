import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import hidden from '@/components/visually-hidden.module.css';
import type { ActivityDay } from '../types';
import styles from './dashboard.module.css';

export const SERIES = [
  { key: 'uploads', color: 'var(--ant-color-success)' },
  { key: 'updates', color: 'var(--ant-color-primary)' },
  { key: 'voids', color: 'var(--ant-color-error)' },
] as const;

type SeriesKey = (typeof SERIES)[number]['key'];

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };

/** A rounded top for the y axis: 1, 2, 5, 10, 20, 50… */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * magnitude >= value)!;
  return step * magnitude;
}

export const totalsOf = (days: ActivityDay[]) =>
  Object.fromEntries(SERIES.map(({ key }) => [key, days.reduce((n, day) => n + day[key], 0)])) as Record<SeriesKey, number>;

/**
 * Document activity per day as stacked bars (uploads, new versions, voids), drawn in SVG. For assistive
 * technology the picture carries a summary, every bar a title, and the numbers are also in a table that
 * only screen readers meet.
 */
export function ActivityChart({ days }: { days: ActivityDay[] }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const descId = useId();
  const totals = totalsOf(days);
  const max = niceMax(Math.max(0, ...days.map((d) => d.uploads + d.updates + d.voids)));
  const plotWidth = WIDTH - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const label = (key: SeriesKey) => t(`activity.${key}`);
  // Each number with its own plural form: '1 void', '2 voids'.
  const counts = (values: Pick<ActivityDay, SeriesKey>) => ({
    uploads: t('activity.uploadsCount', { count: values.uploads }),
    updates: t('activity.updatesCount', { count: values.updates }),
    voids: t('activity.voidsCount', { count: values.voids }),
  });
  const summary = t('activity.summary', { days: t('activity.daysCount', { count: days.length }), ...counts(totals) });

  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descId}`} className={styles.svg}>
        <title id={titleId}>{t('activity.title')}</title>
        <desc id={descId}>{summary}</desc>
        {[0, max / 2, max].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(tick)} y2={y(tick)} style={{ stroke: 'var(--ant-color-border-secondary)' }} />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" fontSize="10" style={{ fill: 'var(--ant-color-text-tertiary)' }}>
              {tick}
            </text>
          </g>
        ))}
        {days.map((day, i) => {
          let base = 0;
          const x = PAD.left + i * slot + (slot - barWidth) / 2;
          return (
            <g key={day.date}>
              <title>{t('activity.day', { date: day.date, ...counts(day) })}</title>
              {SERIES.map(({ key, color }) => {
                const value = day[key];
                if (!value) return null;
                const top = y(base + value);
                const height = y(base) - top;
                base += value;
                return <rect key={key} x={x} y={top} width={barWidth} height={height} style={{ fill: color }} data-series={key} />;
              })}
              {(i % 5 === 0 || i === days.length - 1) && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 10}
                  textAnchor="middle"
                  fontSize="10"
                  style={{ fill: 'var(--ant-color-text-tertiary)' }}
                >
                  {day.date.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.legend}>
        {SERIES.map(({ key, color }) => (
          <span key={key} className={styles.legendItem}>
            <span className={styles.swatch} style={{ background: color }} aria-hidden />
            {label(key)}: {totals[key]}
          </span>
        ))}
      </figcaption>
      <table className={hidden.visuallyHidden}>
        <caption>{t('activity.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('activity.date')}</th>
            {SERIES.map(({ key }) => (
              <th key={key} scope="col">
                {label(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              {SERIES.map(({ key }) => (
                <td key={key}>{day[key]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
