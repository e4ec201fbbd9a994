import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** The files a batch could not handle, each with the server's reason; the others went through. */
export function BatchFailures({
  title,
  failures,
  onClose,
}: {
  title: string;
  failures: { id: string; name: string; message: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation('recycle-bin');
  if (failures.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      closable
      role="alert"
      onClose={onClose}
      style={{ marginBottom: 12 }}
      title={title}
      description={
        <ul aria-label={t('failuresLabel')} style={{ margin: 0, paddingInlineStart: 18 }}>
          {failures.map((failure) => (
            <li key={failure.id}>{t('failureLine', { name: failure.name, message: failure.message })}</li>
          ))}
        </ul>
      }
    />
  );
}
