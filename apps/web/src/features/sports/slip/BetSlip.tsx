import { liveRooms, type OddsPush } from '@courtside/contract';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@courtside/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../api/client';
import { useTranslation } from '../../../i18n';
import { invalidateMoney, useBalances } from '../../../shared/balances';
import { toastUnhandled } from '../../../shared/failure';
import { freeBetKeys, useFreeBets } from '../../../shared/freeBets';
import { requireLogin } from '../../../shared/modals/requireLogin';
import { useSession } from '../../../shared/sessionStore';
import { useRequestId } from '../../../shared/useRequestId';
import { useAutoTransferOn, useVenueTopUp } from '../../../shared/venueTopUp';
import { Button } from '../../../ui/Button';
import { PC_QUERY, useMediaQuery } from '../../../ui/hooks';
import { Icon } from '../../../ui/Icon';
import { useSportsLive } from '../api/live';
import { formatOdds, useOddsFormat } from '../api/oddsFormat';
import { sportsKeys } from '../api/queries';
import { invalidateBets, useLimits, waitForDecision } from './api';
import styles from './BetSlip.module.css';
import { canParlay, parlayTypes, slipBets, slipTab, totals, typedStakeKeys } from './combos';
import { marketsIn } from './marketsIn';
import { type Outcome, placeBets, placingOf, shortfallOf } from './place';
import {
  acceptChanges,
  applyMarkets,
  clearSlip,
  isShownChange,
  needsAcceptance,
  type Pick,
  removePick,
  type SlipFreeBet,
  setExpanded,
  setFreeBet,
  setMode,
  setPolicy,
  setStake,
  useSlip,
} from './store';

const SPORTS_VENUE = 'OBTY';

/**
 * Every read of the sports pages (a refetch after a missed push, a list read again) carries its
 * markets' news to the slip too, so a selection never waits for the next push to be current.
 */
function useMarketsFromReads() {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (event.query.queryKey[0] !== sportsKeys.all[0]) return;
        const markets = marketsIn(event.query.state.data);
        if (markets.length > 0) applyMarkets(markets);
      }),
    [client],
  );
}

/**
 * The bet slip (投注单, UX.md): on a phone a bar at the bottom rising into a sheet, on a PC a column
 * on the right. Singles each with a stake, or the selections combined (串关: n串1 and N串M), with
 * live prices, quick stakes, the odds-change policy, a confirmation before money moves, the in-play
 * delay as progress, and the accepted prices after. Pages other than the sports pages show it only
 * once it holds something (`alwaysOnPc` false).
 */
export function BetSlip({ alwaysOnPc = true }: { alwaysOnPc?: boolean }) {
  const { t } = useTranslation();
  const pc = useMediaQuery(PC_QUERY);
  const picks = useSlip((s) => s.picks);
  const expanded = useSlip((s) => s.expanded);
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);

  useSportsLive(
    useMemo(() => [...new Set(picks.map((p) => liveRooms.match(p.matchId)))], [picks]),
    { matchState: () => {}, odds: (push: OddsPush) => applyMarkets(push.markets) },
  );
  useMarketsFromReads();

  const open = pc || expanded;
  const closeReceipt = () => {
    setOutcomes(null);
    if (useSlip.getState().picks.length === 0) setExpanded(false);
  };
  const empty = picks.length === 0 && !outcomes;
  useSlipRoom(!pc && !empty);
  if (empty && (!pc || !alwaysOnPc)) return null;
  return (
    <>
      {!pc && !expanded && (
        <SlipBar
          count={picks.length}
          onOpen={() => setExpanded(!expanded)}
          expanded={expanded}
          label={t('sports.slip.title')}
        />
      )}
      {open && (
        <aside className={pc ? styles.column : styles.sheet} aria-label={t('sports.slip.title')} data-testid="bet-slip">
          {/* On H5 the sheet replaces the bar while open (its head folds it back), so no floating bar lies over its buttons. */}
          <header className={styles.head}>
            <h2 className={styles.title}>
              {t('sports.slip.title')}
              <span className={styles.count}>{picks.length}</span>
            </h2>
            {picks.length > 0 && !outcomes && (
              <button type="button" className={styles.link} onClick={clearSlip} data-testid="slip-clear">
                {t('sports.slip.clear')}
              </button>
            )}
            {!pc && (
              <button
                type="button"
                className={styles.close}
                onClick={() => setExpanded(false)}
                aria-label={t('common.close')}
              >
                <Icon name="chevronDown" />
              </button>
            )}
          </header>
          {outcomes ? (
            <Receipt outcomes={outcomes} onDone={closeReceipt} onRetry={setOutcomes} />
          ) : empty ? (
            <p className={styles.empty}>{t('sports.slip.empty')}</p>
          ) : (
            <SlipBody onPlaced={setOutcomes} />
          )}
        </aside>
      )}
    </>
  );
}

