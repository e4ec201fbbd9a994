import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppFeedback } from '@/lib/app-feedback';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  okText?: ReactNode;
  /** Destructive actions get a red button. */
  danger?: boolean;
  /** The action; the dialog shows it running and closes when it settles (a failure has already been shown). */
  onConfirm: () => Promise<unknown>;
}

/**
 * Ask before an action (destructive actions ask first). Focus starts on Cancel, so Enter alone never
 * destroys anything; Escape cancels.
 */
export function useConfirm() {
  const { modal } = useAppFeedback();
  const { t } = useTranslation();
  return useCallback(
    ({ title, content, okText, danger, onConfirm }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title,
          content,
          okText: okText ?? t('common:actions.confirm'),
          cancelText: t('common:actions.cancel'),
          okButtonProps: { danger },
          focusable: { autoFocusButton: 'cancel' },
          onOk: async () => {
            try {
              await onConfirm();
              resolve(true);
            } catch {
              // The client has shown why.
              resolve(false);
            }
          },
          onCancel: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
