import { useState } from 'react';
import { Alert, Button, Drawer, Empty, Form, Input, Modal, Space, Spin, Tooltip, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '@/lib/app-feedback';
import { offerUndo, undoEach } from '@/lib/undo';
import { favouriteKeys } from '@/entities/favourites/keys';
import { FileIcon } from '@/components/file-icon';
import { ItemList, ItemRow } from '@/components/item-list/item-list';
import { useFavourites } from '@/entities/favourites/get-favourites';
import type { FavouriteEntry } from '@/entities/favourites/types';
import { nameCount, nameRules } from '@/components/name-rules';
import { revealBidi } from '@/lib/names';
import { groupByLabel } from '../favourite-labels';
import { addFavourite } from '../api/favourite-add';
import { useRemoveFavourite } from '../api/favourite-remove';
import { renameLabel, useRemoveLabel, useRenameLabel } from '../api/label-manage';
import { errorText } from '../../shared/errors';
import { useDialogSend } from '../../shared/use-dialog-send';
import { LABEL_RULE } from './favourite-dialog';

export interface FavouritesDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Open the entry's folder, on the file. */
  onOpenFile: (entry: FavouriteEntry) => void;
}

/** The refresh the label changes make, made again when one is undone. */
function useRefreshFavourites() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: favouriteKeys.all });
}

/** Rename a label: the new name (an existing label's name merges both). */
function RenameLabelDialog({ label, labels, onClose }: { label: string; labels: string[]; onClose: () => void }) {
  const { t } = useTranslation('transfer');
  const { message } = useAppFeedback();
  const refresh = useRefreshFavourites();
  const [form] = Form.useForm<{ name: string }>();
  const { failure, send } = useDialogSend();
  const rename = useRenameLabel();
  const submit = async ({ name }: { name: string }) => {
    const newName = name.trim();
    // A merge into another label cannot be told apart afterwards: renaming back would take that label's files too.
    const merges = newName !== label && labels.includes(newName);
    if (!(await send(() => rename.mutateAsync({ signName: label, newName })))) return;
    const text = t('labels.renamed', { from: label, to: newName });
    if (merges || newName === label) void message.success(text);
    else offerUndo({ message: text, undo: () => renameLabel({ signName: newName, newName: label }), refresh });
    onClose();
  };
  return (
    <Modal
      open
      title={t('labels.renameTitle', { label })}
      okText={t('labels.rename')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: rename.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{ name: label }} onFinish={(values) => void submit(values)}>
        <Form.Item name="name" label={t('labels.newName')} rules={nameRules(t, LABEL_RULE, { required: t('favourite.labelRequired') })}>
          <Input autoFocus count={nameCount(LABEL_RULE)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The user's favourites by label (GET /sign/getSign/*): each file opens its folder; a file can be taken off
 * a label, and a label renamed or removed (removing asks first).
 */
export function FavouritesDrawer({ open, onClose, onOpenFile }: FavouritesDrawerProps) {
  const { t } = useTranslation('transfer');
  const { message, modal } = useAppFeedback();
  const favourites = useFavourites(open);
  const removeEntry = useRemoveFavourite();
  const removeLabel = useRemoveLabel();
  const refresh = useRefreshFavourites();
  const [renaming, setRenaming] = useState<string | null>(null);
  const groups = groupByLabel(favourites.data ?? []);

  const confirmRemoveLabel = (label: string, entries: FavouriteEntry[]) =>
    modal.confirm({
      title: t('labels.removeTitle', { label }),
      content: t('labels.removeWarning', { count: entries.length }),
      okText: t('labels.remove'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await removeLabel.mutateAsync(label);
          offerUndo({
            message: t('labels.removed', { label }),
            undo: () => undoEach(entries, (entry) => addFavourite({ signName: label, fileNum: entry.fileNum })),
            refresh,
          });
        } catch (error) {
          void message.error(t('labels.removeFailed', { reason: errorText(error, t) }));
          throw error;
        }
      },
    });

  const confirmRemoveEntry = (entry: FavouriteEntry) =>
    modal.confirm({
      title: t('labels.unfileTitle', { name: entry.file.fileName, label: entry.signName }),
      okText: t('labels.unfile'),
      okButtonProps: { danger: true },
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await removeEntry.mutateAsync({ signName: entry.signName, fileNum: entry.fileNum });
          offerUndo({
            message: t('labels.unfiled', { name: entry.file.fileName, label: entry.signName }),
            undo: () => addFavourite({ signName: entry.signName, fileNum: entry.fileNum }),
            refresh,
          });
        } catch (error) {
          void message.error(t('labels.unfileFailed', { reason: errorText(error, t) }));
          throw error;
        }
      },
    });

  return (
    <Drawer open={open} onClose={onClose} size={520} title={t('favourites.title')}>
      {favourites.isPending && open && <Spin />}
      {favourites.isError && (
        <Alert
          type="error"
          showIcon
          title={t('favourites.failed', { reason: errorText(favourites.error, t) })}
          action={
            <Button size="small" onClick={() => void favourites.refetch()} loading={favourites.isFetching}>
              {t('common:actions.retry')}
            </Button>
          }
        />
      )}
      {favourites.isSuccess && groups.length === 0 && <Empty description={t('favourites.empty')} />}
      {groups.map(({ label, entries }) => (
        <section key={label} aria-label={t('favourites.labelSection', { label })} style={{ marginBottom: 16 }}>
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('favourites.labelHeading', { label, count: entries.length })}
            </Typography.Title>
            <Space size={0}>
              <Tooltip title={t('labels.rename')}>
                <Button
                  type="text"
                  size="small"
                  icon={<EditOutlined />}
                  aria-label={t('labels.renameTitle', { label })}
                  onClick={() => setRenaming(label)}
                />
              </Tooltip>
              <Tooltip title={t('labels.remove')}>
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('labels.removeTitle', { label })}
                  onClick={() => confirmRemoveLabel(label, entries)}
                />
              </Tooltip>
            </Space>
          </Space>
          <ItemList
            size="small"
            items={entries}
            rowKey={(entry) => entry.signId}
            renderItem={(entry) => (
              <ItemRow
                actions={[
                  <Button
                    key="open"
                    type="link"
                    size="small"
                    icon={<FolderOpenOutlined />}
                    aria-label={t('favourites.openFolderOf', { name: entry.file.fileName })}
                    onClick={() => onOpenFile(entry)}
                  >
                    {t('favourites.openFolder')}
                  </Button>,
                  <Button
                    key="remove"
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('labels.unfileTitle', { name: entry.file.fileName, label })}
                    onClick={() => confirmRemoveEntry(entry)}
                  />,
                ]}
              >
                <Space>
                  <FileIcon item={entry.file} size={16} />
                  <span>{revealBidi(entry.file.fileName)}</span>
                </Space>
              </ItemRow>
            )}
          />
        </section>
      ))}
      {renaming && <RenameLabelDialog label={renaming} labels={groups.map((group) => group.label)} onClose={() => setRenaming(null)} />}
    </Drawer>
  );
}