/** Pages leave room at their foot for the bar (and the sheet that takes its place) while the slip shows. */
function useSlipRoom(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement.style;
    root.setProperty('--slip-bar-room', 'calc(var(--control-height-md) + var(--space-2))');
    return () => {
      root.removeProperty('--slip-bar-room');
    };
  }, [active]);
}

function SlipBar({
  count,
  expanded,
  onOpen,
  label,
}: {
  count: number;
  expanded: boolean;
  onOpen: () => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.bar} onClick={onOpen} aria-expanded={expanded} data-testid="slip-bar">
      <span className={styles.barCount}>{count}</span>
      <span>{label}</span>
      <span className={styles.barHint}>{expanded ? t('sports.slip.hide') : t('sports.slip.show')}</span>
    </button>
  );
}

function PickLine({ pick, staked }: { pick: Pick; staked?: ReactNode }) {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const policy = useSlip((s) => s.policy);
  const changed = needsAcceptance(pick, policy) || isShownChange(pick);
  return (
    <li className={[styles.pick, !pick.open && styles.pickClosed].filter(Boolean).join(' ')} data-testid="slip-pick">
      <div className={styles.pickHead}>
        <span className={styles.pickOutcome}>
          {pick.live && <span className={styles.liveTag}>{t('sports.slip.live')}</span>}
          {pick.outcomeName}
        </span>
        <span className={styles.pickOdds} data-testid="slip-odds">
          {!pick.open ? (
            <Icon name="lock" />
          ) : changed ? (
            <>
              <s className={styles.oldOdds}>{formatOdds(pick.acceptedOdds, format)}</s>
              <span className={pick.odds > pick.acceptedOdds ? styles.up : styles.down}>
                {formatOdds(pick.odds, format)}
              </span>
            </>
          ) : (
            formatOdds(pick.odds, format)
          )}
        </span>
        <button
          type="button"
          className={styles.remove}
          onClick={() => removePick(pick.marketId)}
          aria-label={t('sports.slip.remove')}
        >
          <Icon name="close" />
        </button>
      </div>
      <div className={styles.pickMeta}>
        {pick.marketName} · {pick.matchLabel}
      </div>
      {!pick.open && <div className={styles.notice}>{t('sports.slip.suspended')}</div>}
      {staked}
    </li>
  );
}

function StakeField({
  id,
  value,
  potential,
  onFocus,
  placeholder,
  label,
  locked = false,
}: {
  id: string;
  value: string;
  potential: bigint;
  onFocus: () => void;
  placeholder: string;
  label: string;
  /** A free bet stakes its own amount: the field shows it and takes no typing. */
  locked?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.stakeRow}>
      <input
        className={styles.stake}
        inputMode="decimal"
        value={value}
        placeholder={placeholder}
        aria-label={label}
        readOnly={locked}
        onFocus={onFocus}
        onChange={(e) => setStake(id, e.target.value.replace(/[^\d.]/g, '').slice(0, 12))}
        data-testid={`stake-${id}`}
      />
      <span className={styles.potential}>
        {t('sports.slip.toWin')} <strong>{formatMoney(fromMinorUnits(potential))}</strong>
      </span>
    </div>
  );
}

/**
 * A single's free bet choice: the token staking it (and a way back to money), or the member's usable
 * tokens no other selection has taken, one button per amount.
 */
