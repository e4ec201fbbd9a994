import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Drawer, Form, Input, Select, Space, Spin, Tag, TreeSelect } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { FileIcon } from '@/components/file-icon';
import { formatFileSize, itemExtension } from '@/lib/file-types';
import { revealBidi } from '@/lib/names';
import { errorText } from '../../shared/errors';
import type { TreeIndex } from '../../tree/tree-model';
import type { FileParam } from '../../shared/types';
import { ROOT_DIR_ID } from '../../shared/url-state';
import { TEXT_FIELDS, useFileDetails, type MetadataForm } from '../use-file-details';

export interface FileDetailsDrawerProps {
  fileId: string | null;
  index: TreeIndex | null;
  onClose: () => void;
  onOpenFolder: (id: string) => void;
  /** More buttons in the header for the shown file (e.g. its operation log). */
  extra?: (file: { fileId: string; fileName: string }) => ReactNode;
}

const EMAIL_LIST = /^\s*[^\s@,]+@[^\s@,]+\.[^\s@,]+\s*(,\s*[^\s@,]+@[^\s@,]+\.[^\s@,]+\s*)*$/;

const dateTime = (value?: string) => (value && dayjs(value).isValid() ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '--');
const date = (value?: string) => (value && dayjs(value).isValid() ? dayjs(value).format('YYYY-MM-DD') : '--');

/** A parameter's name in the interface language. The stored value is the English name (ASSUMED, as listed). */
const paramLabel = (param: FileParam, language: string) => (language === 'zh' ? param.paramName : param.paramNameEn || param.paramName);
const paramValue = (param: FileParam) => param.paramNameEn || param.paramName;

interface AreaNode {
  value: string;
  title: string;
  children: AreaNode[];
}

/** Areas nest through parentId: a tree for the picker. */
function areaTree(params: FileParam[], language: string): AreaNode[] {
  const byParent = new Map<string, FileParam[]>();
  for (const param of params) {
    const parent = param.parentId ?? '0';
    byParent.set(parent, [...(byParent.get(parent) ?? []), param]);
  }
  const build = (parent: string, depth: number): AreaNode[] =>
    depth > 16
      ? []
      : (byParent.get(parent) ?? []).map((p) => ({
          value: paramValue(p),
          title: paramLabel(p, language),
          children: build(p.id, depth + 1),
        }));
  const ids = new Set(params.map((p) => p.id));
  const roots = params.filter((p) => !p.parentId || !ids.has(p.parentId)).map((p) => p.parentId ?? '0');
  return [...new Set(roots)].flatMap((parent) => build(parent, 0));
}

