import { fromMinorUnits, toMinorUnits } from '@courtside/domain';
import {
  type BaccaratBets,
  cardCode,
  checkShoeHand,
  checkSlotRound,
  dealShoe,
  findSlot,
  seedCommitment,
  shuffleShoe,
  slotCatalogue,
} from '@courtside/domain/casino';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/errors';
import { useTranslation } from '../../i18n';
import { usePageTitle } from '../../shared/usePageTitle';
import { Button } from '../../ui/Button';
import { PageHeader } from '../../ui/PageHeader';
import { Spinner } from '../../ui/Spinner';
import { ErrorState } from '../../ui/States';
import { SelectField, TextField } from '../../ui/TextField';
import { provider, type RoundProof, type ShoeProof } from './api/provider';
import styles from './VerifyPage.module.css';

type Mode = 'round' | 'shoe' | 'manual';

/** The provider's reason (a round not found, a malformed id), or the generic line. */
const useErrorText = () => {
  const { t } = useTranslation();
  return (error: unknown) => (isApiError(error) ? error.message : t('common.errorText'));
};

const minorOrNull = (text: string): bigint | null => {
  try {
    return toMinorUnits(text);
  } catch {
    return null;
  }
};

function Verdict({ ok, parts }: { ok: boolean; parts: readonly [boolean, string, string][] }) {
  const { t } = useTranslation();
  return (
    <div className={ok ? styles.pass : styles.fail} data-testid="verify-verdict" data-verified={ok}>
      <strong>{ok ? t('casino.verify.passed') : t('casino.verify.failed')}</strong>
      <ul>
        {parts.map(([good, yes, no]) => (
          <li key={yes} className={good ? styles.good : styles.bad}>
            {good ? '✓' : '✗'} {t(good ? yes : no)}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface SlotInputs {
  gameCode: string;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: string;
  bet: string;
}

/**
 * A slot round recomputed from its inputs in the browser with the published game maths. With a
 * provider's proof the replay is held against what the game showed; without one (manual input)
 * the page shows what the seeds produce and whether the seed matches its hash.
 */
function SlotCheck({ initial, proof }: { initial: SlotInputs; proof: Extract<RoundProof, { kind: 'slot' }> | null }) {
  const { t } = useTranslation();
  const [inputs, setInputs] = useState(initial);
  const def = findSlot(inputs.gameCode);
  const bet = minorOrNull(inputs.bet);
  const nonce = /^\d{1,12}$/.test(inputs.nonce) ? Number(inputs.nonce) : -1;
  const check = useMemo(() => {
    if (!def || bet === null || nonce < 0) return null;
    return checkSlotRound(def, {
      serverSeed: inputs.serverSeed.trim(),
      serverSeedHash: inputs.serverSeedHash.trim(),
      clientSeed: inputs.clientSeed.trim(),
      bet,
      win: proof ? toMinorUnits(proof.win) : 0n,
      spins: proof ? proof.spins.map((s, i) => ({ ...s, nonce: nonce + i })) : [{ stops: [], freeSpin: false, nonce }],
    });
  }, [def, bet, nonce, inputs, proof]);
  const field = (key: keyof SlotInputs, label: string) => (
    <TextField
      label={label}
      value={inputs[key]}
      spellCheck={false}
      autoComplete="off"
      onChange={(e) => setInputs({ ...inputs, [key]: e.target.value })}
      data-testid={`verify-${key}`}
    />
  );
  const replay = check?.replay ?? null;
  return (
    <section className={styles.card} data-testid="verify-slot">
      <SelectField
        label={t('casino.verify.game')}
        value={inputs.gameCode}
        onChange={(e) => setInputs({ ...inputs, gameCode: e.target.value })}
        disabled={proof !== null}
      >
        {slotCatalogue().map((g) => (
          <option key={g.id} value={g.id}>
            {g.name}
          </option>
        ))}
      </SelectField>
      {field('serverSeed', t('casino.verify.serverSeed'))}
      {field('serverSeedHash', t('casino.verify.serverSeedHash'))}
      {field('clientSeed', t('casino.verify.clientSeed'))}
      {field('nonce', t('casino.verify.nonce'))}
      {field('bet', t('casino.verify.bet'))}
      <p className={styles.note}>{t('casino.verify.alterHint')}</p>
      {!check || !replay ? (
        <p className={styles.fail} data-testid="verify-verdict" data-verified="false">
          {t('casino.verify.notPlayable')}
        </p>
      ) : (
        <>
          <Verdict
            ok={proof ? check.verified : check.hashMatches}
            parts={[
              [check.hashMatches, 'casino.verify.hashOk', 'casino.verify.hashBad'],
              ...(proof
                ? ([
                    [check.spinsMatch, 'casino.verify.spinsOk', 'casino.verify.spinsBad'],
                    [check.winMatches, 'casino.verify.winOk', 'casino.verify.winBad'],
                  ] as [boolean, string, string][])
                : []),
            ]}
          />
          <div className={styles.columns}>
            {proof && (
              <div>
                <h3>{t('casino.verify.claimed')}</h3>
                {proof.spins.map((s) => (
                  <p key={s.nonce}>
                    {t('casino.verify.spin', {
                      nonce: s.nonce,
                      free: s.freeSpin ? t('casino.verify.freeTag') : '',
                      stops: s.stops.join(' '),
                    })}
                  </p>
                ))}
                <p>{t('casino.verify.win', { amount: proof.win })}</p>
              </div>
            )}
            <div data-testid="verify-replay">
              <h3>{t('casino.verify.recomputed')}</h3>
              {replay.spins.map((s) => (
                <p key={s.nonce}>
                  {t('casino.verify.spin', {
                    nonce: s.nonce,
                    free: s.freeSpin ? t('casino.verify.freeTag') : '',
                    stops: s.stops.join(' '),
                  })}
                </p>
              ))}
              <p>{t('casino.verify.win', { amount: fromMinorUnits(replay.win) })}</p>
            </div>
          </div>
        </>
      )}
    </section>
  );
}

/** A baccarat bet: its hand re-dealt from the revealed shoe seed and its bets settled again. */
function BaccaratCheck({ proof }: { proof: Extract<RoundProof, { kind: 'baccarat' }> }) {
  const { t } = useTranslation();
  const [seed, setSeed] = useState(proof.shoe.shoeSeed ?? '');
  const [hash, setHash] = useState(proof.shoe.shoeSeedHash);
  const [hand, setHand] = useState(String(proof.hand + 1));
  if (!proof.shoe.shoeSeed || !proof.result || proof.payout === null) {
    return (
      <section className={styles.card} data-testid="verify-baccarat">
        <p>
          {t('casino.verify.shoeSeedHash')}: <code>{proof.shoe.shoeSeedHash}</code>
        </p>
        <p className={styles.note} data-testid="verify-pending">
          {t('casino.verify.shoePending', { dealt: proof.shoe.dealt })}
        </p>
      </section>
    );
  }
  const bets = Object.fromEntries(Object.entries(proof.bets).map(([k, v]) => [k, BigInt(v)])) as BaccaratBets;
  const check = checkShoeHand({
    shoeSeed: seed.trim(),
    shoeSeedHash: hash.trim(),
    decks: proof.shoe.decks,
    hand: /^\d{1,4}$/.test(hand) ? Number(hand) - 1 : -1,
    player: proof.result.player,
    banker: proof.result.banker,
    bets,
    payout: BigInt(proof.payout),
  });
  return (
    <section className={styles.card} data-testid="verify-baccarat">
      <TextField label={t('casino.verify.shoeSeed')} value={seed} onChange={(e) => setSeed(e.target.value)} />
      <TextField label={t('casino.verify.shoeSeedHash')} value={hash} onChange={(e) => setHash(e.target.value)} />
      <TextField label={t('casino.verify.hand')} value={hand} onChange={(e) => setHand(e.target.value)} />
      <p className={styles.note}>{t('casino.verify.alterHint')}</p>
      <Verdict
        ok={check.verified}
        parts={[
          [check.hashMatches, 'casino.verify.hashOk', 'casino.verify.hashBad'],
          [check.cardsMatch, 'casino.verify.cardsOk', 'casino.verify.cardsBad'],
          [check.payoutMatches, 'casino.verify.payoutOk', 'casino.verify.payoutBad'],
        ]}
      />
      <div className={styles.columns}>
        <div>
          <h3>{t('casino.verify.claimed')}</h3>
          <p>
            {t('casino.verify.cards', { player: proof.result.player.join(' '), banker: proof.result.banker.join(' ') })}
          </p>
          <p>{t('casino.verify.payout', { amount: fromMinorUnits(BigInt(proof.payout)) })}</p>
        </div>
        {check.replay && (
          <div data-testid="verify-replay">
            <h3>{t('casino.verify.recomputed')}</h3>
            <p>
              {t('casino.verify.cards', {
                player: check.replay.player.join(' '),
                banker: check.replay.banker.join(' '),
              })}
            </p>
            <p>{t('casino.verify.payout', { amount: fromMinorUnits(check.replay.payout) })}</p>
          </div>
        )}
      </div>
    </section>
  );
}

/** A whole shoe: its seed against the commitment, then every hand dealt again from it. */
function ShoeCheck({ proof }: { proof: ShoeProof }) {
  const { t } = useTranslation();
  const hands = useMemo(() => {
    if (!proof.shoeSeed || seedCommitment(proof.shoeSeed) !== proof.shoeSeedHash) return null;
    return dealShoe(shuffleShoe(proof.shoeSeed, proof.decks)).hands;
  }, [proof]);
  return (
    <section className={styles.card} data-testid="verify-shoe">
      <p>
        {t('casino.verify.shoeSeedHash')}: <code>{proof.shoeSeedHash}</code>
      </p>
      {!proof.shoeSeed ? (
        <p className={styles.note} data-testid="verify-pending">
          {t('casino.verify.shoePending', { dealt: proof.dealt })}
        </p>
      ) : (
        <>
          <p>
            {t('casino.verify.shoeSeed')}: <code>{proof.shoeSeed}</code>
          </p>
          <Verdict ok={hands !== null} parts={[[hands !== null, 'casino.verify.hashOk', 'casino.verify.hashBad']]} />
          {hands ? (
            <>
              <p>{t('casino.verify.shoeHands', { count: hands.length })}</p>
              <ol className={styles.hands}>
                {hands.map((h, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a shoe's hands are fixed by their position
                  <li key={i}>
                    {t('casino.verify.cards', {
                      player: h.player.map(cardCode).join(' '),
                      banker: h.banker.map(cardCode).join(' '),
                    })}
                  </li>
                ))}
              </ol>
            </>
          ) : (
            <p>{t('casino.verify.shoeUnverified')}</p>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The provably fair verify page (`/app/egame/verify`): a round by its id, a shoe by its table and
 * number, or seeds typed in. Everything is recomputed here from the published algorithms, so the
 * check does not trust the provider's own word.
 */
export function VerifyPage() {
  const { t } = useTranslation();
  usePageTitle(t('casino.verify.title'));
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [search, setSearch] = useSearchParams();
  const roundParam = search.get('round') ?? '';
  const shoeParam = search.get('shoe') ?? '';
  const mode: Mode =
    (search.get('mode') as Mode | null) ?? (shoeParam ? 'shoe' : search.get('game') ? 'manual' : 'round');
  const [roundId, setRoundId] = useState(roundParam);
  const [shoe, setShoe] = useState({
    venueCode: search.get('venue') ?? 'AGZR',
    tableCode: search.get('table') ?? 'baccarat-a',
    shoeNo: shoeParam || '1',
  });

  const round = useQuery({
    queryKey: ['egame', 'verify', 'round', roundParam],
    queryFn: () => provider.verifyRound(roundParam),
    enabled: mode === 'round' && roundParam !== '',
    retry: false,
  });
  const shoeNo = Number(shoeParam);
  const shoeProof = useQuery({
    queryKey: ['egame', 'verify', 'shoe', search.get('venue'), search.get('table'), shoeNo],
    queryFn: () =>
      provider.verifyShoe({ venueCode: search.get('venue') ?? '', tableCode: search.get('table') ?? '', shoeNo }),
    enabled: mode === 'shoe' && Number.isInteger(shoeNo) && shoeNo > 0,
    retry: false,
  });

  const go = (params: Record<string, string>) => setSearch(params);
  const onRound = (e: FormEvent) => {
    e.preventDefault();
    go({ round: roundId.trim() });
  };
  const onShoe = (e: FormEvent) => {
    e.preventDefault();
    go({ venue: shoe.venueCode.trim(), table: shoe.tableCode.trim(), shoe: shoe.shoeNo.trim() });
  };
  const manual: SlotInputs = {
    gameCode: search.get('game') ?? 'caishen-dao',
    serverSeed: search.get('serverSeed') ?? '',
    serverSeedHash: search.get('hash') ?? '',
    clientSeed: search.get('clientSeed') ?? '',
    nonce: search.get('nonce') ?? '0',
    bet: search.get('bet') ?? '20.00',
  };
  const tabs: [Mode, string][] = [
    ['round', t('casino.verify.byRound')],
    ['shoe', t('casino.verify.byShoe')],
    ['manual', t('casino.verify.manual')],
  ];
  const proof = round.data;

  return (
    <div className={styles.page} data-testid="verify-page">
      <PageHeader title={t('casino.verify.title')} onBack={() => navigate(-1)} backLabel={t('common.back')} />
      <p className={styles.intro}>{t('casino.verify.intro')}</p>
      <div className={styles.tabs} role="tablist">
        {tabs.map(([code, label]) => (
          <button
            key={code}
            type="button"
            role="tab"
            aria-selected={mode === code}
            className={[styles.tab, mode === code && styles.tabOn].filter(Boolean).join(' ')}
            onClick={() => go({ mode: code })}
          >
            {label}
          </button>
        ))}
      </div>
      {mode === 'round' && (
        <>
          <form className={styles.card} onSubmit={onRound}>
            <TextField
              label={t('casino.verify.roundId')}
              hint={t('casino.verify.roundIdHint')}
              value={roundId}
              onChange={(e) => setRoundId(e.target.value)}
              data-testid="verify-round-id"
              action={
                <Button type="submit" data-testid="verify-submit">
                  {t('casino.verify.check')}
                </Button>
              }
            />
          </form>
          {round.isError ? (
            <ErrorState description={errorText(round.error)} onRetry={() => void round.refetch()} />
          ) : round.isFetching ? (
            <Spinner />
          ) : proof?.kind === 'slot' ? (
            <SlotCheck
              key={proof.roundId}
              proof={proof}
              initial={{
                gameCode: proof.gameCode,
                serverSeed: proof.serverSeed,
                serverSeedHash: proof.serverSeedHash,
                clientSeed: proof.clientSeed,
                nonce: String(proof.spins[0]?.nonce ?? 0),
                bet: proof.bet,
              }}
            />
          ) : proof?.kind === 'baccarat' ? (
            <BaccaratCheck key={proof.roundId} proof={proof} />
          ) : null}
        </>
      )}
      {mode === 'shoe' && (
        <>
          <form className={styles.card} onSubmit={onShoe}>
            <TextField
              label={t('casino.verify.venueCode')}
              value={shoe.venueCode}
              onChange={(e) => setShoe({ ...shoe, venueCode: e.target.value })}
            />
            <TextField
              label={t('casino.verify.tableCode')}
              value={shoe.tableCode}
              onChange={(e) => setShoe({ ...shoe, tableCode: e.target.value })}
            />
            <TextField
              label={t('casino.verify.shoeNo')}
              inputMode="numeric"
              value={shoe.shoeNo}
              onChange={(e) => setShoe({ ...shoe, shoeNo: e.target.value })}
            />
            <Button type="submit">{t('casino.verify.check')}</Button>
          </form>
          {shoeProof.isError ? (
            <ErrorState description={errorText(shoeProof.error)} onRetry={() => void shoeProof.refetch()} />
          ) : shoeProof.isFetching ? (
            <Spinner />
          ) : shoeProof.data ? (
            <ShoeCheck proof={shoeProof.data} />
          ) : null}
        </>
      )}
      {mode === 'manual' && <SlotCheck key={search.toString()} initial={manual} proof={null} />}
    </div>
  );
}