function FreeBetChoice({
  id,
  chosen,
  usable,
}: {
  id: string;
  chosen: SlipFreeBet | undefined;
  usable: readonly SlipFreeBet[];
}) {
  const { t } = useTranslation();
  if (chosen) {
    return (
      <div className={styles.freeBet} data-testid={`free-bet-on-${id}`}>
        <span>{t('sports.slip.freeBetOn', { money: formatMoney(chosen.amount) })}</span>
        <button type="button" className={styles.link} onClick={() => setFreeBet(id, null)}>
          {t('sports.slip.freeBetOff')}
        </button>
      </div>
    );
  }
  const amounts = [...new Map(usable.map((token) => [token.amount, token])).values()];
  if (amounts.length === 0) return null;
  return (
    <div className={styles.freeBet}>
      <span>{t('sports.slip.freeBet')}</span>
      {amounts.map((token) => (
        <button
          key={token.id}
          type="button"
          className={styles.chip}
          onClick={() => setFreeBet(id, token)}
          data-testid={`free-bet-use-${id}`}
        >
          {t('sports.slip.useFreeBet', { money: formatMoney(token.amount) })}
        </button>
      ))}
    </div>
  );
}

function SlipBody({ onPlaced }: { onPlaced: (outcomes: Outcome[]) => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const picks = useSlip((s) => s.picks);
  const mode = useSlip((s) => s.mode);
  const stakes = useSlip((s) => s.stakes);
  const freeBets = useSlip((s) => s.freeBets);
  const policy = useSlip((s) => s.policy);
  const loggedIn = useSession((s) => s.loggedIn);
  const limits = useLimits().data;
  const balances = useBalances(loggedIn).data;
  const [focused, setFocused] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const parlayable = canParlay(picks);
  const tab = slipTab(picks, mode);
  const bets = slipBets(picks, mode, stakes, freeBets);
  const sum = totals(bets);
  const tokens = useFreeBets(true, loggedIn && tab === 'single').data?.items ?? [];
  const taken = new Set(Object.values(freeBets).map((token) => token.id));
  const spare = tokens.filter((token) => !taken.has(token.id));
  const changes = picks.some((p) => needsAcceptance(p, policy));
  const closed = picks.some((p) => !p.open);
  const sportsBalance = balances?.venues.find((v) => v.venueCode === SPORTS_VENUE)?.balance;
  // Unknown until read: then neither wording nor the manual move is chosen for the member.
  const autoOn = useAutoTransferOn(loggedIn).data?.enabled;
  const topUp = useVenueTopUp(SPORTS_VENUE);
  const money = walletLine(sportsBalance, balances?.centre.available, sum.stake);
  const placeholder = limits ? t('sports.slip.limits', { min: limits.minStake, max: limits.maxStake }) : '';
  const keys = typedStakeKeys(picks, mode, freeBets);
  const quickKey = focused && keys.includes(focused) ? focused : keys[0];
  // A system bet stakes its amount on every combination: 最大 keeps their total within the limit.
  const quickCombinations = parlayTypes(picks).find((type) => type.name === quickKey)?.combinations ?? 1;

  const place = async () => {
    setBusy(true);
    // Auto-transfer off: the one tap moves what the sports wallet lacks from the centre, then places.
    // With it on, the server moves the shortfall itself as it places.
    if (money.moveIn > 0n && autoOn === false && !(await topUp.move(fromMinorUnits(money.moveIn)))) {
      setBusy(false);
      return;
    }
    onPlaced(bets.map(placingOf));
    const results = await placeBets(bets, policy);
    setBusy(false);
    setConfirming(false);
    onPlaced(results);
    void invalidateMoney(client);
    void invalidateBets(client);
    void client.invalidateQueries({ queryKey: freeBetKeys.all() });
  };

  const start = () => {
    if (!requireLogin()) return;
    setConfirming(true);
  };

  return (
    <div className={styles.bodyWrap}>
      <div className={styles.body}>
        <div className={styles.tabs} role="tablist">
          {(['single', 'parlay'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="tab"
              aria-selected={tab === m}
              className={[styles.tab, tab === m && styles.tabOn].filter(Boolean).join(' ')}
              onClick={() => setMode(m)}
              disabled={m === 'parlay' && !parlayable}
              data-testid={`slip-tab-${m}`}
            >
              {t(`sports.slip.${m}`)}
            </button>
          ))}
        </div>
        {!parlayable && picks.length >= 2 && (
          <p className={styles.notice}>
            {picks.some((p) => p.builderLegs) ? t('sports.slip.builderAlone') : t('sports.slip.sameMatch')}
          </p>
        )}
        <ul className={styles.picks}>
          {picks.map((pick) => (
            <PickLine
              key={pick.marketId}
              pick={pick}
              staked={
                tab === 'single' ? (
                  <>
                    <StakeField
                      id={String(pick.marketId)}
                      value={stakes[String(pick.marketId)] ?? ''}
                      potential={bets.find((b) => b.key === String(pick.marketId))?.potential ?? 0n}
                      onFocus={() => setFocused(String(pick.marketId))}
                      placeholder={placeholder}
                      label={t('sports.slip.stakeFor', { name: pick.outcomeName })}
                      locked={freeBets[String(pick.marketId)] !== undefined}
                    />
                    {loggedIn && !pick.builderLegs && (
                      <FreeBetChoice
                        id={String(pick.marketId)}
                        chosen={freeBets[String(pick.marketId)]}
                        usable={spare}
                      />
                    )}
                  </>
                ) : undefined
              }
            />
          ))}
        </ul>
        {tab === 'parlay' && (
          <ul className={styles.types} data-testid="slip-types">
            {parlayTypes(picks).map((type) => (
              <li key={type.name} className={styles.type}>
                <span className={styles.typeName}>
                  {type.name}
                  <small>{t('sports.slip.combinations', { count: type.combinations })}</small>
                </span>
                <StakeField
                  id={type.name}
                  value={stakes[type.name] ?? ''}
                  potential={bets.find((b) => b.key === type.name)?.potential ?? 0n}
                  onFocus={() => setFocused(type.name)}
                  placeholder={placeholder}
                  label={t('sports.slip.stakeFor', { name: type.name })}
                />
              </li>
            ))}
          </ul>
        )}
        {quickKey && limits && (
          <fieldset className={styles.quick} aria-label={t('sports.slip.quick')} data-testid="quick-stakes">
            {limits.quickStakes.map((amount) => (
              <button
                key={amount}
                type="button"
                className={styles.chip}
                onClick={() => setStake(quickKey, String(amount))}
              >
                {amount}
              </button>
            ))}
            <button
              type="button"
              className={styles.chip}
              onClick={() => setStake(quickKey, maxStakeFor(sportsBalance, limits.maxStake, quickCombinations))}
            >
              {t('sports.slip.max')}
            </button>
          </fieldset>
        )}
        <label className={styles.policy}>
          <input
            type="checkbox"
            checked={policy === 'any'}
            onChange={(e) => setPolicy(e.target.checked ? 'any' : 'better')}
            data-testid="slip-policy"
          />
          {t('sports.slip.acceptAny')}
        </label>
        {changes && (
          <div className={styles.changes} role="alert">
            <span>{t('sports.slip.changed')}</span>
            <Button size="sm" variant="accent" onClick={acceptChanges} data-testid="slip-accept">
              {t('sports.slip.accept')}
            </Button>
          </div>
        )}
      </div>
      {/* Totals and the buttons stay in view below the selections, which scroll on their own. */}
      <div className={styles.foot} data-testid="slip-foot">
        <div className={styles.summary}>
          <span>
            {t('sports.slip.total')} <strong data-testid="slip-total">{formatMoney(fromMinorUnits(sum.stake))}</strong>
          </span>
          <span>
            {t('sports.slip.toWin')} <strong>{formatMoney(fromMinorUnits(sum.potential))}</strong>
          </span>
        </div>
        {loggedIn && money.shown && autoOn !== undefined && (
          <div className={styles.wallet} data-testid="slip-wallet">
            <span>
              {t('sports.slip.sportsWallet')} <strong>{formatMoney(sportsBalance ?? '0')}</strong>
            </span>
            <span>
              {t('sports.slip.centreWallet')}{' '}
              <strong data-testid="slip-centre">{formatMoney(balances?.centre.available ?? '0')}</strong>
            </span>
            <small className={styles.walletNote} data-testid="slip-wallet-note">
              {money.short > 0n
                ? t('sports.slip.notEnough', { amount: formatMoney(fromMinorUnits(money.short)) })
                : money.moveIn > 0n
                  ? autoOn
                    ? t('sports.slip.autoMoves', { amount: formatMoney(fromMinorUnits(money.moveIn)) })
                    : t('sports.slip.tapMoves', { amount: formatMoney(fromMinorUnits(money.moveIn)) })
                  : autoOn
                    ? t('sports.slip.autoOn')
                    : t('sports.slip.fromSports')}
            </small>
            {money.short > 0n && (
              <Link to="/app/deposit" className={styles.link} data-testid="slip-deposit">
                {t('sports.slip.deposit')}
              </Link>
            )}
          </div>
        )}
        {confirming ? (
          <div className={styles.confirm} data-testid="slip-confirm">
            <p>{t('sports.slip.confirmText', { count: sum.count, stake: formatMoney(fromMinorUnits(sum.stake)) })}</p>
            <div className={styles.confirmActions}>
              <Button variant="secondary" onClick={() => setConfirming(false)} disabled={busy}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => void place()} disabled={busy} data-testid="slip-confirm-place">
                {money.moveIn > 0n && autoOn === false
                  ? t('sports.slip.moveAndConfirm', { amount: formatMoney(fromMinorUnits(money.moveIn)) })
                  : t('sports.slip.confirm')}
              </Button>
            </div>
          </div>
        ) : (
          <Button block onClick={start} disabled={sum.count === 0 || changes || closed} data-testid="slip-place">
            {closed ? t('sports.slip.removeClosed') : t('sports.slip.place', { count: sum.count })}
          </Button>
        )}
      </div>
    </div>
  );
}

