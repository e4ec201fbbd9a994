import { useEffect, useRef, useState } from 'react';
import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError } from '@/lib/api/api-error';
import { checkToken } from '../api/check-token';
import { AuthFrame } from '../components/auth-frame';
import { completeSignIn } from '../sign-in';

/** Hand-off from the central login: `?userAccount=&loginKey=` become a session here. */
export default function LoginLoadingPage() {
  const { t } = useTranslation('login');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const userAccount = params.get('userAccount') ?? '';
  const loginKey = params.get('loginKey') ?? '';
  const incomplete = !userAccount || !loginKey;
  const error = incomplete ? t('handoff.missing') : failure;

  useEffect(() => {
    if (started.current || incomplete) return;
    started.current = true;
    checkToken(userAccount, loginKey)
      .then((result) => completeSignIn(result, params.get('redirect')))
      .then((next) => navigate(next, { replace: true }))
      .catch((reason: unknown) => setFailure(isApiError(reason) ? reason.message : t('common:errors.unknown')));
  }, [incomplete, loginKey, navigate, params, t, userAccount]);

  return (
    <AuthFrame>
      {error ? (
        <Alert type="error" showIcon title={error} action={<Link to="/login">{t('title')}</Link>} />
      ) : (
        <Spin size="large" description={t('handoff.signingIn')}>
          <div style={{ height: 120 }} />
        </Spin>
      )}
    </AuthFrame>
  );
}
