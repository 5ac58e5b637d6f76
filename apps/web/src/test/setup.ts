import { loadStrings, stringBundles } from '../i18n';

// Components are rendered here without the routes that load their strings, so every bundle is loaded first.
await loadStrings(...stringBundles);
