import { fromMinorUnits, toMinorUnits } from '@courtside/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, memo, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { useTranslation } from '../../../i18n';
import { invalidateMoney, useBalances } from '../../../shared/balances';
import { usePageTitle } from '../../../shared/usePageTitle';
import { useVenueTopUp } from '../../../shared/venueTopUp';
import { Icon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import { ErrorState } from '../../../ui/States';
import { notify } from '../../../ui/toast';
import { SessionClock } from '../../rg';
import { leaveGameVenue, transferredInOf } from '../api/launch';
import { provider } from '../api/provider';
import styles from './GamePage.module.css';

// The games and their maths load only when a game opens. Memoised: the balance shown in the bar
// changes after every round, and that alone need not render the game again.
const SlotGame = lazy(async () => ({ default: memo((await import('./SlotGame')).SlotGame) }));
const BaccaratGame = lazy(async () => ({ default: memo((await import('./BaccaratGame')).BaccaratGame) }));

/** How long the bar says what auto-transfer moved in on entry. */
const ENTRY_NOTE_MS = 4000;

/**
 * The amount moved in on entry, for the first few seconds of the game. The note is taken off the
 * history entry once read, so a reload or a return to this entry does not tell it again.
 */
function useEntryNote(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [shown, setShown] = useState(() => transferredInOf(location.state));
  const told = transferredInOf(location.state) !== null;
  useEffect(() => {
    if (told) navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [told, navigate, location.pathname, location.search]);
  useEffect(() => {
    if (!shown) return;
    const timer = window.setTimeout(() => setShown(null), ENTRY_NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [shown]);
  return shown;
}

/**
 * A game as the provider's launch URL opens it: full screen on H5, a large frame on PC, with the
 * balance at the provider and a way back that brings the money home when auto-transfer is on.
 */
export function GamePage() {
  const { t } = useTranslation();
  const { venueCode = '', gameCode = '' } = useParams();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const navigate = useNavigate();
  const client = useQueryClient();
  const [balance, setBalance] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const session = useQuery({
    queryKey: ['egame', 'session', token],
    queryFn: () => provider.session(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const game = useQuery({
    queryKey: ['egame', 'game', venueCode, gameCode],
    queryFn: async () =>
      (await api.egame.list({ venueCodes: [venueCode], pageNum: 1, pageSize: 100 })).list.find(
        (g) => g.gameCode === gameCode,
      ) ?? null,
  });
  const name = game.data?.name ?? '';
  usePageTitle(name || t('casino.game.loading'), { still: true });
  const demo = session.data?.demo ?? true;
  const shown = balance ?? session.data?.balance ?? null;
  const transferredIn = useEntryNote();
  const centre = useBalances(!demo && token !== '').data?.centre.available;
  const topUp = useVenueTopUp(venueCode);
  const centreHas = centre !== undefined && toMinorUnits(centre) > 0n;

  // 转入 in the game's own bar: the centre balance moves in and the game goes on, no trip to the wallet.
  const moveIn = async () => {
    if (!centre || !(await topUp.move(centre))) return;
    setBalance((was) => {
      const before = was ?? session.data?.balance ?? '0';
      return fromMinorUnits(toMinorUnits(before) + toMinorUnits(centre));
    });
    notify(t('casino.game.movedIn', { amount: centre }));
  };

  const back = async () => {
    setLeaving(true);
    if (!demo) {
      try {
        const result = await leaveGameVenue(venueCode);
        if (result.state !== 'none') notify(t('casino.game.broughtBack', { amount: result.transferred }));
      } catch {
        // The transport has said what went wrong; the wallet shows what stands.
      }
      await invalidateMoney(client);
    }
    navigate(-1);
  };

  return (
    <div className={styles.backdrop} data-testid="game-page">
      <div className={styles.frame}>
        <header className={styles.bar}>
          <button
            type="button"
            className={styles.back}
            onClick={() => void back()}
            disabled={leaving}
            data-testid="game-back"
          >
            <Icon name="chevronLeft" />
            {t('casino.game.back')}
          </button>
          <h1 className={styles.title}>{name}</h1>
          {demo && <span className={styles.demo}>{t('casino.game.demoBadge')}</span>}
          {!demo && <SessionClock />}
          {transferredIn && (
            <span className={styles.entryNote} role="status" data-testid="game-transferred-in">
              {t('casino.game.broughtIn', { amount: transferredIn })}
            </span>
          )}
          <span className={styles.wallet}>
            <span className={styles.balance} data-testid="game-balance">
              {demo ? t('casino.game.demoBalance') : t('casino.game.balance')} ¥{shown ?? '--'}
            </span>
            {!demo && centre !== undefined && (
              <>
                <span className={styles.centre} data-testid="game-centre">
                  {t('casino.game.centre')} ¥{centre}
                </span>
                <button
                  type="button"
                  className={styles.moveIn}
                  onClick={() => void moveIn()}
                  disabled={!centreHas || topUp.moving}
                  title={t('casino.game.moveInHint')}
                  data-testid="game-move-in"
                >
                  {t('casino.game.moveIn')}
                </button>
              </>
            )}
          </span>
        </header>
        <main className={styles.stage}>
          {!token || session.isError ? (
            <ErrorState description={t('casino.game.expired')} onRetry={() => void session.refetch()} />
          ) : !session.data ? (
            <Spinner label={t('casino.game.loading')} />
          ) : (
            <Suspense fallback={<Spinner label={t('casino.game.loading')} />}>
              {session.data.engine === 'slot' ? (
                <SlotGame token={token} gameCode={gameCode} session={session.data} onBalance={setBalance} />
              ) : (
                <BaccaratGame token={token} venueCode={venueCode} demo={demo} onBalance={setBalance} />
              )}
            </Suspense>
          )}
        </main>
      </div>
    </div>
  );
}
