import { lazy, Suspense, useState } from 'react';
import { Button, Form } from 'antd';
// The input and the password input alone: antd's `Input` also brings TextArea, Search and OTP.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import LockOutlined from '@ant-design/icons/LockOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkOnBlur } from '@/lib/stale-submit';
import type { CaptchaType } from '@/components/captcha/captcha';
import { isApiError } from '@/lib/api/api-error';
import { appConfig } from '@/lib/config';
import { notify } from '@/lib/notify';
import { prefetchScreen } from '@/lib/screen-prefetch';
import { login } from '../api/login';
import { completeSignIn } from '../sign-in';
import { usePictureCode } from '../use-picture-code';
import { PICTURE_CODE_FIELD, PictureCodeField } from './picture-code-field';
import styles from './auth-frame.module.css';

/**
 * The captcha and the RSA library load when the user starts filling in the form, not with the page: the
 * login screen paints with the least script.
 */
const loadCaptcha = () => import('@/components/captcha/captcha');
const Captcha = lazy(() => loadCaptcha().then((module) => ({ default: module.Captcha })));
const loadCrypto = () => import('@/lib/crypto');

/** A PEM public key in shape; whether it parses is asked of the RSA library when the user signs in. */
const PEM_PUBLIC_KEY = /-----BEGIN (RSA )?PUBLIC KEY-----[\s\S]+-----END (RSA )?PUBLIC KEY-----/;

interface Credentials {
  account: string;
  password: string;
  [PICTURE_CODE_FIELD]?: string;
}

/** The captcha picture at login is 400 x 200 (spec §2). */
const LOGIN_CAPTCHA_SIZE = { width: 400, height: 200 };
const MAX_LENGTH = 50;

/** Native radios drawn as a segmented control: antd's Segmented would bring Tooltip into the first load. */
const CAPTCHA_TYPES: { value: CaptchaType; labelKey: 'captchaSlide' | 'captchaClick' }[] = [
  { value: 'blockPuzzle', labelKey: 'captchaSlide' },
  { value: 'clickWord', labelKey: 'captchaClick' },
];

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation('login');
  const [form] = Form.useForm<Credentials>();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [captchaType, setCaptchaType] = useState<CaptchaType>('blockPuzzle');
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [signingIn, setSigningIn] = useState(false);
  // A bundle built without a usable key says so before anyone solves a captcha for nothing.
  const [keyUsable, setKeyUsable] = useState(() => PEM_PUBLIC_KEY.test(appConfig.rsaPublicKey));
  const picture = usePictureCode(appConfig.pictureCode);

  const onFinish = async () => {
    const { isUsableRsaKey } = await loadCrypto();
    if (!isUsableRsaKey(appConfig.rsaPublicKey)) {
      setKeyUsable(false);
      return;
    }
    setCaptchaOpen(true);
    // While the user solves the captcha, the screen the sign-in leads to loads.
    prefetchScreen(searchParams.get('redirect'));
  };

  const onFinishFailed = () => notify.warning(t('errorTips'));

  /** Login runs only after the captcha succeeds (spec §2). */
  const onCaptchaSuccess = async (captchaVerification: string) => {
    setCaptchaOpen(false);
    const { account, password, [PICTURE_CODE_FIELD]: code } = form.getFieldsValue();
    const pictureCode = appConfig.pictureCode ? { checkCode: (code ?? '').trim(), checkCodeKey: picture.key } : {};
    let body;
    try {
      const { rsaEncrypt } = await loadCrypto();
      body = {
        useraccount: rsaEncrypt(account, appConfig.rsaPublicKey),
        password: rsaEncrypt(password, appConfig.rsaPublicKey),
        captchaVerification,
        ...pictureCode,
      };
    } catch {
      notify.error(t('encryptionFailed'));
      return;
    }
    setSigningIn(true);
    try {
      const result = await login(body);
      const next = await completeSignIn(result, searchParams.get('redirect'));
      navigate(next, { replace: true });
    } catch (error) {
      notify.warning(isApiError(error) ? error.message : t('common:errors.unknown'));
      // A picture code is good for one try, right or wrong.
      if (appConfig.pictureCode) {
        picture.refresh();
        form.setFieldValue(PICTURE_CODE_FIELD, '');
      }
    } finally {
      setSigningIn(false);
    }
  };

  return (
    <>
      {!keyUsable && (
        <p role="alert" className={styles.configError}>
          {t('keyMissing')}
        </p>
      )}
      <Form<Credentials>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={() => void onFinish().catch(() => notify.error(t('encryptionFailed')))}
        {...checkOnBlur(form, onFinishFailed)}
        onValuesChange={() => {
          void loadCaptcha();
          void loadCrypto();
        }}
        size="large"
      >
        <Form.Item
          name="account"
          label={t('account')}
          rules={[
            { required: true, whitespace: true, message: t('rules.account') },
            { max: MAX_LENGTH, message: t('rules.accountLength', { count: MAX_LENGTH }) },
          ]}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" placeholder={t('accountPlaceholder')} autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('password')}
          rules={[
            { required: true, message: t('rules.password') },
            { max: MAX_LENGTH, message: t('rules.passwordLength', { count: MAX_LENGTH }) },
          ]}
        >
          <Password prefix={<LockOutlined />} autoComplete="current-password" placeholder={t('passwordPlaceholder')} />
        </Form.Item>
        {appConfig.pictureCode && <PictureCodeField picture={picture} />}
        <Form.Item label={t('captchaType')}>
          <div className={styles.choices} role="radiogroup" aria-label={t('captchaType')}>
            {CAPTCHA_TYPES.map(({ value, labelKey }) => (
              <label key={value} className={styles.choice}>
                <input
                  type="radio"
                  name="captchaType"
                  value={value}
                  checked={captchaType === value}
                  onChange={() => setCaptchaType(value)}
                />
                {t(labelKey)}
              </label>
            ))}
          </div>
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={signingIn}>
          {t('submit')}
        </Button>
        <Button type="link" onClick={onForgotPassword} style={{ paddingInline: 0, marginTop: 8 }}>
          {t('forgotPassword')}
        </Button>
      </Form>
      {captchaOpen && (
        <Suspense fallback={null}>
          <Captcha
            mode="pop"
            type={captchaType}
            open={captchaOpen}
            imgSize={LOGIN_CAPTCHA_SIZE}
            onSuccess={(verification) => void onCaptchaSuccess(verification)}
            onClose={() => setCaptchaOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
