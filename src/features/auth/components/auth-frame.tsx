import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, currentLanguage, switchLanguage } from '@/lib/i18n';
import styles from './auth-frame.module.css';

/** The frame of the screens outside the layout that deal with signing in. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className={styles.frame}>
      <div className={styles.panel}>
        <div className={styles.brand}>
          <img src="/logo.svg" alt="" width={36} height={36} />
          <span>{t('common:appName')}</span>
        </div>
        {children}
        <nav className={styles.languages} aria-label={t('common:language.label')}>
          {LANGUAGES.map((language) => (
            <button
              key={language}
              type="button"
              className={styles.language}
              aria-current={language === currentLanguage() ? 'true' : undefined}
              onClick={() => switchLanguage(language)}
            >
              {t(`common:language.${language}`)}
            </button>
          ))}
        </nav>
      </div>
    </main>
  );
}
