import { Link, useLocation, useNavigate } from 'react-router';
import { accessGo } from '../../api/accessGo';
import type { AccessAlertState } from '../../api/reactions';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button, buttonClass } from '../../ui/Button';
import { StatusPanel } from '../../ui/StatusPanel';
import styles from './Access.module.css';

/** Field names the page knows how to label; others are shown with their own name. */
const knownFields = ['msg', 'ip', 'area', 'region', 'country', 'reason', 'time'] as const;
/** Fields that steer the app (maintenanceStatus picks this page over /maintenance), not facts for the member. */
const controlFields: ReadonlySet<string> = new Set(['maintenanceStatus']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const printable = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/** The payload's fields as label/value rows, known fields first and in a fixed order. */
export function accessRows(
  payload: unknown,
  label: (field: string) => string,
): { key: string; label: string; value: string }[] {
  if (!isRecord(payload)) {
    const value = printable(payload);
    return value ? [{ key: 'value', label: label('msg'), value }] : [];
  }
  const keys = [
    ...knownFields.filter((key) => key in payload),
    ...Object.keys(payload).filter(
      (key) => !(knownFields as readonly string[]).includes(key) && !controlFields.has(key),
    ),
  ];
  return keys.flatMap((key) => {
    const value = printable(payload[key]);
    return value === null ? [] : [{ key, label: label(key), value }];
  });
}

/** The access notice: shows the response data it was given as router state, and a way back. */
export function AccessAlertPage() {
  const { t } = useTranslation();
  usePageTitle(t('title.accessAlert'));
  const navigate = useNavigate();
  const state = useLocation().state as Partial<AccessAlertState> | null;
  const rows = accessRows(state?.payload, (field) =>
    (knownFields as readonly string[]).includes(field) ? t(`access.field.${field}`) : field,
  );

  return (
    <StatusPanel
      icon="alert"
      title={t('access.alertTitle')}
      text={state?.msg || t('access.alertText')}
      testId="access-alert-page"
      actions={
        <>
          <Button
            size="lg"
            onClick={() => {
              // The go flag: the calls say the notice was read, and it is not shown again in this tab.
              accessGo.set();
              navigate('/app/home', { replace: true });
            }}
            data-testid="access-go"
          >
            {t('access.alertGo')}
          </Button>
          <Link to="/cs" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {t('nav.csFull')}
          </Link>
        </>
      }
    >
      {rows.length > 0 ? (
        <dl className={styles.details} data-testid="access-details">
          {rows.map((row) => (
            <div key={row.key} className={styles.row}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className={styles.empty}>{t('access.alertEmpty')}</p>
      )}
    </StatusPanel>
  );
}
