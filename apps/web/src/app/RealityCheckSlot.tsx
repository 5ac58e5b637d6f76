import { lazy, Suspense, useEffect, useState } from 'react';
import { readWithdrawOnly } from '../features/auth';
import { withStrings } from '../i18n';
import { useSession } from '../shared/sessionStore';

// The reality check's code and strings load only for a signed-in member, after the page is up.
const RealityCheck = lazy(async () => ({
  default: (await withStrings(['rg'], () => import('../features/rg/reality'))).RealityCheck,
}));

// The withdraw-only page (issue 29) loads only for a blocked member who opened that session.
const WithdrawOnlyPage = lazy(async () => ({
  default: (await withStrings(['payment', 'wallet'], () => import('../features/payment/withdrawOnly/WithdrawOnlyPage')))
    .WithdrawOnlyPage,
}));

/** How long after a page opens (or a login) the reality check's code is fetched: the page goes first. */
const SETTLE_MS = 1_500;

/**
 * Mounts the reality check (RTS 13B) while a member is signed in; in a withdraw-only session (a member
 * in a time-out or self-exclusion), the withdraw-only page instead, at once and over any route.
 */
export function RealityCheckSlot() {
  const loggedIn = useSession((state) => state.loggedIn);
  // The member changes with every sign-in, so the withdraw-only mode is read again for each session.
  const member = useSession((state) => state.member);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!loggedIn) {
      setReady(false);
      return;
    }
    const timer = setTimeout(() => setReady(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [loggedIn]);
  const block = loggedIn && member ? readWithdrawOnly() : null;
  if (block)
    return (
      <Suspense fallback={null}>
        <WithdrawOnlyPage block={block} />
      </Suspense>
    );
  if (!loggedIn || !ready) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}
