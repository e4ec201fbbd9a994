import { useMemo } from 'react';
import { Alert, AutoComplete, Form, Input, Modal, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { offerUndo, undoEach } from '@/lib/undo';
import { favouriteKeys } from '@/entities/favourites/keys';
import { nameCount, nameRules } from '@/components/name-rules';
import { SHORT_NAME_RULE } from '@/lib/names';
import { useFavourites } from '@/entities/favourites/get-favourites';
import { useAddFavourites } from '../api/favourite-add';
import { removeFavourite } from '../api/favourite-remove';
import { groupByLabel } from '../favourite-labels';
import { useDialogSend } from '../../shared/use-dialog-send';
import type { FileRow } from '../../shared/types';

/** A label (favourites list name) follows the shared name rule (the server's too). */
export const LABEL_RULE = SHORT_NAME_RULE;

/**
 * Add files to the favourites under a label (POST /collection/add/ {signName, fileNum}): choose one of the
 * user's labels or type a new one. A refusal is shown in the dialog, which keeps the typed label.
 */
export function FavouriteDialog({ files, onClose }: { files: FileRow[]; onClose: () => void }) {
  const { t } = useTranslation('transfer');
  const client = useQueryClient();
  const [form] = Form.useForm<{ label: string }>();
  const { failure, send } = useDialogSend();
  const favourites = useFavourites();
  const add = useAddFavourites();
  const labels = useMemo(() => groupByLabel(favourites.data ?? []).map((group) => group.label), [favourites.data]);
  const typed = Form.useWatch('label', form) ?? '';
  const options = labels.filter((label) => label.toLowerCase().includes(typed.trim().toLowerCase())).map((label) => ({ value: label }));

  const submit = async ({ label }: { label: string }) => {
    const signName = label.trim();
    const fileIds = files.map((file) => file.fileId);
    if (!(await send(() => add.mutateAsync({ signName, fileIds })))) return;
    offerUndo({
      message: t('favourite.done', { count: files.length, label: signName }),
      undo: () => undoEach(fileIds, (fileNum) => removeFavourite({ signName, fileNum })),
      refresh: () => client.invalidateQueries({ queryKey: favouriteKeys.all }),
    });
    onClose();
  };

  const title =
    files.length === 1 ? t('favourite.titleOne', { name: files[0].fileName }) : t('favourite.titleMany', { count: files.length });
  return (
    <Modal
      open
      title={title}
      okText={t('favourite.ok')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: add.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('favourite.hint')}</Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={t('favourite.failed', { reason: failure })} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="label" label={t('favourite.label')} rules={nameRules(t, LABEL_RULE, { required: t('favourite.labelRequired') })}>
          <AutoComplete options={options}>
            <Input placeholder={t('favourite.labelPlaceholder')} autoFocus count={nameCount(LABEL_RULE)} />
          </AutoComplete>
        </Form.Item>
      </Form>
    </Modal>
  );
}
