import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useConfirm } from './use-confirm';

export interface ConfirmDeleteOptions {
  title: ReactNode;
  content?: ReactNode;
  /** The OK button's text; Delete when not given. */
  okText?: ReactNode;
  /** The deletion. */
  onConfirm: () => Promise<unknown>;
  /** Said once the deletion has succeeded. */
  done: string;
}

/**
 * Ask before deleting (or removing) something: a red OK button, focus on Cancel (see useConfirm); on
 * success, the `done` message.
 */
export function useConfirmDelete() {
  const confirm = useConfirm();
  const { t } = useTranslation();
  return useCallback(
    ({ title, content, okText, onConfirm, done }: ConfirmDeleteOptions) =>
      confirm({
        title,
        content,
        okText: okText ?? t('common:actions.delete'),
        danger: true,
        onConfirm: async () => {
          await onConfirm();
          notify.success(done);
        },
      }),
    [confirm, t],
  );
}
