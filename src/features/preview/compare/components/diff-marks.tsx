import { useTranslation } from 'react-i18next';
import hidden from '@/components/visually-hidden.module.css';
import type { Segment } from '../engine/types';
import styles from './compare.module.css';

/** Inserted text: green, underlined, and said as "inserted" to a screen reader. Rendered as text, never HTML. */
export function Inserted({ text }: { text: string }) {
  const { t } = useTranslation('preview');
  return (
    <ins className={styles.ins}>
      <span className={hidden.visuallyHidden}>{`${t('compare.inserted')} `}</span>
      {text}
    </ins>
  );
}

/** Deleted text: red, struck through, and said as "deleted" to a screen reader. */
export function Deleted({ text }: { text: string }) {
  const { t } = useTranslation('preview');
  return (
    <del className={styles.del}>
      <span className={hidden.visuallyHidden}>{`${t('compare.deleted')} `}</span>
      {text}
    </del>
  );
}

/** A changed block's words; `side` keeps only what that version holds, inline shows both. */
export function Words({ words, side }: { words: Segment[]; side: 'before' | 'after' | 'both' }) {
  return (
    <>
      {words.map((segment, i) => {
        if (segment.op === 'equal') return <span key={i}>{segment.text}</span>;
        if (segment.op === 'insert') return side === 'before' ? null : <Inserted key={i} text={segment.text} />;
        return side === 'after' ? null : <Deleted key={i} text={segment.text} />;
      })}
    </>
  );
}
