import './zodJitless';
import { notifyManager } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../themes';
import { installErrorEffects, installSafetyVerify } from '../api/client';
import { captureEntryCodes } from '../api/entryCodes';
import { exchangeEntryToken, takeEntryToken } from '../api/session';
import { limitFirstPaint } from '../shared/firstPaint';
import { setUpInstallableApp } from '../shared/installApp';
import { setNavigator } from '../shared/navigator';
import { useSession } from '../shared/sessionStore';
import { whenIdle } from '../shared/whenIdle';
import { App } from './App';
import { appEffects } from './apiEffects';
import { oncePerFrame } from './frameBatch';
import { requestSafetyVerify } from './modals/safetyVerifyStore';
import { createAppRouter } from './router';
import { applyTheme, readCachedSiteTheme, readThemeOverride, resolveTheme, useThemeStore } from './theme/theme';

// Before the first frame: take a `token` and the invite codes from the entry URL, and paint the right theme.
const entryToken = takeEntryToken();
captureEntryCodes();
const override = readThemeOverride();
useThemeStore.setState({ override });
applyTheme(resolveTheme(override, readCachedSiteTheme()));

const router = createAppRouter();
setNavigator((to, options) => void router.navigate(to, options));
installErrorEffects(appEffects);
installSafetyVerify(requestSafetyVerify);
notifyManager.setScheduler(oncePerFrame());
// The installable app (APP 下载): its install prompt is caught from the start.
setUpInstallableApp();
// What the first screen does not need waits for it to settle (the page it opened on is 埋点's first view).
whenIdle(() => void import('./deferred').then((deferred) => deferred.installDeferred(router)), 5_000);

// A link's token is traded for a fresh one; until that answers the page runs as a visitor.
if (entryToken) {
  void exchangeEntryToken(entryToken).then((result) => {
    if (result) useSession.getState().signIn(result);
  });
}

// The first render is a transition so React builds the page in slices between frames instead of one
// long task that blocks the phone's main thread while the first screen comes up.
const container = document.getElementById('root');
limitFirstPaint();
if (container) {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
}
