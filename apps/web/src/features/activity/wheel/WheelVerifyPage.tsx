import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { WalletFrame } from '../../../shared/WalletFrame';
import { buttonClass } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { checkWheelDraw, type WheelVerifyInputs } from './verify';
import styles from './Wheel.module.css';

const FIELDS: [keyof WheelVerifyInputs, string, string][] = [
  ['serverSeed', 'serverSeed', 'promo.wheel.verifyPage.serverSeed'],
  ['serverSeedHash', 'hash', 'promo.wheel.verifyPage.serverSeedHash'],
  ['clientSeed', 'clientSeed', 'promo.wheel.verifyPage.clientSeed'],
  ['nonce', 'nonce', 'promo.wheel.verifyPage.nonce'],
  ['weights', 'weights', 'promo.wheel.verifyPage.weights'],
  ['index', 'index', 'promo.wheel.verifyPage.index'],
];

/**
 * 转盘验证 (/app/activity/wheel/verify): a draw recomputed in the browser with the published algorithm,
 * from the figures its 验证 link fills in (or typed by hand). Every change is checked again at once,
 * so a member can see a single altered character fail it; the verdict comes first, above the figures.
 */
export function WheelVerifyPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [inputs, setInputs] = useState<WheelVerifyInputs>(() => {
    const from = (param: string, fallback = '') => search.get(param) ?? fallback;
    return {
      serverSeed: from('serverSeed'),
      serverSeedHash: from('hash'),
      clientSeed: from('clientSeed'),
      nonce: from('nonce', '0'),
      weights: from('weights'),
      index: from('index'),
    };
  });
  const label = search.get('label');
  const claimedIndex = search.get('index');
  const check = useMemo(() => checkWheelDraw(inputs), [inputs]);
  // The label came with the link for the claimed segment only; it names the recomputed one when they agree.
  const recomputedLabel =
    check.kind === 'checked' && check.recomputed !== null && label && String(check.recomputed + 1) === claimedIndex
      ? label
      : null;

  return (
    <WalletFrame
      title={t('promo.wheel.verifyPage.title')}
      subtitle={t('promo.wheel.title')}
      backTo="/app/activity/wheel"
      testId="wheel-verify-page"
    >
      <div className={styles.layout}>
        <section className={`${styles.card} ${styles.wide}`}>
          {check.kind === 'incomplete' ? (
            <p className={styles.fail} data-testid="wheel-verify-verdict" data-verified="false">
              {t('promo.wheel.verifyPage.incomplete')}
            </p>
          ) : (
            <div
              className={check.verified ? styles.pass : styles.fail}
              data-testid="wheel-verify-verdict"
              data-verified={check.verified}
            >
              <strong className={styles.verdict}>
                {check.verified ? t('promo.wheel.verifyPage.passed') : t('promo.wheel.verifyPage.failed')}
              </strong>
              {check.recomputed !== null ? (
                <p data-testid="wheel-verify-landed">
                  {recomputedLabel
                    ? t('promo.wheel.verifyPage.landedLabel', { n: check.recomputed + 1, label: recomputedLabel })
                    : t('promo.wheel.verifyPage.landed', { n: check.recomputed + 1 })}
                </p>
              ) : null}
              <ul className={styles.checks}>
                <li className={check.hashMatches ? styles.good : styles.bad}>
                  {check.hashMatches ? '✓ ' : '✗ '}
                  {t(check.hashMatches ? 'promo.wheel.verifyPage.hashOk' : 'promo.wheel.verifyPage.hashBad')}
                </li>
                <li className={check.indexMatches ? styles.good : styles.bad}>
                  {check.indexMatches ? '✓ ' : '✗ '}
                  {t(check.indexMatches ? 'promo.wheel.verifyPage.indexOk' : 'promo.wheel.verifyPage.indexBad')}
                </li>
              </ul>
            </div>
          )}
          <Link to="/app/activity/wheel" className={buttonClass({ size: 'sm', variant: 'secondary' }, styles.start)}>
            {t('promo.wheel.verifyPage.back')}
          </Link>
        </section>
        <section className={`${styles.card} ${styles.wide}`}>
          <p className={styles.hint}>{t('promo.wheel.verifyPage.intro')}</p>
          {FIELDS.map(([key, testId, labelKey]) => (
            <TextField
              key={key}
              label={t(labelKey)}
              value={inputs[key]}
              spellCheck={false}
              autoComplete="off"
              inputMode={key === 'nonce' || key === 'index' ? 'numeric' : undefined}
              onChange={(event) => setInputs((now) => ({ ...now, [key]: event.target.value }))}
              data-testid={`verify-${testId}`}
            />
          ))}
          <p className={styles.hint}>{t('promo.wheel.verifyPage.alterHint')}</p>
        </section>
      </div>
    </WalletFrame>
  );
}
