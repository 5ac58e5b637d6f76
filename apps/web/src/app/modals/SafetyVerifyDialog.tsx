import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from '../../i18n';
import { SliderPuzzle } from '../../shared/captcha/SliderPuzzle';
import { Modal } from '../../ui/Modal';
import styles from './SafetyVerify.module.css';
import { SafetyVerifyImage } from './SafetyVerifyImage';
import type { PendingSafety, SafetyAnswer } from './safetyVerifyStore';

type SafetyType = 'image' | 'slider' | 'antiFraud';
const TYPES: readonly SafetyType[] = ['image', 'slider', 'antiFraud'];

/**
 * The safety-verification dialog (spec section 4): the server's message, a tab per offered type,
 * and the answer merged into the refused call. Closing it cancels the call.
 */
export function SafetyVerifyDialog({
  pending,
  onSettle,
}: {
  pending: PendingSafety;
  onSettle: (answer: SafetyAnswer | null) => void;
}) {
  const { t } = useTranslation();
  const offered = TYPES.filter((type) => pending.offered[type] === 1);
  const [active, setActive] = useState<SafetyType | undefined>(offered[0]);

  const tabId = (type: SafetyType) => `safety-tab-${pending.id}-${type}`;
  const panelId = `safety-panel-${pending.id}`;
  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  const handleTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!active || (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft')) return;
    const step = event.key === 'ArrowRight' ? 1 : -1;
    const next = offered[(offered.indexOf(active) + step + offered.length) % offered.length];
    if (!next) return;
    setActive(next);
    document.getElementById(tabId(next))?.focus();
  };

  const content = (
    <>
      {active === 'image' && <SafetyVerifyImage onSolved={onSettle} />}
      {active === 'slider' && <SliderPuzzle onSolved={onSettle} />}
      {active === 'antiFraud' && (
        <p className={styles.note} data-testid="safety-antifraud">
          {t('account.safety.antiFraudUnavailable')}
        </p>
      )}
      {!active && <p className={styles.note}>{t('account.safety.noneOffered')}</p>}
    </>
  );

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onSettle(null);
      }}
      title={t('account.safety.title')}
      closeLabel={t('common.close')}
      testId="safety-dialog"
    >
      <div className={styles.dialog}>
        <p className={styles.message} data-testid="safety-message">
          {pending.msg || t('account.safety.defaultMessage')}
        </p>
        {offered.length > 1 && (
          <div
            className={styles.tabs}
            role="tablist"
            aria-label={t('account.safety.typesLabel')}
            onKeyDown={handleTabKey}
          >
            {offered.map((type) => (
              <button
                key={type}
                id={tabId(type)}
                type="button"
                role="tab"
                aria-selected={type === active}
                aria-controls={panelId}
                tabIndex={type === active ? 0 : -1}
                className={styles.tab}
                onClick={() => setActive(type)}
                data-testid={`safety-tab-${type}`}
              >
                {t(`account.safety.${type}`)}
              </button>
            ))}
          </div>
        )}
        {offered.length > 1 && active ? (
          <div id={panelId} role="tabpanel" aria-labelledby={tabId(active)} className={styles.panel}>
            {content}
          </div>
        ) : (
          <div className={styles.panel}>{content}</div>
        )}
      </div>
    </Modal>
  );
}
