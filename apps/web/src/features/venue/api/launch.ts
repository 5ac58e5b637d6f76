import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { useTranslation } from '../../../i18n';
import { invalidateMoney } from '../../../shared/balances';
import { newRequestId } from '../../../shared/requestId';
import { notify } from '../../../ui/toast';

/** Enters a venue: with auto-transfer on, the server moves the centre balance in first. */
export const launchVenue = (venueCode: string) => api.venue.launch({ venueCode, requestId: newRequestId() });

/**
 * Back from a venue (`?leave=CODE`, where the sandbox lobby's way out points): tells the server once,
 * so auto-transfer brings the money home, then drops the parameter.
 */
export function useLeaveVenue(): void {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const leaving = search.get('leave');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!leaving || handled.current === leaving) return;
    handled.current = leaving;
    setSearch(
      (current) => {
        current.delete('leave');
        return current;
      },
      { replace: true },
    );
    void api.venue
      .leave({ venueCode: leaving, requestId: newRequestId() })
      .then((result) => {
        if (result.state !== 'none') notify(t('venueGate.broughtBack', { amount: result.transferred }));
      })
      .catch(() => {
        // The transport has already said what went wrong; the balances below show what stands.
      })
      .finally(() => invalidateMoney(client));
  }, [client, leaving, setSearch, t]);
}
