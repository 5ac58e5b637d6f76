import { withStrings } from '../../i18n';

export { newsRoutes } from './routes';

/** The match page's 资讯 tab, loaded with its strings when the tab is first opened. */
export const loadMatchNews = async () => ({
  default: (await withStrings(['pages'], () => import('./MatchNews'))).MatchNews,
});
