/**
 * The session timeout warning's dialog (session-timeout-warning.tsx decides when it shows): the time left, and
 * "Stay signed in" (focused) or "Sign out". Loaded when first due.
 */
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** "m:ss" left until `expiresAt`, rounded up to the whole second. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const PARAGRAPH = { margin: '0 0 1em' } as const;

export interface SessionTimeoutDialogProps {
  /** The time left while the warning is due; null closes the dialog. */
  left: number | null;
  /** Signing out is under way. */
  leaving: boolean;
  onStay: () => void;
  onSignOut: () => void;
}

export default function SessionTimeoutDialog({ left, leaving, onStay, onSignOut }: SessionTimeoutDialogProps) {
  const { t } = useTranslation();
  const open = left !== null;
  return (
    <Modal
      open={open}
      title={t('common:session.warningTitle')}
      closable={false}
      mask={{ closable: false }}
      // Escape answers as "stay": the user is there.
      onCancel={onStay}
      destroyOnHidden
      footer={[
        <Button key="signOut" onClick={onSignOut} loading={leaving}>
          {t('common:session.signOut')}
        </Button>,
        <Button key="stay" type="primary" autoFocus onClick={onStay}>
          {t('common:session.stay')}
        </Button>,
      ]}
    >
      {open && (
        <>
          {/* Plain paragraphs as antd's Typography draws them: Typography brings its ellipsis, copy and edit
              code and a text area for two lines of text. */}
          <p style={PARAGRAPH}>{t('common:session.warningText')}</p>
          {/* Read once with the dialog, not every second (the region is not live). */}
          <p style={PARAGRAPH}>
            {t('common:session.timeLeft')} <strong style={{ fontWeight: 600 }}>{formatTimeLeft(left)}</strong>
          </p>
        </>
      )}
    </Modal>
  );
}
