import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBusy } from '@/lib/use-busy';

export const REASON_MAX_LENGTH = 200;

export interface ReasonDialogProps {
  open: boolean;
  title: ReactNode;
  /** What the action will do, shown above the reason. */
  description?: ReactNode;
  okText?: ReactNode;
  /** Dangerous actions (void) get a red button. */
  danger?: boolean;
  /** Runs the action; a rejection keeps the dialog open with what the user typed. */
  onSubmit: (reason: string) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * Asks for the reason a lifecycle action needs (spec §4–5: invalidating and restarting require one).
 * The reason is required; the text is kept when the action fails so the user can try again.
 */
export function ReasonDialog({ open, title, description, okText, danger, onSubmit, onCancel }: ReasonDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const { busy, run } = useBusy();
  // Field ids must stay unique when several reason dialogs are mounted.
  const formName = `reason-${useId().replace(/:/g, '')}`;

  // Focus is never lost when the dialog goes: a caller that unmounts it once done (the file
  // list, whose row may be gone too) skips antd's own return of the focus, which waits for the closing
  // animation. Then the focus goes back to what had it when the dialog opened, or to the list or tree
  // around it (or the screen's list, when a menu that opened the dialog had the focus and is gone),
  // instead of falling to the page's body.
  const opener = useRef<{ element: Element | null; around: HTMLElement | null } | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    const element = document.activeElement;
    opener.current = {
      element,
      around: element instanceof HTMLElement ? element.closest<HTMLElement>('[role="grid"], [role="tree"], main') : null,
    };
  }, [open]);
  useEffect(
    () => () => {
      const from = opener.current;
      requestAnimationFrame(() => {
        if (document.activeElement && document.activeElement !== document.body) return;
        // The opener, else the list or tree it was in, else the screen's list, else the main landmark.
        for (const target of [from?.element, from?.around, document.querySelector('main [role="grid"]'), document.querySelector('main')]) {
          if (target instanceof HTMLElement && target !== document.body && target.isConnected) {
            if (target.tagName === 'MAIN' && !target.hasAttribute('tabindex')) target.tabIndex = -1;
            target.focus({ preventScroll: true });
            if (document.activeElement === target) return;
          }
        }
      });
    },
    [],
  );

  const submit = async () => {
    const { reason } = await form.validateFields();
    // The caller shows a refusal; the typed reason stays for another try.
    if (await run(() => onSubmit(reason.trim()))) form.resetFields();
  };

  const cancel = () => {
    form.resetFields();
    onCancel();
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger, loading: busy }}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={cancel}
      forceRender
      destroyOnHidden={false}
    >
      {description && <p>{description}</p>}
      <Form form={form} name={formName} layout="vertical" onFinish={() => void submit().catch(() => undefined)}>
        {/* Mounted closed (forceRender) beside a dialog that opens with it, the hidden field must not take its focus. */}
        <Form.Item
          name="reason"
          label={t('common:reason.label')}
          rules={[{ required: true, whitespace: true, message: t('common:reason.required') }]}
        >
          <Input.TextArea autoFocus={open} rows={3} maxLength={REASON_MAX_LENGTH} showCount placeholder={t('common:reason.placeholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
