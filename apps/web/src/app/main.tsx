import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../themes';
import { installErrorEffects, installSafetyVerify, session } from '../api/client';
import { captureEntryCodes } from '../api/entryCodes';
import { captureEntryToken } from '../api/session';
import { App } from './App';
import { appEffects } from './apiEffects';
import { requestSafetyVerify } from './modals/safetyVerifyStore';
import { setNavigator } from './navigator';
import { createAppRouter } from './router';
import { applyTheme, readCachedSiteTheme, readThemeOverride, resolveTheme, useThemeStore } from './theme/theme';

// Before the first frame: take a `token` and the invite codes from the entry URL, and paint the right theme.
captureEntryToken(session);
captureEntryCodes();
const override = readThemeOverride();
useThemeStore.setState({ override });
applyTheme(resolveTheme(override, readCachedSiteTheme()));

const router = createAppRouter();
setNavigator((to, options) => void router.navigate(to, options));
installErrorEffects(appEffects);
installSafetyVerify(requestSafetyVerify);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
