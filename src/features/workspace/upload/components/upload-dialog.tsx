import { useMemo, useRef, useState } from 'react';
import { Alert, Button, DatePicker, Form, Modal, Select, Space, Tag, Typography } from 'antd';
import { DeleteOutlined, FolderOpenOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/use-confirm';
import { isApiError } from '@/lib/api/api-error';
import { revealBidi } from '@/lib/names';
import { formatBytes, refusalValues } from '@/lib/upload/upload-rules';
import { newFileNameCheckQueryOptions } from '../api/upload-check-name';
import { useUploadRoles, type UploadRole } from '../api/upload-roles';
import { errorText } from '../../shared/errors';
import { planFile, planRefusals, plannedPath, type PlannedFile } from '../upload-plan';

export interface UploadChoice {
  /** 'YYYY-MM-DD'. */
  editDate: string;
  roleIds: string[];
}

export interface UploadDialogProps {
  folder: { id: string; name: string };
  /** 'choose': the user picks files here; 'drop': the dropped files and folders are listed. */
  mode: 'choose' | 'drop';
  initialFiles: PlannedFile[];
  /** Dropped folders with nothing inside: created too. */
  emptyFolders?: string[][];
  onCancel: () => void;
  onSubmit: (files: PlannedFile[], choice: UploadChoice) => void;
}

interface FormValues {
  editDate?: Dayjs;
  roleIds?: string[];
}

type FileState =
  | { kind: 'refused'; text: string }
  | { kind: 'checking' }
  | { kind: 'ready' }
  | { kind: 'later' }
  | { kind: 'checkFailed'; text: string; retry: () => void };

const roleLabel = (role: UploadRole, language: string) => (language === 'zh' ? role.roleName : role.roleNameEn || role.roleName);

/**
 * The upload dialog: the chosen (or dropped) files, each with its refusal before anything is sent (size
 * rules at once, then the server's name check, files/checkFileName/add, for files going straight into the
 * folder); the effective date (required) and the roles that may access the files. Nothing chosen is lost
 * when a check fails: the files and fields stay until the user sends or cancels. Refused files are not sent.
 */
export function UploadDialog({ folder, mode, initialFiles, emptyFolders = [], onCancel, onSubmit }: UploadDialogProps) {
  const { t, i18n } = useTranslation('upload');
  const [files, setFiles] = useState<PlannedFile[]>(initialFiles);
  const [form] = Form.useForm<FormValues>();
  const input = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const roles = useUploadRoles(true);
  const confirm = useConfirm();

  const refusals = useMemo(() => planRefusals(files), [files]);
  // Files going straight into the folder are checked by the server now; the others once their folder exists.
  const checked = files.filter((f) => f.folders.length === 0 && !refusals.has(f.key));
  const checks = useQueries({
    queries: checked.map((f) => ({
      ...newFileNameCheckQueryOptions({ dirId: folder.id, fileName: f.file.name, totalSize: f.file.size }),
      retry: false,
    })),
  });
  const checkOf = new Map(checked.map((f, i) => [f.key, checks[i]]));

  const stateOf = (planned: PlannedFile): FileState => {
    const refusal = refusals.get(planned.key);
    if (refusal) return { kind: 'refused', text: t(refusal, refusalValues(planned.file)) };
    const check = checkOf.get(planned.key);
    if (!check) return { kind: 'later' };
    if (check.isError) {
      // The server refused the file (duplicate, format, rights): it is not sent. A failed call is not a
      // refusal: the file stays sendable and is checked again right before it is sent.
      if (isApiError(check.error) && check.error.kind === 'business') return { kind: 'refused', text: errorText(check.error, t) };
      return { kind: 'checkFailed', text: errorText(check.error, t), retry: () => void check.refetch() };
    }
    return check.isPending ? { kind: 'checking' } : { kind: 'ready' };
  };

  const states = files.map((f) => [f, stateOf(f)] as const);
  const sendable = states.filter(([, state]) => state.kind !== 'refused').map(([f]) => f);
  const refusedCount = files.length - sendable.length;

  const choose = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const added = Array.from(list).map((file) => planFile(file));
    setFiles((current) => [...current, ...added]);
  };

  /** A chosen folder: each file with the folders it sits in, the chosen one first (as a dropped folder). */
  const chooseFolder = (list: FileList | null) => {
    if (!list || list.length === 0) return;
    const added = Array.from(list).map((file) => planFile(file, file.webkitRelativePath.split('/').slice(0, -1)));
    setFiles((current) => [...current, ...added]);
  };

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values?.editDate) return;
    const editDate = values.editDate.format('YYYY-MM-DD');
    const send = () => onSubmit(sendable, { editDate, roleIds: values.roleIds ?? [] });
    // A date already past expires the files at once: said, and asked, before anything is sent.
    if (values.editDate.isBefore(dayjs(), 'day')) {
      void confirm({
        title: t('dialog.pastDateTitle', { date: editDate }),
        content: t('dialog.pastDate', { count: Math.max(sendable.length, 1) }),
        okText: t('dialog.pastDateOk'),
        onConfirm: async () => send(),
      });
      return;
    }
    send();
  };

  return (
    <Modal
      open
      width={680}
      title={t(mode === 'drop' ? 'dialog.dropTitle' : 'dialog.title', { folder: folder.name })}
      okText={t('dialog.ok', { count: sendable.length })}
      okButtonProps={{ disabled: sendable.length === 0 && emptyFolders.length === 0 }}
      cancelText={t('common:actions.cancel')}
      onOk={() => void submit()}
      onCancel={onCancel}
      mask={{ closable: false }}
    >
      <Typography.Paragraph type="secondary">{t('dialog.rules')}</Typography.Paragraph>
      {mode === 'choose' && (
        <Space style={{ marginBottom: 12 }}>
          <input
            ref={input}
            type="file"
            multiple
            aria-label={t('dialog.choose')}
            style={{ display: 'none' }}
            onChange={(event) => {
              choose(event.target.files);
              event.target.value = '';
            }}
          />
          <Button icon={<PaperClipOutlined />} onClick={() => input.current?.click()}>
            {files.length ? t('dialog.chooseMore') : t('dialog.choose')}
          </Button>
          <input
            // The browser's folder picker: not in React's typings, so set as a plain attribute.
            ref={(element) => {
              folderInput.current = element;
              element?.setAttribute('webkitdirectory', '');
            }}
            type="file"
            aria-label={t('dialog.chooseFolder')}
            style={{ display: 'none' }}
            onChange={(event) => {
              chooseFolder(event.target.files);
              event.target.value = '';
            }}
          />
          <Button icon={<FolderOpenOutlined />} onClick={() => folderInput.current?.click()}>
            {t('dialog.chooseFolder')}
          </Button>
        </Space>
      )}
      {files.length === 0 && mode === 'choose' && <Typography.Paragraph>{t('dialog.noFiles')}</Typography.Paragraph>}
      {files.length > 0 && (
        <ul aria-label={t('dialog.files')} style={{ listStyle: 'none', padding: 0, margin: '0 0 12px', maxHeight: 260, overflowY: 'auto' }}>
          {states.map(([planned, state]) => {
            const path = revealBidi(plannedPath(planned));
            return (
              // A refusal takes its own line below the name, which it would otherwise squeeze on a phone.
              <li
                key={planned.key}
                aria-label={path}
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  columnGap: 8,
                  padding: '4px 0',
                  borderBottom: '1px solid var(--ant-color-border-secondary)',
                }}
              >
                <Typography.Text ellipsis={{ tooltip: path }} style={{ flex: '1 1 12em', minWidth: 0 }}>
                  {path}
                </Typography.Text>
                <Typography.Text type="secondary">{formatBytes(planned.file.size)}</Typography.Text>
                {state.kind === 'refused' && (
                  <Typography.Text type="danger" style={{ flex: '1 1 100%', order: 1 }}>
                    {state.text}
                  </Typography.Text>
                )}
                {state.kind === 'checking' && <Tag>{t('dialog.checking')}</Tag>}
                {state.kind === 'ready' && <Tag color="green">{t('dialog.ready')}</Tag>}
                {state.kind === 'later' && <Typography.Text type="secondary">{t('dialog.checkLater')}</Typography.Text>}
                {state.kind === 'checkFailed' && (
                  <Space size={4}>
                    <Typography.Text type="warning">{t('dialog.checkFailed', { reason: state.text })}</Typography.Text>
                    <Button size="small" type="link" onClick={state.retry}>
                      {t('dialog.recheck')}
                    </Button>
                  </Space>
                )}
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('dialog.remove', { name: path })}
                  onClick={() => setFiles((current) => current.filter((f) => f.key !== planned.key))}
                />
              </li>
            );
          })}
        </ul>
      )}
      {refusedCount > 0 && (
        <Alert type="warning" showIcon title={t('dialog.refused', { count: refusedCount })} style={{ marginBottom: 12 }} />
      )}
      <Form<FormValues> form={form} layout="vertical" name="upload">
        <Form.Item name="editDate" label={t('dialog.editDate')} rules={[{ required: true, message: t('dialog.editDateRequired') }]}>
          <DatePicker format="YYYY-MM-DD" style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="roleIds" label={t('dialog.roles')} extra={t('dialog.rolesHint')}>
          <Select
            mode="multiple"
            allowClear
            loading={roles.isPending}
            optionFilterProp="label"
            options={(roles.data ?? []).map((role) => ({ value: role.roleId, label: roleLabel(role, i18n.language) }))}
          />
        </Form.Item>
        {roles.isError && <Alert type="warning" showIcon title={t('dialog.rolesFailed', { reason: errorText(roles.error, t) })} />}
      </Form>
    </Modal>
  );
}
