import { isVenueOpenLoose } from '@courtside/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../api/client';
import { useTranslation } from '../../i18n';
import { alertThenHome } from '../../shared/modals/requireLogin';
import { Skeleton } from '../../ui/Skeleton';

/**
 * The sports gate (spec section 2): a sports venue that is not open sends the member home with the
 * warm-tips alert. `?venue=CODE` names the venue; without it, the gate needs any sports venue open.
 */
export function SportsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const wanted = search.get('venue');
  const venues = useQuery({ queryKey: ['venue', 'list'], queryFn: () => api.venue.list({}), staleTime: 60_000 });

  let closed: string | null = null;
  if (venues.data) {
    const sports = venues.data.filter((v) => v.kind === 'sports');
    const chosen = wanted ? sports.find((v) => v.venueCode === wanted) : undefined;
    if (wanted && (!chosen || !isVenueOpenLoose(chosen))) {
      closed = t('venueGate.closed', { venue: chosen?.venueName ?? wanted });
    } else if (!wanted && !sports.some(isVenueOpenLoose)) {
      closed = t('venueGate.noneOpen');
    }
  }

  useEffect(() => {
    if (closed) alertThenHome(closed);
  }, [closed]);

  // Without the venue list the gate cannot judge; the page itself says what it can.
  if (venues.isError) return children;
  if (!venues.data) return <Skeleton style={{ display: 'block', height: '12rem', margin: '1rem' }} />;
  return closed ? null : children;
}
