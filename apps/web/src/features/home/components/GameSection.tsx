import { isVenueOpenLoose } from '@courtside/domain';
import { memo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../ui/Icon';
import { mediaSize } from '../../../ui/media';
import { Skeleton } from '../../../ui/Skeleton';
import { EmptyState, ErrorState } from '../../../ui/States';
import { notify } from '../../../ui/toast';
import { type GameTile, type NavItem, tileLobbyCode, useNavigation } from '../../site';
import styles from './GameSection.module.css';

/** The navigation item that scrolls to the app-download block instead of listing games. */
export const APP_NAV_CODE = 'app';

function TileCard({ item, tile, index }: { item: NavItem; tile: GameTile; index: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = isVenueOpenLoose(tile);
  const onClick = () => {
    if (!open) {
      notify(t('home.venueMaintenance', { name: tile.name }));
      return;
    }
    navigate(`/app/egame/${tileLobbyCode(item, index, tile)}`);
  };
  return (
    <button
      type="button"
      className={[styles.tile, !open && styles.closed].filter(Boolean).join(' ')}
      onClick={onClick}
      data-testid="nav-tile"
      data-venue={tile.venueCode}
      data-open={open}
    >
      <img className={styles.tileImage} src={tile.imageUrl} alt="" {...mediaSize.tile} loading="lazy" />
      {!open && (
        <span className={styles.badge} data-testid="maintenance-badge">
          <Icon name="wrench" />
          {t('home.maintenanceBadge')}
        </span>
      )}
      <span className={styles.tileBody}>
        <span className={styles.tileName}>{tile.name}</span>
        {open && (
          <span className={styles.tileEnter}>
            {t('home.enterVenue')}
            <Icon name="chevronRight" />
          </span>
        )}
      </span>
    </button>
  );
}

/**
 * The section's shape while the navigation loads, built from the same boxes as the loaded one (chip,
 * panel header, tile with its picture and name line), so nothing below moves when it arrives: a
 * skeleton of bare tiles was 106 px shorter and was the home page's layout shift.
 */
function GameSectionSkeleton() {
  return (
    <div className={styles.layout} aria-busy="true">
      <div className={styles.rail}>
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className={styles.chip} aria-hidden="true">
            <Skeleton className={styles.chipIcon} />
            <span>&nbsp;</span>
          </span>
        ))}
      </div>
      <div className={styles.panel}>
        <div className={styles.panelHeader}>
          <p className={styles.panelTitle}>&nbsp;</p>
        </div>
        <div className={styles.tiles}>
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className={styles.tile} aria-hidden="true">
              <Skeleton className={styles.tileImage} />
              <span className={styles.tileBody}>
                <span className={styles.tileName}>&nbsp;</span>
              </span>
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Navigation categories and their game entry tiles. */
export const GameSection = memo(function GameSection({ onAppItem }: { onAppItem: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const nav = useNavigation();
  const [chosen, setChosen] = useState<string | null>(null);

  const items = nav.data ?? [];
  const active = items.find((item) => item.code === chosen) ?? items.find((item) => item.tiles.length > 0) ?? items[0];

  const onItem = (item: NavItem) => {
    if (item.code === APP_NAV_CODE) onAppItem();
    else if (item.tiles.length === 0) navigate(item.path);
    else setChosen(item.code);
  };

  return (
    <section className={styles.section} aria-labelledby="games-title">
      <div className={styles.heading}>
        <h2 className={styles.title} id="games-title">
          {t('home.gamesTitle')}
        </h2>
        <p className={styles.subtitle}>{t('home.gamesSubtitle')}</p>
      </div>
      {nav.isPending ? (
        <GameSectionSkeleton />
      ) : nav.isError ? (
        <ErrorState description={t('common.errorText')} onRetry={() => nav.refetch()} />
      ) : items.length === 0 || !active ? (
        <EmptyState icon="game" title={t('home.navEmpty')} />
      ) : (
        <div className={styles.layout}>
          <div className={styles.rail} role="tablist" data-testid="nav-tabs">
            {items.map((item) => (
              <button
                key={item.id}
                type="button"
                role="tab"
                aria-selected={item.code === active.code}
                className={[styles.chip, item.code === active.code && styles.chipActive].filter(Boolean).join(' ')}
                onClick={() => onItem(item)}
                data-testid={`nav-item-${item.code}`}
              >
                <img className={styles.chipIcon} src={item.iconUrl} alt="" {...mediaSize.icon} />
                <span>{item.name}</span>
              </button>
            ))}
          </div>
          <div className={styles.panel}>
            <div className={styles.panelHeader}>
              <p className={styles.panelTitle}>
                {active.name}
                <span className={styles.panelCount}>{t('home.venueCount', { count: active.tiles.length })}</span>
              </p>
              {active.tiles.length > 0 && (
                <Link to={active.path} className={styles.panelLink}>
                  {t('home.openLobby')}
                  <Icon name="chevronRight" />
                </Link>
              )}
            </div>
            {active.tiles.length === 0 ? (
              <EmptyState compact icon="game" title={t('home.tilesEmpty')} />
            ) : (
              <div className={styles.tiles} role="tabpanel" data-testid="nav-tiles">
                {active.tiles.map((tile, index) => (
                  <TileCard key={tile.id} item={active} tile={tile} index={index} />
                ))}
              </div>
            )}
          </div>
        </div>
      )}
    </section>
  );
});
