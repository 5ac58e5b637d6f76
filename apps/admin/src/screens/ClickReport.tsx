import type { ClickReportRow } from '@courtside/contract';
import { trackAdminRoutes as ta } from '@courtside/contract/admin';
import { Box, Card, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { callRoute } from '../api/client';
import { DayRangeFields, ReportPending, useDayRange } from '../kit/DayRange';
import { ExportButton } from '../kit/ExportButton';

const kindNames: Record<ClickReportRow['kind'], string> = { banner: '横幅', float: '浮窗', game: '游戏' };
const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;
const nowrap = { '& th, & td': { whiteSpace: 'nowrap' } } as const;

/**
 * 点击统计: the web app's 埋点 read back — each banner's, floating window's and game's clicks per
 * business day over the views of the pages they were clicked on, and the page views themselves.
 */
export function ClickReport() {
  const range = useDayRange();
  const { from, to } = range;
  const { data, error, isPending } = useQuery({
    queryKey: ['clickReport', from, to],
    queryFn: () => callRoute(ta.clickReport, { from, to }),
    enabled: range.complete,
    retry: false,
  });
  return (
    <Box sx={{ p: 2, minWidth: 0 }}>
      <Title title="点击统计" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          点击统计
        </Typography>
        {range.complete && <ExportButton list="clicks" filter={{ from, to }} />}
      </Stack>
      <DayRangeFields range={range} hint="北京时间营业日，最长 92 天；点击率 = 点击 ÷ 所在页面浏览" />
      <ReportPending error={error} pending={isPending} />
      {!error && data && (
        <Stack spacing={2}>
          <Card variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="点击" sx={nowrap}>
              <TableHead>
                <TableRow>
                  <TableCell>营业日</TableCell>
                  <TableCell>类型</TableCell>
                  <TableCell>名称</TableCell>
                  <TableCell>编号</TableCell>
                  <TableCell align="right">点击</TableCell>
                  <TableCell align="right">页面浏览</TableCell>
                  <TableCell align="right">点击率</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.rows.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={7}>该期间没有点击记录</TableCell>
                  </TableRow>
                )}
                {data.rows.map((row) => (
                  <TableRow
                    key={`${row.day}-${row.kind}-${row.target}`}
                    data-testid={`click-${row.kind}-${row.target}`}
                  >
                    <TableCell>{row.day}</TableCell>
                    <TableCell>{kindNames[row.kind]}</TableCell>
                    <TableCell>{row.name || '（已删除）'}</TableCell>
                    <TableCell>{row.target}</TableCell>
                    <TableCell align="right">{row.clicks}</TableCell>
                    <TableCell align="right">{row.pageViews}</TableCell>
                    <TableCell align="right">{percent(row.ctrBp)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
          <Typography variant="h6" component="h2">
            页面浏览
          </Typography>
          <Card variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="页面浏览" sx={nowrap}>
              <TableHead>
                <TableRow>
                  <TableCell>营业日</TableCell>
                  <TableCell>页面</TableCell>
                  <TableCell align="right">浏览</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.pages.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={3}>该期间没有页面浏览</TableCell>
                  </TableRow>
                )}
                {data.pages.map((p) => (
                  <TableRow key={`${p.day}-${p.page}`}>
                    <TableCell>{p.day}</TableCell>
                    <TableCell>{p.page}</TableCell>
                    <TableCell align="right">{p.views}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        </Stack>
      )}
    </Box>
  );
}
