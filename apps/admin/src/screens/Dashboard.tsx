import { adminRoutes as a } from '@courtside/contract/admin';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
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

/** Sportsbook bets not settled yet, per currency (casino rounds arrive settled: none is ever open). */
function OpenBets() {
  const { data, error } = useQuery({
    queryKey: ['dashboard', 'openBets'],
    queryFn: () => callRoute(a.openBets, {}),
    refetchInterval: REFRESH_MS,
  });
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!data) return null;
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        未结注单
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }} data-testid="open-bets">
        {data.sportsbook.length === 0 && <Figure label="体育未结注单" value={0} hint="投注额 ¥0.00" />}
        {data.sportsbook.map((row) => (
          <Figure
            key={row.currency}
            label={data.sportsbook.length > 1 ? `体育未结注单（${row.currency}）` : '体育未结注单'}
            value={row.count}
            hint={`投注额 ${row.currency === 'RMB' ? yuan(row.stake) : `${row.stake} ${row.currency}`}${row.pending > 0 ? `，${row.pending} 注待确认` : ''}`}
          />
        ))}
      </Box>
    </>
  );
}

/** The ten outcomes the book stands to lose most on, each a link to its match on the trader's desk. */
function LiabilityTop() {
  const { data, error } = useQuery({
    queryKey: ['dashboard', 'liabilityTop'],
    queryFn: () => callRoute(a.liabilityTop, {}),
    refetchInterval: REFRESH_MS,
  });
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!data) return null;
  return (
    <Card variant="outlined" sx={{ flex: '1 1 560px', minWidth: 0 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h6" component="h2">
          风险敞口 Top 10
        </Typography>
        <Typography variant="caption" color="text.secondary">
          该投注项胜出时未结注单的净赔付（派彩减本金）；单项上限 {yuan(data.cap)}
        </Typography>
      </CardContent>
      <Table size="small" aria-label="风险敞口 Top 10" data-testid="liability-top">
        <TableHead>
          <TableRow>
            <TableCell>赛事</TableCell>
            <TableCell>盘口</TableCell>
            <TableCell>投注项</TableCell>
            <TableCell align="right">敞口</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.items.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>
                <Typography color="text.secondary">暂无未结注单的敞口</Typography>
              </TableCell>
            </TableRow>
          )}
          {data.items.map((item) => (
            <TableRow key={`${item.marketId}-${item.outcome}`}>
              <TableCell>
                <Link to={`/markets?matchId=${item.matchId}`}>{item.match}</Link>
                <Typography variant="caption" color="text.secondary" component="div">
                  {item.league}
                </Typography>
              </TableCell>
              <TableCell>{item.marketName}</TableCell>
              <TableCell>{item.outcomeName}</TableCell>
              <TableCell align="right">{yuan(item.liability)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

const roomStatusNames = { On1: '直播中', On2: '暂离' } as const;

/** Rooms on air with their audience and the gifts they took today; a room's audience opens on 直播间. */
function LiveRooms() {
  const { data, error } = useQuery({
    queryKey: ['dashboard', 'liveRooms'],
    queryFn: () => callRoute(a.liveRooms, {}),
    refetchInterval: REFRESH_MS,
  });
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!data) return null;
  return (
    <Card variant="outlined" sx={{ flex: '1 1 480px', minWidth: 0 }}>
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="h6" component="h2">
          直播间
        </Typography>
        <Typography variant="caption" color="text.secondary">
          正在直播的房间；礼物为今日会员送出的金币（平台分成）
        </Typography>
      </CardContent>
      <Table size="small" aria-label="直播中的房间" data-testid="live-rooms">
        <TableHead>
          <TableRow>
            <TableCell>主播</TableCell>
            <TableCell>标题</TableCell>
            <TableCell align="right">观众</TableCell>
            <TableCell align="right">今日礼物</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rooms.length === 0 && (
            <TableRow>
              <TableCell colSpan={4}>
                <Typography color="text.secondary">暂无直播中的房间</Typography>
              </TableCell>
            </TableRow>
          )}
          {data.rooms.map((room) => (
            <TableRow key={room.roomId}>
              <TableCell>
                {room.anchorNick}
                {room.status === 'On2' && (
                  <Chip size="small" color="warning" label={roomStatusNames.On2} sx={{ ml: 1 }} />
                )}
              </TableCell>
              <TableCell>{room.title}</TableCell>
              <TableCell align="right">
                <Link to={`/liveRooms?audience=${room.roomId}`} aria-label={`${room.title} 的观众`}>
                  {room.viewers.real + room.viewers.simulated}
                </Link>
                {room.viewers.simulated > 0 && (
                  <Typography variant="caption" color="text.secondary" component="div">
                    含模拟 {room.viewers.simulated}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">
                {room.gifts.coins} 金币
                <Typography variant="caption" color="text.secondary" component="div">
                  {room.gifts.sends} 次（平台 {room.gifts.houseCoins}）
                </Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

/** Today at a glance; it refreshes itself (TanStack Query polling, see README). */
export function Dashboard() {
  const mayReadRevenue = useMayCall(a.revenue);
  const mayReadOpenBets = useMayCall(a.openBets);
  const mayReadLiability = useMayCall(a.liabilityTop);
  const mayReadRooms = useMayCall(a.liveRooms);
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
          {mayReadOpenBets && <OpenBets />}
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            待处理
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Figure label="待审存款" value={data.queues.deposits} to="/deposits" />
            <Figure label="待审取款" value={data.queues.withdrawals} to="/withdrawals" />
            <Figure label="待复核调整" value={data.queues.adjustments} to="/adjustments" />
            <Figure label="投递失败事件" value={data.queues.deadLetters} to="/deadLetters" />
          </Box>
          {(mayReadLiability || mayReadRooms) && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 3, alignItems: 'flex-start' }}>
              {mayReadLiability && <LiabilityTop />}
              {mayReadRooms && <LiveRooms />}
            </Box>
          )}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            更新于 {beijing(data.generatedAt)}
          </Typography>
        </>
      )}
    </Box>
  );
}
