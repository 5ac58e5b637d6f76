import type { CostFigures, CostReport } from '@courtside/contract';
import { promoAdminRoutes as pa } from '@courtside/contract/admin';
import { Box, Card, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { callRoute } from '../api/client';
import { DayRangeFields, ReportPending, useDayRange } from '../kit/DayRange';
import { ExportButton } from '../kit/ExportButton';
import { yuan } from '../kit/fields';

/** Figures and days on one line each: the tables scroll sideways on a narrow screen instead. */
const nowrap = { '& th, & td': { whiteSpace: 'nowrap' } } as const;

const kinds: Record<string, string> = {
  newcomer: '新人礼包',
  deposit: '存款优惠',
  manual: '手工发放',
  vip: 'VIP',
  signin: '签到',
  birthday: '生日礼金',
  welfare: '福利任务',
  backflow: '回归礼金',
  invite: '邀请好友',
  rebate: '返水',
};

/** The figures' columns, shared by the promotions table and the day table: an amount and its count. */
const columns: { label: string; amount: (f: CostFigures) => string; count?: (f: CostFigures) => number }[] = [
  { label: '发放', amount: (f) => f.given, count: (f) => f.givenCount },
  { label: '转入钱包', amount: (f) => f.converted, count: (f) => f.convertedCount },
  { label: '没收', amount: (f) => f.forfeited, count: (f) => f.forfeitedCount },
  { label: '过期', amount: (f) => f.expired, count: (f) => f.expiredCount },
  { label: '封顶扣除', amount: (f) => f.capped },
  { label: '返水', amount: (f) => f.rebate, count: (f) => f.rebateCount },
  { label: '实际支出', amount: (f) => f.paid },
];

function Figures({ figures }: { figures: CostFigures }) {
  return (
    <>
      {columns.map((c) => (
        <TableCell key={c.label} align="right">
          {yuan(c.amount(figures))}
          {c.count ? (
            <Typography component="span" variant="caption" color="text.secondary">
              {` · ${c.count(figures)} 笔`}
            </Typography>
          ) : null}
        </TableCell>
      ))}
    </>
  );
}

function Head({ first }: { first: string[] }) {
  return (
    <TableHead>
      <TableRow>
        {first.map((label) => (
          <TableCell key={label}>{label}</TableCell>
        ))}
        {columns.map((c) => (
          <TableCell key={c.label} align="right">
            {c.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

function Report({ report }: { report: CostReport }) {
  return (
    <Stack spacing={2}>
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="按活动" sx={nowrap}>
          <Head first={['活动', '类型']} />
          <TableBody>
            {report.promotions.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length + 2}>该期间没有优惠支出</TableCell>
              </TableRow>
            )}
            {report.promotions.map((p) => (
              <TableRow key={p.promotionId ?? p.code} data-testid={`cost-promotion-${p.code}`}>
                <TableCell>{p.title}</TableCell>
                <TableCell>{kinds[p.kind] ?? p.kind}</TableCell>
                <Figures figures={p} />
              </TableRow>
            ))}
            <TableRow data-testid="cost-totals" sx={{ '& td': { fontWeight: 600 } }}>
              <TableCell colSpan={2}>合计</TableCell>
              <Figures figures={report.totals} />
            </TableRow>
          </TableBody>
        </Table>
      </Card>
      <Typography variant="h6" component="h2">
        按营业日
      </Typography>
      <Card variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="按营业日" sx={nowrap}>
          <Head first={['营业日']} />
          <TableBody>
            {report.days.map((d) => (
              <TableRow key={d.day} data-testid={`cost-day-${d.day}`}>
                <TableCell>{d.day}</TableCell>
                <Figures figures={d} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Stack>
  );
}

/**
 * 优惠成本: what promotions cost per promotion and Asia/Shanghai business day, from the grant entries
 * and the ledger. The range is at most 92 days; the server answers a bad one with its message.
 */
export function PromoCost() {
  const range = useDayRange();
  const { from, to } = range;
  const { data, error, isPending } = useQuery({
    queryKey: ['promoCost', from, to],
    queryFn: () => callRoute(pa.costReport, { from, to }),
    enabled: range.complete,
    retry: false,
  });
  return (
    <Box sx={{ p: 2, minWidth: 0 }}>
      <Title title="优惠成本" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          优惠成本
        </Typography>
        {range.complete && <ExportButton list="promoCost" filter={{ from, to }} />}
      </Stack>
      <DayRangeFields range={range} hint={`北京时间营业日，最长 92 天${data ? `，币种 ${data.currency}` : ''}`} />
      <ReportPending error={error} pending={isPending} />
      {!error && data && <Report report={data} />}
    </Box>
  );
}
