import type { RouteDef } from '@courtside/contract';
import { adminExportHref, adminExportLists, type ExportListName } from '@courtside/contract/admin';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { FilterButton, TopToolbar, useListContext } from 'react-admin';
import type { z } from 'zod';
import { type ResourceName, resources } from '../api/resources';
import { useMayCall } from './access';

type FilterOf<N extends ExportListName> = Partial<z.input<(typeof adminExportLists)[N]['route']['request']>>;

/**
 * 导出 CSV: a plain link (the cookie session goes with it, a read needs no CSRF token), so the browser
 * downloads the file as the server streams it. Shown only to an operator who may call the list.
 */
export function ExportLink({ href, route }: { href: string; route: Pick<RouteDef, 'path'> }) {
  if (!useMayCall(route)) return null;
  return (
    <Button
      component="a"
      href={href}
      variant="outlined"
      size="small"
      download
      data-testid="export-csv"
      // Beside a filter field it keeps its own height rather than stretching to the field's.
      sx={{ alignSelf: 'center', whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      导出 CSV
    </Button>
  );
}

/** The export of a custom screen's list, with the filters the screen sends its route (paging aside). */
export function ExportButton<N extends ExportListName>({ list, filter }: { list: N; filter?: FilterOf<N> }) {
  return <ExportLink href={adminExportHref(list, filter ?? {})} route={adminExportLists[list].route} />;
}

/** Paging is the walk's own: the export asks for every page. */
const withoutPaging = (request: Record<string, unknown>) => {
  const { page: _page, pageSize: _pageSize, ...filter } = request;
  return filter;
};

/**
 * The toolbar of a react-admin list: its filter button (a list's `actions` replace react-admin's, which
 * held it), the screen's own buttons, and the export of the list as it is filtered and sorted now,
 * its request built by the same resource definition the list's own calls use.
 */
export function ListExportActions({
  resource,
  children,
}: {
  resource: ResourceName & ExportListName;
  children?: ReactNode;
}) {
  const { filterValues, sort } = useListContext();
  const request = resources[resource].request({
    page: 1,
    perPage: 1,
    sort: { field: sort.field, order: sort.order === 'ASC' ? 'ASC' : 'DESC' },
    filter: (filterValues ?? {}) as Record<string, unknown>,
  }) as Record<string, unknown>;
  return (
    <TopToolbar>
      <FilterButton />
      {children}
      <ExportButton list={resource} filter={withoutPaging(request) as FilterOf<typeof resource>} />
    </TopToolbar>
  );
}
