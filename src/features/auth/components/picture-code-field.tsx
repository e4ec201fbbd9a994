import { Form } from 'antd';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import type { PictureCode } from '../use-picture-code';
import styles from './auth-frame.module.css';

export const PICTURE_CODE_FIELD = 'pictureCode';
const CODE_MAX_LENGTH = 8;

/** The picture code's input beside its picture; choosing the picture shows a new one. */
export function PictureCodeField({ picture }: { picture: PictureCode }) {
  const { t } = useTranslation('login');
  const label = picture.failed ? t('pictureCodeFailed') : t('newPictureCode');
  return (
    <Form.Item label={t('pictureCode')} htmlFor={PICTURE_CODE_FIELD} required>
      <div className={styles.pictureCode}>
        <Form.Item name={PICTURE_CODE_FIELD} noStyle rules={[{ required: true, whitespace: true, message: t('rules.pictureCode') }]}>
          <Input
            id={PICTURE_CODE_FIELD}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={CODE_MAX_LENGTH}
            placeholder={t('pictureCodePlaceholder')}
          />
        </Form.Item>
        <button type="button" className={styles.picture} onClick={picture.refresh} aria-label={label} title={label}>
          {picture.src ? (
            <img src={picture.src} alt={t('pictureCodeImage')} width={110} height={40} />
          ) : (
            <span className={styles.pictureNote}>{picture.failed ? t('pictureCodeFailed') : null}</span>
          )}
        </button>
      </div>
    </Form.Item>
  );
}
