import { adminRoutes as a } from '@courtside/contract/admin';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Link } from 'react-router-dom';
import { callRoute } from '../api/client';
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

/** Today at a glance; it refreshes itself (TanStack Query polling, see README). */
export function Dashboard() {
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