/** A file's details, its folder's path as links, and its metadata's edit form (useFileDetails). */
export function FileDetailsDrawer({ fileId, index, onClose, onOpenFolder, extra }: FileDetailsDrawerProps) {
  const { t, i18n } = useTranslation('workspace');
  const { info, fatherIds, canEdit, form, isEditing, saving, saveError, choices, startEditing, stopEditing, save } = useFileDetails(fileId);
  const { departments, areas, tiers } = choices;
  const file = info.data;

  const close = () => {
    stopEditing();
    onClose();
  };

  const location = (fatherIds.data ?? file?.path?.map((p) => p.dirId) ?? []).map((id) => ({
    id,
    name: id === ROOT_DIR_ID ? t('rootName') : (index?.byId.get(id)?.name ?? file?.path?.find((p) => p.dirId === id)?.dirName ?? id),
  }));

  const options = (params: FileParam[] | undefined) =>
    (params ?? []).map((param) => ({ value: paramValue(param), label: paramLabel(param, i18n.language) }));

  return (
    <Drawer
      open={fileId !== null}
      onClose={close}
      size={560}
      title={file ? file.fileName : t('details.title')}
      extra={
        <Space>
          {file && !isEditing && extra?.(file)}
          {canEdit && !isEditing && file ? (
            <Button icon={<EditOutlined />} onClick={() => startEditing(file)}>
              {t('details.edit')}
            </Button>
          ) : null}
        </Space>
      }
    >
      {info.isPending && fileId !== null && <Spin />}
      {info.isError && <LoadError error={info.error} message={errorText(info.error, t)} onRetry={() => void info.refetch()} />}
      {file && !isEditing && (
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('columns.fileName')}>
            <Space>
              <FileIcon item={file} size={18} />
              {revealBidi(file.fileName)}
            </Space>
          </Descriptions.Item>
          <Descriptions.Item label={t('details.type')}>{itemExtension(file).toUpperCase() || '--'}</Descriptions.Item>
          <Descriptions.Item label={t('details.revision')}>{file.revision ?? '--'}</Descriptions.Item>
          <Descriptions.Item label={t('columns.fileSize')}>{file.fileSize || formatFileSize(file.totalSize) || '--'}</Descriptions.Item>
          <Descriptions.Item label={t('details.status')}>
            <Tag color={file.status === 'expired' ? 'orange' : file.status === 'void' ? 'default' : 'green'}>
              {t(`status.${file.status}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('details.folder')}>
            <nav aria-label={t('details.folder')}>
              {location.map((item, i) => (
                <span key={item.id}>
                  {i > 0 && ' / '}
                  <a
                    href={`#/filelist?dir=${item.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      close();
                      onOpenFolder(item.id);
                    }}
                  >
                    {revealBidi(item.name)}
                  </a>
                </span>
              ))}
              {fatherIds.isError && !file.path?.length && <span>{errorText(fatherIds.error, t)}</span>}
            </nav>
          </Descriptions.Item>
          <Descriptions.Item label={t('columns.updateTime')}>{dateTime(file.updateTime)}</Descriptions.Item>
          <Descriptions.Item label={t('columns.editDate')}>{date(file.editDate)}</Descriptions.Item>
          {(
            [
              'documentNumber',
              'publisher',
              'updater',
              'uploader',
              'location',
              'leadingDepartment',
              'archiveArea',
              'documentCategory',
              'fileLevel',
              'emailNotifier',
            ] as const
          ).map((key) => (
            <Descriptions.Item key={key} label={t(`columns.${key}`)}>
              {file[key] || '--'}
            </Descriptions.Item>
          ))}
          {file.labels && file.labels.length > 0 && (
            <Descriptions.Item label={t('details.labels')}>
              {file.labels.map((label) => (
                <Tag key={label}>{revealBidi(label)}</Tag>
              ))}
            </Descriptions.Item>
          )}
        </Descriptions>
      )}
      {file && isEditing && (
        <Form<MetadataForm> form={form} name="file-metadata" layout="vertical" onFinish={(values) => void save(values)}>
          {saveError && <Alert type="error" showIcon title={saveError} style={{ marginBottom: 12 }} />}
          {TEXT_FIELDS.map((key) => (
            <Form.Item
              key={key}
              name={key}
              label={t(`columns.${key}`)}
              rules={[{ max: 200, message: t('details.tooLong', { count: 200 }) }]}
            >
              <Input maxLength={201} />
            </Form.Item>
          ))}
          <Form.Item name="leadingDepartment" label={t('columns.leadingDepartment')}>
            <Select
              allowClear
              showSearch
              loading={departments.isPending}
              options={options(departments.data)}
              aria-label={t('columns.leadingDepartment')}
            />
          </Form.Item>
          <Form.Item name="archiveArea" label={t('columns.archiveArea')}>
            <TreeSelect
              allowClear
              showSearch
              treeDefaultExpandAll
              loading={areas.isPending}
              treeData={areaTree(areas.data ?? [], i18n.language)}
              aria-label={t('columns.archiveArea')}
            />
          </Form.Item>
          <Form.Item name="fileLevel" label={t('columns.fileLevel')}>
            <Select allowClear loading={tiers.isPending} options={options(tiers.data)} aria-label={t('columns.fileLevel')} />
          </Form.Item>
          <Form.Item
            name="emailNotifier"
            label={t('columns.emailNotifier')}
            extra={t('details.emailHint')}
            rules={[
              {
                validator: (_, value: string) =>
                  !value || EMAIL_LIST.test(value) ? Promise.resolve() : Promise.reject(new Error(t('details.emailInvalid'))),
              },
            ]}
          >
            <Input />
          </Form.Item>
          {(departments.isError || areas.isError || tiers.isError) && (
            <Alert type="warning" showIcon title={t('details.choicesFailed')} style={{ marginBottom: 12 }} />
          )}
          <Space>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('common:actions.save')}
            </Button>
            <Button onClick={stopEditing}>{t('common:actions.cancel')}</Button>
          </Space>
        </Form>
      )}
    </Drawer>
  );
}
