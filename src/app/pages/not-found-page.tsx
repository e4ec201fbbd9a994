import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('common:notFound.message')}
      extra={
        <Link to="/home">
          <Button type="primary">{t('common:notFound.backHome')}</Button>
        </Link>
      }
    />
  );
}
