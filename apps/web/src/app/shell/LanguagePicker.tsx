import { useSiteInfo } from '../../features/site';
import { chooseLanguage, enabledLanguages, type Language, useTranslation } from '../../i18n';
import styles from '../theme/ThemePicker.module.css';

/** Shown only when the site enables more than zh-CN. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const languages = enabledLanguages(useSiteInfo().data?.languages ?? []);
  if (languages.length < 2) return null;
  return (
    <label className={styles.picker}>
      <span>{t('language.label')}</span>
      <select
        className={styles.select}
        value={i18n.language}
        onChange={(event) => chooseLanguage(event.target.value as Language)}
        data-testid="language-picker"
      >
        {languages.map((lang) => (
          <option key={lang} value={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
