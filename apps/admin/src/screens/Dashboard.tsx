import { adminRoutes as a } from '@courtside/contract/admin';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { callRoute } from '../api/client';
import { useMayCall } from '../kit/access';
import { beijing, yuan } from '../kit/fields';
import { REFRESH_MS } from '../kit/refresh';

function Figure({ label, value, hint, to }: { label: string; value: string | number; hint?: string; to?: string }) {
  const body = (
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="h2">
        {label}
      </Typography>
      <Typography variant="h5" component="p" data-testid={`figure-${label}`}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      )}
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ minWidth: 200, flex: '1 1 200px' }}>
      {to ? (
        <Link to={to} style={{ color: 'inherit', textDecoration: 'none' }}>
          {body}
        </Link>
      ) : (
        body
      )}
    </Card>
  );
}

/** Today's revenue for the roles that may read it: GGR per product, bonus cost, NGR, and gifts apart. */
function Revenue() {
  const { data, error } = useQuery({
    queryKey: ['dashboard', 'revenue'],
    queryFn: () => callRoute(a.revenue, {}),
    refetchInterval: REFRESH_MS,
  });
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!data) return null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        今日营收
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Figure label="GGR" value={yuan(data.ggr)} hint="投注额减派彩" />
        <Figure label="优惠成本" value={yuan(data.bonusCost)} hint="已转为现金的优惠与返水" />
        <Figure label="NGR" value={yuan(data.ngr)} hint="GGR 减优惠成本" />
        <Figure
          label="礼物收入"
          value={yuan(data.gifts.amount)}
          hint={`${data.gifts.purchases} 笔金币购买（不计入 GGR）`}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }} data-testid="revenue-products">
        {data.products.length === 0 && <Typography color="text.secondary">今日暂无已结算的注单</Typography>}
        {data.products.map((p) => (
          <Figure
            key={p.kind}
            label={`${p.name} GGR`}
            value={yuan(p.ggr)}
            hint={`${p.bets} 注，投注额 ${yuan(p.stakes)}`}
          />
        ))}
      </Box>
    </>
  );
}

/** Today at a glance; it refreshes itself (TanStack Query polling, see README). */
export function Dashboard() {
  const mayReadRevenue = useMayCall(a.revenue);
  const { data, error } = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => callRoute(a.dashboard, {}),
    refetchInterval: REFRESH_MS,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="今日概览" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        今日概览 {data ? `（${data.day}）` : ''}
      </Typography>
      {error && <Typography color="error">{error.message}</Typography>}
      {data && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
            <Figure label="今日存款" value={yuan(data.deposits.amount)} hint={`${data.deposits.count} 笔到账`} />
            <Figure
              label="今日取款"
              value={yuan(data.withdrawals.amount)}
              hint={`${data.withdrawals.count} 笔已通过`}
            />
            <Figure label="今日活跃会员" value={data.activeMembers} />
          </Box>
          {mayReadRevenue && <Revenue />}
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            待处理
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Figure label="待审存款" value={data.queues.deposits} to="/deposits" />
            <Figure label="待审取款" value={data.queues.withdrawals} to="/withdrawals" />
            <Figure label="待复核调整" value={data.queues.adjustments} to="/adjustments" />
            <Figure label="投递失败事件" value={data.queues.deadLetters} to="/deadLetters" />
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            更新于 {beijing(data.generatedAt)}
          </Typography>
        </>
      )}
    </Box>
  );
}
