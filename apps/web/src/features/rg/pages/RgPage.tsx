import type { RgLimitView, RgState } from '@courtside/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { clearSession } from '../../../api/client';
import { isApiError } from '../../../api/errors';
import { useTranslation } from '../../../i18n';
import { ConfirmModal } from '../../../shared/ConfirmModal';
import { toastUnhandled } from '../../../shared/failure';
import { formatTime } from '../../../shared/formatTime';
import { showAlert } from '../../../shared/modals/alertStore';
import { useSession } from '../../../shared/sessionStore';
import { WalletFrame } from '../../../shared/WalletFrame';
import { Button } from '../../../ui/Button';
import { Skeleton } from '../../../ui/Skeleton';
import { ErrorState } from '../../../ui/States';
import surface from '../../../ui/Surface.module.css';
import { notify } from '../../../ui/toast';
import { sendSelfExclude, sendTimeOut, useLimitChange, useRealityCheckSetting, useRgSession, useRgState } from '../api';
import styles from '../Rg.module.css';

const KINDS = ['deposit', 'loss', 'stake', 'time'] as const;

/** One limit: its amount and what is left, a free-text field (RTS 12B), and a pending raise to confirm. */
function LimitRow({ limit }: { limit: RgLimitView }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const change = useLimitChange();
  const id = `rg-${limit.kind}-${limit.period}`;
  // The session-time limit is in whole minutes, the others in yuan.
  const shown = (amount: string) => (limit.kind === 'time' ? t('rg.limits.minutes', { count: amount }) : `¥${amount}`);
  const send = (amount: string | null, confirm = false) =>
    change.mutate(
      { kind: limit.kind, period: limit.period, amount, confirm },
      {
        onSuccess: (result) => {
          setText('');
          notify(confirm ? t('rg.limits.confirmed') : t(`rg.limits.${result.outcome}`));
        },
        onError: toastUnhandled,
      },
    );
  return (
    <div className={styles.limit} data-testid={id}>
      <div className={styles.limitHead}>
        <label htmlFor={`${id}-input`}>{t(`rg.periods.${limit.period}`)}</label>
        <span data-testid={`${id}-amount`}>
          {limit.amount === null ? t('rg.limits.none') : t('rg.limits.amount', { amount: shown(limit.amount) })}
        </span>
      </div>
      {limit.imposed !== null && (
        <span className={styles.pending} data-testid={`${id}-imposed`}>
          {t('rg.limits.imposed', { amount: shown(limit.imposed) })}
        </span>
      )}
      {limit.remaining !== null && (
        <span className={styles.muted}>
          {t('rg.limits.used', { used: shown(limit.used), remaining: shown(limit.remaining) })}
        </span>
      )}
      {limit.pending && (
        <div className={styles.row}>
          <span className={styles.pending} data-testid={`${id}-pending`}>
            {limit.pending.amount === null
              ? t('rg.limits.pendingRemoval', { time: formatTime(limit.pending.effectiveAt) })
              : t('rg.limits.pending', {
                  amount: shown(limit.pending.amount),
                  time: formatTime(limit.pending.effectiveAt),
                })}
          </span>
          <Button
            variant="secondary"
            disabled={!limit.pending.confirmable || change.isPending}
            onClick={() => send(null, true)}
            data-testid={`${id}-confirm`}
          >
            {t('rg.limits.confirm')}
          </Button>
        </div>
      )}
      <div className={styles.row}>
        <input
          id={`${id}-input`}
          className={styles.input}
          inputMode={limit.kind === 'time' ? 'numeric' : 'decimal'}
          autoComplete="off"
          placeholder={t(limit.kind === 'time' ? 'rg.limits.minutesPlaceholder' : 'rg.limits.placeholder')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid={`${id}-input`}
        />
        <Button disabled={change.isPending || text.trim() === ''} onClick={() => send(text)} data-testid={`${id}-save`}>
          {t('rg.limits.save')}
        </Button>
        {limit.amount !== null && (
          <Button
            variant="secondary"
            disabled={change.isPending}
            onClick={() => send(null)}
            data-testid={`${id}-remove`}
          >
            {t('rg.limits.remove')}
          </Button>
        )}
      </div>
    </div>
  );
}

function Limits({ state }: { state: RgState }) {
  const { t } = useTranslation();
  return (
    <section className={surface.card} data-testid="rg-limits">
      <div className={surface.cardHead}>
        <h2 className={surface.cardTitle}>{t('rg.limits.title')}</h2>
      </div>
      <p className={styles.rule}>{t('rg.limits.rule')}</p>
      {KINDS.map((kind) => (
        <div key={kind}>
          <h3>{t(`rg.kinds.${kind}`)}</h3>
          <p className={styles.muted}>{t(`rg.kindHints.${kind}`)}</p>
          {state.limits
            .filter((l) => l.kind === kind)
            .map((l) => (
              <LimitRow key={`${l.kind}-${l.period}`} limit={l} />
            ))}
        </div>
      ))}
    </section>
  );
}

/** Time-out and self-exclusion: each asks for confirmation, then takes effect at once and logs out. */
function Blocks() {
  const { t } = useTranslation();
  const [days, setDays] = useState('1');
  const [months, setMonths] = useState(6);
  const [asking, setAsking] = useState<'timeOut' | 'selfExclusion' | null>(null);
  const [ticked, setTicked] = useState(false);
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const monthLabel = t(`rg.exclusion.options.m${months}`);
  const run = async () => {
    setBusy(true);
    try {
      const state = asking === 'timeOut' ? await sendTimeOut(Number(days)) : await sendSelfExclude(months);
      setAsking(null);
      // In force at once: every session ended on the server, so this device logs out and says until when.
      const block = state.block;
      useSession.getState().signOut();
      clearSession();
      showAlert({
        title: t('rg.title'),
        message: block
          ? t('rg.block.loggedOut', {
              block: t(`rg.block.${block.kind}`, { time: formatTime(block.endsAt) }),
              rest: t('rg.block.withdrawOnly'),
            })
          : t('rg.block.withdrawOnly'),
        onOk: () => navigate('/login'),
      });
    } catch (error) {
      // The session just ended is answered with the block's code, which logs out; anything else is shown.
      if (!isApiError(error) || !error.handled) toastUnhandled(error);
      setAsking(null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <section className={surface.card} data-testid="rg-timeout">
        <div className={surface.cardHead}>
          <h2 className={surface.cardTitle}>{t('rg.timeOut.title')}</h2>
        </div>
        <p className={styles.rule}>{t('rg.timeOut.rule')}</p>
        <div className={styles.options}>
          {(['1', '7', '30'] as const).map((d) => (
            <Button
              key={d}
              variant={days === d ? 'primary' : 'secondary'}
              onClick={() => setDays(d)}
              data-testid={`rg-timeout-${d}`}
            >
              {t(`rg.timeOut.options.d${d}`)}
            </Button>
          ))}
        </div>
        <div className={styles.row}>
          <label htmlFor="rg-timeout-days" className={styles.muted}>
            {t('rg.timeOut.options.custom')}
          </label>
          <input
            id="rg-timeout-days"
            className={styles.input}
            inputMode="numeric"
            value={days}
            onChange={(e) => setDays(e.target.value)}
            data-testid="rg-timeout-days"
          />
          <Button onClick={() => setAsking('timeOut')} data-testid="rg-timeout-submit">
            {t('rg.timeOut.submit')}
          </Button>
        </div>
      </section>
      <section className={surface.card} data-testid="rg-exclusion">
        <div className={surface.cardHead}>
          <h2 className={surface.cardTitle}>{t('rg.exclusion.title')}</h2>
        </div>
        <p className={styles.rule}>{t('rg.exclusion.rule')}</p>
        <div className={styles.options}>
          {[6, 12, 24, 60].map((m) => (
            <Button
              key={m}
              variant={months === m ? 'primary' : 'secondary'}
              onClick={() => setMonths(m)}
              data-testid={`rg-exclusion-${m}`}
            >
              {t(`rg.exclusion.options.m${m}`)}
            </Button>
          ))}
        </div>
        <div className={styles.row}>
          <Button
            onClick={() => {
              setTicked(false);
              setAsking('selfExclusion');
            }}
            data-testid="rg-exclusion-submit"
          >
            {t('rg.exclusion.submit')}
          </Button>
        </div>
      </section>
      <ConfirmModal
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={asking === 'timeOut' ? t('rg.timeOut.confirmTitle') : t('rg.exclusion.confirmTitle')}
        confirmLabel={asking === 'timeOut' ? t('rg.timeOut.submit') : t('rg.exclusion.submit')}
        onConfirm={() => {
          if (asking === 'selfExclusion' && !ticked) return;
          void run();
        }}
        busy={busy}
        testId="rg-confirm"
      >
        {asking === 'timeOut' ? (
          <p>{t('rg.timeOut.confirmBody', { days })}</p>
        ) : (
          <>
            <p>{t('rg.exclusion.confirmBody', { label: monthLabel })}</p>
            <label className={styles.row}>
              <input
                type="checkbox"
                checked={ticked}
                onChange={(e) => setTicked(e.target.checked)}
                data-testid="rg-exclusion-tick"
              />
              {t('rg.exclusion.tick')}
            </label>
          </>
        )}
      </ConfirmModal>
    </>
  );
}

const PRESETS = [15, 30, 60] as const;

/**
 * The reality-check interval (RTS 13B): off, 15, 30 or 60 minutes, or a number the member types
 * (5 to 240; the server answers 10820 outside). The check itself is the app-wide dialog.
 */
function RealityCheckSetting() {
  const { t } = useTranslation();
  const session = useRgSession();
  const save = useRealityCheckSetting();
  const [text, setText] = useState('');
  const current = session.data?.realityCheck.minutes;
  const send = (minutes: number | null) =>
    save.mutate(minutes, {
      onSuccess: () => {
        setText('');
        notify(t('rg.reality.saved'));
      },
      onError: toastUnhandled,
    });
  return (
    <section className={surface.card} data-testid="rg-reality">
      <div className={surface.cardHead}>
        <h2 className={surface.cardTitle}>{t('rg.reality.title')}</h2>
      </div>
      <p className={styles.rule}>{t('rg.reality.rule')}</p>
      <p className={styles.muted} data-testid="rg-reality-current" data-minutes={current ?? ''}>
        {t('rg.reality.current', {
          value:
            current === undefined
              ? '…'
              : current === null
                ? t('rg.reality.off')
                : t('rg.reality.minutes', { count: current }),
        })}
      </p>
      <div className={styles.options}>
        <Button
          variant={current === null ? 'primary' : 'secondary'}
          onClick={() => send(null)}
          disabled={save.isPending}
          data-testid="rg-reality-off"
        >
          {t('rg.reality.off')}
        </Button>
        {PRESETS.map((m) => (
          <Button
            key={m}
            variant={current === m ? 'primary' : 'secondary'}
            onClick={() => send(m)}
            disabled={save.isPending}
            data-testid={`rg-reality-${m}`}
          >
            {t('rg.reality.minutes', { count: m })}
          </Button>
        ))}
      </div>
      <div className={styles.row}>
        <label htmlFor="rg-reality-minutes" className={styles.muted}>
          {t('rg.reality.custom')}
        </label>
        <input
          id="rg-reality-minutes"
          className={styles.input}
          inputMode="numeric"
          value={text}
          onChange={(e) => setText(e.target.value)}
          data-testid="rg-reality-input"
        />
        <Button
          // Text that is no number goes as 0, so the server answers its own code (10820) and message;
          // NaN would travel as null, which means "off".
          onClick={() => send(Number.isFinite(Number(text.trim())) ? Number(text.trim()) : 0)}
          disabled={save.isPending || text.trim() === ''}
          data-testid="rg-reality-save"
        >
          {t('rg.reality.save')}
        </Button>
      </div>
    </section>
  );
}

/** 负责任博彩: limits, time-out and self-exclusion (RTS 12, LCCP 3.5), reached from home, deposit and member centre. */
export function RgPage() {
  const { t } = useTranslation();
  const state = useRgState();
  return (
    <WalletFrame title={t('rg.title')} subtitle={t('rg.subtitle')} backTo="/app/member" testId="rg-page">
      {state.isPending ? (
        <Skeleton className={styles.layout} />
      ) : state.isError ? (
        <ErrorState title={t('rg.loadFailed')} onRetry={() => state.refetch()} testId="rg-error" />
      ) : (
        <div className={styles.layout}>
          {state.data.block && (
            <div className={styles.block} data-testid="rg-block">
              {t(state.data.block.byOperator ? 'rg.block.byOperator' : `rg.block.${state.data.block.kind}`, {
                time: formatTime(state.data.block.endsAt),
              })}
              <div>{t('rg.block.withdrawOnly')}</div>
            </div>
          )}
          <Limits state={state.data} />
          <RealityCheckSetting />
          {!state.data.block && <Blocks />}
          <p className={`${styles.muted} ${styles.help}`}>{t('rg.help')}</p>
        </div>
      )}
    </WalletFrame>
  );
}
