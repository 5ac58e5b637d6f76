import { TablePagination } from '@mui/material';
import { useState } from 'react';

/** A custom screen's page and page size, as every console list asks the server for them. */
export const usePage = (initialSize = 20) => {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialSize);
  return { page, pageSize, setPage, setPageSize, reset: () => setPage(1) };
};

/** The pager under a custom screen's table (1-based pages on the wire, MUI counts from 0). */
export function Pager({ paging, total }: { paging: ReturnType<typeof usePage>; total: number }) {
  return (
    <TablePagination
      component="div"
      count={total}
      page={total === 0 ? 0 : paging.page - 1}
      rowsPerPage={paging.pageSize}
      rowsPerPageOptions={[10, 20, 50, 100]}
      onPageChange={(_event, next) => paging.setPage(next + 1)}
      onRowsPerPageChange={(event) => {
        paging.setPageSize(Number(event.target.value));
        paging.setPage(1);
      }}
      labelRowsPerPage="每页"
      labelDisplayedRows={({ from, to, count }) => `第 ${from}-${to} 条，共 ${count} 条`}
    />
  );
}