const ONE = toMinorUnits('1');

/**
 * The slip's money in one line: the sports wallet the bet is taken from, the centre wallet beside
 * it, and what the stake needs moved from one to the other (by auto-transfer, or by the one tap of
 * 确认投注), so two balances are never shown without saying how they meet. `short`: what even both
 * together lack.
 */
export const walletLine = (
  sports: string | undefined,
  centre: string | undefined,
  stake: bigint,
): { shown: boolean; moveIn: bigint; short: bigint } => {
  if (sports === undefined || centre === undefined) return { shown: false, moveIn: 0n, short: 0n };
  const have = toMinorUnits(sports);
  const spare = toMinorUnits(centre);
  const lacking = stake > have ? stake - have : 0n;
  const moveIn = lacking > 0n && lacking <= spare ? lacking : 0n;
  const short = lacking > spare ? lacking - spare : 0n;
  return { shown: true, moveIn, short };
};

/**
 * 最大: the most the sports wallet can stake per combination, within the limit, in whole units. An
 * empty wallet (or a visitor's) shows the limit itself, which the top-up on placement can then cover.
 */
const maxStakeFor = (balance: string | undefined, limit: string, combinations: number): string => {
  const have = balance ? toMinorUnits(balance) : 0n;
  const cap = toMinorUnits(limit);
  const total = have > 0n && have < cap ? have : cap;
  return String(total / BigInt(combinations) / ONE);
};

