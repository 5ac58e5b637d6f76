import { fromMinorUnits } from '@courtside/domain';
import type { SlotDefinition } from '@courtside/domain/casino';
import { useTranslation } from '../../../i18n';
import { Modal } from '../../../ui/Modal';
import styles from './SlotGame.module.css';

/**
 * 赔付表: every symbol with its picture and what 3, 4 and 5 of it pay at the bet now, then the wild,
 * the scatter and its free spins, and how wins are counted (lines or ways).
 */
export function SlotPaytable({
  def,
  art,
  bet,
  open,
  onOpenChange,
}: {
  def: SlotDefinition;
  art: string;
  bet: bigint;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const unit = bet / BigInt(def.betUnits);
  const money = (units: number) => `¥${fromMinorUnits(BigInt(units) * unit)}`;
  const picture = (id: string, name: string) =>
    art ? <img className={styles.payPicture} src={`${art}/${id}.svg`} alt={name} width={56} height={56} /> : null;
  const wild = def.symbols.find((s) => s.role === 'wild');
  const scatter = def.symbols.find((s) => s.role === 'scatter');
  const paying = def.symbols.filter((s) => s.role !== 'scatter' && def.pays[s.id]);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t('casino.slot.paytable')}
      closeLabel={t('common.close')}
      wide
      testId="slot-paytable"
    >
      <p className={styles.payNote}>
        {t('casino.slot.paytableBet', { bet: fromMinorUnits(bet) })}{' '}
        {def.evaluation.kind === 'lines'
          ? t('casino.slot.paytableLines', { count: def.evaluation.lines.length })
          : t('casino.slot.paytableWays')}
      </p>
      <ul className={styles.payGrid}>
        {paying.map((symbol) => {
          const [three = 0, four = 0, five = 0] = def.pays[symbol.id] ?? [];
          return (
            <li key={symbol.id} className={styles.payItem} data-testid="paytable-symbol" data-symbol={symbol.id}>
              {picture(symbol.id, symbol.name)}
              <div>
                <strong>{symbol.name}</strong>
                <dl className={styles.payAmounts}>
                  <dt>5</dt>
                  <dd>{money(five)}</dd>
                  <dt>4</dt>
                  <dd>{money(four)}</dd>
                  <dt>3</dt>
                  <dd>{money(three)}</dd>
                </dl>
              </div>
            </li>
          );
        })}
      </ul>
      {wild && (
        <p className={styles.payRule}>
          {picture(wild.id, wild.name)}
          {t('casino.slot.paytableWild', { name: wild.name })}
        </p>
      )}
      {scatter && def.scatter && (
        <p className={styles.payRule} data-testid="paytable-scatter">
          {picture(scatter.id, scatter.name)}
          {t('casino.slot.paytableScatter', {
            name: scatter.name,
            pays: def.scatter.pays.map((p) => `×${p}`).join(' / '),
            spins: def.scatter.freeSpins.join(' / '),
            multiplier: def.scatter.freeSpinMultiplier,
          })}
          {def.scatter.retrigger ? t('casino.slot.paytableRetrigger') : ''}
        </p>
      )}
    </Modal>
  );
}
