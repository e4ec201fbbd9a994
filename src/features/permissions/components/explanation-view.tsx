import { Card, Descriptions, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { CommonTable } from '@/components/common-table/common-table';
import { useLocalList } from '@/components/common-table/use-local-list';
import { describeSource, dirLevelLabel, fileLevelLabel } from '../levels';
import type { AccessExplanation, AccessSource } from '../types';
import { LevelTags } from './level-tags';

/** A user's effective levels and, for each role, team, inheritance or file permission, what it gave and whether it decided. */
type Row = AccessSource & { key: number };

/** The sources of one level as a table (a handful of rows; paged like every table). */
function SourcesTable({ label, rows, columns }: { label: string; rows: Row[]; columns: ColumnsType<Row> }) {
  const list = useLocalList(rows);
  return <CommonTable<Row> label={label} rowKey="key" columns={columns} {...list.tableProps} showIndex />;
}

export function ExplanationView({ explanation }: { explanation: AccessExplanation }) {
  const { t, i18n } = useTranslation('permissions');
  const columns = (file: boolean): ColumnsType<Row> => [
    { title: t('fields.source'), key: 'source', render: (_: unknown, source) => describeSource(t, source, i18n.language) },
    {
      title: t('fields.levels'),
      key: 'levels',
      render: (_: unknown, source) => (
        <Space size={4} wrap>
          <LevelTags dirLevel={file ? null : source.dirLevel} fileLevel={source.fileLevel} />
          {source.cappedFrom && (
            <Typography.Text type="secondary">
              {t('cappedFrom', { dir: dirLevelLabel(t, source.cappedFrom.dirLevel), file: fileLevelLabel(t, source.cappedFrom.fileLevel) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('fields.decides'),
      key: 'decides',
      render: (_: unknown, source) => (
        <Space size={4}>
          {!file && source.decidesDir && <Tag color="green">{t('decidesDir')}</Tag>}
          {source.decidesFile && <Tag color="green">{t('decidesFile')}</Tag>}
        </Space>
      ),
    },
  ];
  const file = explanation.file;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card size="small" title={t('resultFor', { user: explanation.user.username, folder: explanation.path })}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={t('fields.dirLevel')}>
            <strong>{dirLevelLabel(t, explanation.dirLevel)}</strong>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.folderFileLevel')}>
            <strong>{fileLevelLabel(t, explanation.fileLevel)}</strong>
          </Descriptions.Item>
          {explanation.admin && <Descriptions.Item label={t('adminLevel')}>{t('isAdmin')}</Descriptions.Item>}
        </Descriptions>
        <SourcesTable
          label={t('sourcesLabel')}
          columns={columns(false)}
          rows={explanation.sources.map((source, key) => ({ ...source, key }))}
        />
      </Card>
      {file && (
        <Card size="small" title={t('fileResult', { file: file.fileName })}>
          {file.visible ? (
            <>
              <Descriptions column={1} size="small">
                <Descriptions.Item label={t('fields.fileLevel')}>
                  <strong>{fileLevelLabel(t, file.fileLevel)}</strong>
                </Descriptions.Item>
                {file.secret && <Descriptions.Item label={t('secret')}>{t('secretHint')}</Descriptions.Item>}
              </Descriptions>
              <SourcesTable
                label={t('fileSourcesLabel')}
                columns={columns(true)}
                rows={file.sources.map((source, key) => ({ ...source, key }))}
              />
            </>
          ) : (
            <Typography.Paragraph>{file.hiddenReason === 'folder' ? t('hiddenByFolder') : t('hiddenByRoles')}</Typography.Paragraph>
          )}
        </Card>
      )}
    </Space>
  );
}