function Receipt({
  outcomes,
  onDone,
  onRetry,
}: {
  outcomes: Outcome[];
  onDone: () => void;
  onRetry: (outcomes: Outcome[]) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const format = useOddsFormat();
  const [moving, setMoving] = useState(false);
  const latest = useRef(outcomes);
  latest.current = outcomes;

  // Pending in-play bets are read until their delay ends (a /live push would say the same).
  const pendingIds = outcomes.flatMap((o) => (o.state === 'pending' && o.bet ? [o.bet.id] : []));
  const pendingKey = pendingIds.join(',');
  useEffect(() => {
    if (!pendingKey) return;
    const signal = { cancelled: false };
    for (const betId of pendingKey.split(',').map(Number)) {
      void waitForDecision(betId, signal).then((bet) => {
        if (signal.cancelled) return;
        onRetry(
          latest.current.map((o) =>
            o.bet?.id === betId
              ? {
                  ...o,
                  bet,
                  state: bet.state === 'rejected' ? 'rejected' : 'accepted',
                  message: bet.rejectReason ?? '',
                }
              : o,
          ),
        );
        void invalidateMoney(client);
        void invalidateBets(client);
      });
    }
    return () => {
      signal.cancelled = true;
    };
  }, [pendingKey, client, onRetry]);

  const sportsBalance = useBalances().data?.venues.find((v) => v.venueCode === SPORTS_VENUE)?.balance;
  const short = outcomes.some((o) => o.shortfall !== undefined);
  const shortfall = shortfallOf(outcomes, sportsBalance);
  const transferIds = useRequestId();

  // One tap moves what is missing from the centre wallet and places again the bets refused for it,
  // as the member confirmed them; the others (a price to accept) wait on the slip.
  const topUpAndRetry = async () => {
    setMoving(true);
    if (shortfall > 0n) {
      const amount = fromMinorUnits(shortfall);
      try {
        await api.wallet.transferIntoVal({
          venueCode: SPORTS_VENUE,
          amount,
          requestId: transferIds.forIntent(amount),
        });
        transferIds.settle();
      } catch (error) {
        transferIds.settle(error);
        toastUnhandled(error);
        setMoving(false);
        return;
      } finally {
        void invalidateMoney(client);
      }
    }
    const keys = new Set(latest.current.filter((o) => o.shortfall !== undefined).map((o) => o.key));
    const { picks, mode, stakes, freeBets, policy } = useSlip.getState();
    const retry = slipBets(picks, mode, stakes, freeBets).filter((bet) => keys.has(bet.key));
    const merge = (next: Outcome[]) => onRetry(latest.current.map((o) => next.find((n) => n.key === o.key) ?? o));
    merge(retry.map(placingOf));
    merge(await placeBets(retry, policy));
    setMoving(false);
    void invalidateMoney(client);
    void invalidateBets(client);
  };

  const placing = outcomes.some((o) => o.state === 'placing' || o.state === 'pending');
  return (
    <div className={styles.body} data-testid="slip-receipt">
      <ul className={styles.picks}>
        {outcomes.map((o) => (
          <li key={o.key} className={styles.result} data-state={o.state} data-testid="slip-result">
            <div className={styles.pickHead}>
              <span className={styles.pickOutcome}>{o.bet?.typeName ?? o.label}</span>
              <span className={styles[`state_${o.state}`]}>{t(`sports.slip.states.${o.state}`)}</span>
            </div>
            {o.state === 'pending' && o.bet?.decideAt && (
              <DelayBar placedAt={o.bet.placedAt} decideAt={o.bet.decideAt} />
            )}
            {o.bet && o.state !== 'failed' && (
              <div className={styles.pickMeta}>
                {o.bet.legs.map((leg) => `${leg.outcomeName} @ ${formatOdds(leg.odds, format)}`).join(' / ')}
                {' · '}
                {t('sports.slip.stakeWas', { stake: formatMoney(o.bet.stake) })}
              </div>
            )}
            {o.message && <div className={styles.notice}>{o.message}</div>}
          </li>
        ))}
      </ul>
      {short && (
        <Button variant="accent" block onClick={() => void topUpAndRetry()} disabled={moving} data-testid="slip-topup">
          {shortfall > 0n
            ? t('sports.slip.topUp', { amount: formatMoney(fromMinorUnits(shortfall)) })
            : t('sports.slip.retry')}
        </Button>
      )}
      <div className={styles.confirmActions}>
        <Link to="/app/sports/bets" className={styles.link} data-testid="slip-my-bets">
          {t('sports.bets.title')}
        </Link>
        <Button onClick={onDone} disabled={placing} data-testid="slip-done">
          {t('sports.slip.done')}
        </Button>
      </div>
    </div>
  );
}

/** 确认中: the in-play delay running down. */
function DelayBar({ placedAt, decideAt }: { placedAt: string; decideAt: string }) {
  const { t } = useTranslation();
  const from = Date.parse(placedAt);
  const to = Date.parse(decideAt);
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 200);
    return () => clearInterval(timer);
  }, []);
  const share = Math.min(1, Math.max(0, (now - from) / Math.max(1, to - from)));
  return (
    <div
      className={styles.delay}
      role="progressbar"
      aria-label={t('sports.slip.states.pending')}
      aria-valuenow={Math.round(share * 100)}
      aria-valuemin={0}
      aria-valuemax={100}
    >
      <span style={{ width: `${share * 100}%` }} />
    </div>
  );
}
