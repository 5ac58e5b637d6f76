import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../themes';
import { installErrorEffects, session } from '../api/client';
import { captureEntryToken } from '../api/session';
import { App } from './App';
import { appEffects } from './apiEffects';
import { setNavigator } from './navigator';
import { createAppRouter } from './router';
import { applyTheme, readCachedSiteTheme, readThemeOverride, resolveTheme, useThemeStore } from './theme/theme';

// Before the first frame: take a `token` from the entry URL, and paint the right theme.
captureEntryToken(session);
const override = readThemeOverride();
useThemeStore.setState({ override });
applyTheme(resolveTheme(override, readCachedSiteTheme()));

const router = createAppRouter();
setNavigator((to, options) => void router.navigate(to, options));
installErrorEffects(appEffects);

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}
