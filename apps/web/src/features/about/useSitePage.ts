import type { SitePageCode, SitePageContent } from '@courtside/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import type { TFunction } from '../../i18n';
import type { InfoContent, InfoPageKey } from './pages';

const operatorPages: readonly string[] = ['about', 'partners', 'responsibleGaming', 'privacy', 'terms'];
const isOperatorPage = (page: InfoPageKey): page is InfoPageKey & SitePageCode => operatorPages.includes(page);

/** Words that follow the site's settlement unit, as the bundled strings use them. */
const VARIABLE = /\{\{(withdraw|card|currency)\}\}/g;

/**
 * The operator's text of a footer page (issue 32) in the bundled page's shape, its `{{withdraw}}`
 * and like filled from the settlement unit as every bundled string is (`about.vars.*` are those
 * variables, so `t` fills them).
 */
export const fromSitePage = (content: SitePageContent, nav: string, t: TFunction): InfoContent => {
  const fill = (text: string) => text.replace(VARIABLE, (_all, name: string) => t(`about.vars.${name}`));
  return {
    nav,
    title: fill(content.title),
    lead: fill(content.lead),
    ...(content.updated ? { updated: content.updated } : {}),
    sections: content.sections.map((s) => ({
      heading: fill(s.heading),
      ...(s.paragraphs.length > 0 ? { paragraphs: s.paragraphs.map(fill) } : {}),
      ...(s.items.length > 0 ? { items: s.items.map(fill) } : {}),
    })),
  };
};

/**
 * The page as the operator wrote it in the site configuration. `join` is not theirs to write (it is
 * its own feature), so it is never asked for. A failed call, or a page never written, leaves the
 * caller with its bundled text; the answer is not kept long, so an operator's save shows on the
 * member's next visit.
 */
export const useSitePage = (page: InfoPageKey) =>
  useQuery({
    queryKey: ['sitePage', page],
    queryFn: async () => (isOperatorPage(page) ? (await api.sitePages.get({ code: page })).content : null),
    enabled: isOperatorPage(page),
    staleTime: 0,
    retry: false,
  });
