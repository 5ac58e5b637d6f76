import { useId } from 'react';
import { useSiteInfo } from '../../features/site';
import { useTranslation } from '../../i18n';
import { Icon } from '../../ui/Icon';
import styles from './ThemePicker.module.css';
import { isThemeName, resolveTheme, themeNames, useThemeStore } from './theme';

/** The footer's small theme picker (主题). The choice is stored and wins over the site's theme. */
export function ThemePicker() {
  const { t } = useTranslation();
  const id = useId();
  const siteTheme = useSiteInfo().data?.theme;
  const override = useThemeStore((state) => state.override);
  const choose = useThemeStore((state) => state.choose);
  const active = resolveTheme(override, siteTheme);

  return (
    <div className={styles.picker}>
      <span className={styles.swatch} aria-hidden="true" />
      <label htmlFor={id}>{t('theme.label')}</label>
      <span className={styles.selectWrap}>
        <select
          id={id}
          className={styles.select}
          value={active}
          data-testid="theme-picker"
          onChange={(event) => {
            const value = event.target.value;
            if (isThemeName(value)) choose(value);
          }}
        >
          {themeNames.map((name) => (
            <option key={name} value={name}>
              {t(`theme.${name}`)}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" className={styles.chevron} />
      </span>
    </div>
  );
}
