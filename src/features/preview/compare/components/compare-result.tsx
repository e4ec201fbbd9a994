import { useState } from 'react';
import { Button, Segmented, Switch, Tag } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCharacterShortcuts } from '@/lib/character-shortcuts';
import { PHONE_QUERY, useMediaQuery } from '@/lib/use-media-query';
import type { CompareResult as Result, DiffSection } from '../engine/types';
import viewerStyles from '../../components/viewer.module.css';
import { PdfPixelDiff } from './pdf-pixel-diff';
import { SheetSection } from './sheet-section';
import { TextSection, type CompareLayout } from './text-section';
import { useChangeNavigation } from './use-change-navigation';
import { useOpenedPdfs, type OpenPdf } from './use-opened-pdfs';
import styles from './compare.module.css';

interface CompareResultProps {
  result: Result;
  beforeRevision: number;
  afterRevision: number;
  /** Both versions' bytes, for a PDF's pages drawn again. */
  blobs?: { before: Blob; after: Blob };
}

/** What comparing two versions found: the count, the way through the changes, and each section's blocks. */
export function CompareResult({ result, beforeRevision, afterRevision, blobs }: CompareResultProps) {
  const { t } = useTranslation('preview');
  const phone = useMediaQuery(PHONE_QUERY);
  const [chosen, setChosen] = useState<CompareLayout>('sideBySide');
  // A phone has no room for two columns.
  const layout: CompareLayout = phone ? 'inline' : chosen;
  const { current, next, previous } = useChangeNavigation(result.changes);
  const characterKeys = useCharacterShortcuts();
  const sheet = result.kind === 'xlsx';
  const openPdf = useOpenedPdfs(blobs);

  return (
    <div className={viewerStyles.fill}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('compare.toolbar')}>
        <span className={styles.count} data-testid="compare-count">
          {result.changes ? t('compare.changes', { count: result.changes }) : t('compare.noChanges')}
        </span>
        <Button
          icon={<ArrowUpOutlined />}
          disabled={current <= 0}
          onClick={previous}
          aria-keyshortcuts={characterKeys ? 'p Alt+ArrowUp' : 'Alt+ArrowUp'}
        >
          {t('compare.previous')}
        </Button>
        <Button
          icon={<ArrowDownOutlined />}
          disabled={current >= result.changes - 1}
          onClick={next}
          aria-keyshortcuts={characterKeys ? 'n Alt+ArrowDown' : 'Alt+ArrowDown'}
        >
          {t('compare.next')}
        </Button>
        <span className={styles.position} aria-live="polite">
          {current >= 0 ? t('compare.position', { current: current + 1, count: result.changes }) : ''}
        </span>
        {!phone ? <span className={styles.keys}>{characterKeys ? t('compare.keysHint') : t('compare.keysHintAlt')}</span> : null}
        {!phone && !sheet ? (
          <Segmented<CompareLayout>
            className={styles.spacer}
            aria-label={t('compare.layout')}
            value={chosen}
            onChange={setChosen}
            options={[
              { value: 'sideBySide', label: t('compare.sideBySide') },
              { value: 'inline', label: t('compare.inline') },
            ]}
          />
        ) : null}
      </div>
      <div className={styles.scroll}>
        {result.sections.map((section, index) => (
          <Section
            key={`${section.title}-${index}`}
            section={section}
            kind={result.kind}
            layout={layout}
            current={current}
            beforeRevision={beforeRevision}
            afterRevision={afterRevision}
            openPdf={openPdf}
          />
        ))}
      </div>
    </div>
  );
}

interface SectionProps {
  section: DiffSection;
  kind: Result['kind'];
  layout: CompareLayout;
  current: number;
  beforeRevision: number;
  afterRevision: number;
  /** Both versions' documents, for a PDF's pages drawn again. */
  openPdf?: OpenPdf;
}

function Section({ section, kind, layout, current, beforeRevision, afterRevision, openPdf }: SectionProps) {
  const { t } = useTranslation('preview');
  const [pixels, setPixels] = useState(false);
  const title =
    kind === 'xlsx' ? t('compare.sheet', { name: section.title }) : kind === 'pdf' ? t('compare.page', { page: section.title }) : '';
  const changed = section.blocks.some((block) => block.op !== 'equal');
  const pages = section.pages;
  const canDraw = kind === 'pdf' && openPdf && pages?.before !== undefined && pages.after !== undefined;
  const showColumns = kind !== 'xlsx' && layout === 'sideBySide';
  return (
    <section className={styles.section} aria-label={title || t('compare.document')}>
      {title || section.presence === 'added' || section.presence === 'removed' || canDraw ? (
        <header className={styles.sectionHeader}>
          {title ? <h2 className={styles.sectionTitle}>{title}</h2> : null}
          {section.presence === 'added' ? <Tag color="success">{t('compare.sectionAdded')}</Tag> : null}
          {section.presence === 'removed' ? <Tag color="error">{t('compare.sectionRemoved')}</Tag> : null}
          {!changed ? <Tag>{t('compare.sectionSame')}</Tag> : null}
          {canDraw ? (
            <label className={styles.spacer} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
              <Switch size="small" checked={pixels} onChange={setPixels} />
              {t('compare.pixels')}
            </label>
          ) : null}
        </header>
      ) : null}
      {showColumns ? (
        <div className={styles.columnsHead} aria-hidden>
          <span>{t('compare.older', { revision: beforeRevision })}</span>
          <span>{t('compare.newer', { revision: afterRevision })}</span>
        </div>
      ) : null}
      {kind === 'xlsx' ? (
        <SheetSection blocks={section.blocks} current={current} caption={title} />
      ) : (
        <TextSection blocks={section.blocks} layout={layout} current={current} />
      )}
      {canDraw && pixels ? (
        <PdfPixelDiff
          openPdf={openPdf}
          beforePage={pages.before!}
          afterPage={pages.after!}
          beforeRevision={beforeRevision}
          afterRevision={afterRevision}
        />
      ) : null}
    </section>
  );
}
