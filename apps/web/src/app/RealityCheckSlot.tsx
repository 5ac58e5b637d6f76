import { lazy, Suspense, useEffect, useState } from 'react';
import { withStrings } from '../i18n';
import { useSession } from '../shared/sessionStore';

// The reality check's code and strings load only for a signed-in member, after the page is up.
const RealityCheck = lazy(async () => ({
  default: (await withStrings(['rg'], () => import('../features/rg/reality'))).RealityCheck,
}));

/** How long after a page opens (or a login) the reality check's code is fetched: the page goes first. */
const SETTLE_MS = 1_500;

/** Mounts the reality check (RTS 13B) while a member is signed in. */
export function RealityCheckSlot() {
  const loggedIn = useSession((state) => state.loggedIn);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!loggedIn) {
      setReady(false);
      return;
    }
    const timer = setTimeout(() => setReady(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [loggedIn]);
  if (!loggedIn || !ready) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheck />
    </Suspense>
  );
}
