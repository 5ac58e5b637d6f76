import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../../i18n';
import { toastUnhandled } from '../../../../shared/failure';
import { Button } from '../../../../ui/Button';
import { Modal } from '../../../../ui/Modal';
import { TextField } from '../../../../ui/TextField';
import { notify } from '../../../../ui/toast';
import type { WheelInfo } from '../api/info';
import { useChangeWheelSeed, type WheelSeedResult } from '../api/seed';
import styles from '../Wheel.module.css';

// The contract's rule: 1..64 printable ASCII other than ':' (the HMAC message's separator).
const CLIENT_SEED = /^[\x21-\x39\x3b-\x7e]{1,64}$/;

/** A fresh client seed the member may keep or overwrite: 16 random hex digits. */
export const randomClientSeed = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (b) => b.toString(16).padStart(2, '0')).join('');

function SeedDialog({
  open,
  onOpenChange,
  onChanged,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChanged: (result: WheelSeedResult) => void;
}) {
  const { t } = useTranslation();
  const change = useChangeWheelSeed();
  const [value, setValue] = useState(randomClientSeed);
  const [touched, setTouched] = useState(false);
  const valid = CLIENT_SEED.test(value);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid) return;
    change.mutate(value, {
      onSuccess: (result) => {
        notify(t('promo.wheel.seedDone', { count: result.revealed.draws }));
        onChanged(result);
        onOpenChange(false);
        setValue(randomClientSeed());
        setTouched(false);
      },
      onError: toastUnhandled,
    });
  };
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !change.isPending && onOpenChange(next)}
      title={t('promo.wheel.seedDialog')}
      closeLabel={t('common.close')}
      testId="wheel-seed-dialog"
    >
      <form className={styles.form} onSubmit={handleSubmit} noValidate>
        <p className={styles.hint}>{t('promo.wheel.seedText')}</p>
        <TextField
          label={t('promo.wheel.seedField')}
          value={value}
          maxLength={64}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setTouched(true)}
          hint={t('promo.wheel.seedHint')}
          error={touched && !valid ? t('promo.wheel.seedInvalid') : undefined}
          data-testid="wheel-seed-input"
          action={
            <Button variant="secondary" onClick={() => setValue(randomClientSeed())} data-testid="wheel-seed-random">
              {t('promo.wheel.seedRandom')}
            </Button>
          }
        />
        <Button type="submit" block disabled={change.isPending} data-testid="wheel-seed-submit">
          {change.isPending ? t('promo.wheel.seedBusy') : t('promo.wheel.seedSubmit')}
        </Button>
      </form>
    </Modal>
  );
}

/** 公平性种子: the committed hash, the member's client seed and the next nonce; 更换种子 reveals the old pair. */
export function SeedCard({ seed }: { seed: WheelInfo['seed'] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [revealed, setRevealed] = useState<WheelSeedResult['revealed'] | null>(null);
  return (
    <section className={styles.card} data-testid="wheel-seed">
      <div className={styles.cardHead}>
        <h2 className={styles.cardTitle}>{t('promo.wheel.seed')}</h2>
        {seed ? (
          <Button size="sm" variant="secondary" onClick={() => setOpen(true)} data-testid="wheel-seed-change">
            {t('promo.wheel.changeSeed')}
          </Button>
        ) : null}
      </div>
      {seed ? (
        <dl className={styles.seeds}>
          <div>
            <dt>{t('promo.wheel.seedHash')}</dt>
            <dd>
              <code data-testid="wheel-seed-hash">{seed.serverSeedHash}</code>
            </dd>
          </div>
          <div>
            <dt>{t('promo.wheel.clientSeed')}</dt>
            <dd>
              <code data-testid="wheel-client-seed">{seed.clientSeed}</code>
            </dd>
          </div>
          <div>
            <dt>{t('promo.wheel.nonce')}</dt>
            <dd data-testid="wheel-nonce">{seed.nonce}</dd>
          </div>
          {revealed ? (
            <div className={styles.revealed} data-testid="wheel-seed-revealed">
              <dt>{t('promo.wheel.revealed')}</dt>
              <dd>
                <code>{revealed.serverSeed}</code>
              </dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className={styles.hint}>{t('promo.wheel.seedVisitor')}</p>
      )}
      <p className={styles.hint}>{t('promo.wheel.ruleFair')}</p>
      {seed ? (
        <SeedDialog open={open} onOpenChange={setOpen} onChanged={(result) => setRevealed(result.revealed)} />
      ) : null}
    </section>
  );
}
