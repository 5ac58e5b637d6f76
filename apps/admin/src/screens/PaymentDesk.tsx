import { adminRoutes as a, opsAdminRoutes as o, ticketDetailRequest } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';
import { ExportButton } from '../kit/ExportButton';
import { beijing, yuan } from '../kit/fields';
import { Pager, usePage } from '../kit/Pager';
import { REFRESH_MS } from '../kit/refresh';
import { depositStates, withdrawStates } from './Payments';

const ticketKinds: Record<string, string> = { remind: '催单', feedback: '未到账反馈', appeal: '申诉' };
const orderKinds: Record<string, string> = { deposit: '存款', withdrawal: '取款' };
type TicketState = 'open' | 'replied' | 'all';
type TicketKindFilter = 'remind' | 'feedback' | 'appeal' | 'all';

/** The reply box: one answer to every ticket of the order still waiting, which the member then sees. */
function ReplyButton({ orderNo, variant }: { orderNo: string; variant?: 'outlined' | 'contained' }) {
  return (
    <ActionButton
      route={a.ticketReply}
      label="回复"
      variant={variant}
      title={`回复工单：${orderNo}`}
      description="回复会发给该订单上所有未回复的催单、反馈和申诉，会员在订单详情中可见。"
      fields={[{ label: '回复内容（2-300字）', field: 'text', required: true, multiline: true }]}
      input={(_reason, values) => ({ orderNo, text: values.text ?? '' })}
      done={(answer) => `已回复 ${answer.replied} 条工单`}
      testId="ticket-reply"
    />
  );
}

/**
 * 支付工单 (cashier, support): reminders, not-arrived feedback and appeals members raised on deposits
 * and withdrawals. Waiting ones oldest first; an order's page shows it whole with every ticket.
 */
export function Tickets() {
  const [state, setState] = useState<TicketState>('open');
  const [kind, setKind] = useState<TicketKindFilter>('all');
  const [orderNo, setOrderNo] = useState('');
  const paging = usePage();
  const order = orderNo.trim().toUpperCase();
  const filter = {
    state,
    ...(kind === 'all' ? {} : { kind }),
    // A number still being typed filters nothing rather than asking the server with half of it.
    ...(ticketDetailRequest.shape.orderNo.safeParse(order).success ? { orderNo: order } : {}),
  };
  const { data, error } = useQuery({
    queryKey: ['tickets', state, kind, order, paging.page, paging.pageSize],
    queryFn: () => callRoute(o.tickets, { ...filter, page: paging.page, pageSize: paging.pageSize }),
    refetchInterval: REFRESH_MS,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="支付工单" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        支付工单
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="状态"
          sx={{ width: 140 }}
          value={state}
          onChange={(event) => {
            setState(event.target.value as TicketState);
            paging.reset();
          }}
        >
          <MenuItem value="open">待回复</MenuItem>
          <MenuItem value="replied">已回复</MenuItem>
          <MenuItem value="all">全部</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="类型"
          sx={{ width: 160 }}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as TicketKindFilter);
            paging.reset();
          }}
        >
          <MenuItem value="all">全部</MenuItem>
          {Object.entries(ticketKinds).map(([id, name]) => (
            <MenuItem key={id} value={id}>
              {name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="订单号"
          sx={{ width: 280 }}
          value={orderNo}
          onChange={(event) => {
            setOrderNo(event.target.value);
            paging.reset();
          }}
        />
        <ExportButton list="tickets" filter={filter} />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined">
        <Table size="small" aria-label="支付工单">
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              <TableCell>订单号</TableCell>
              <TableCell>订单类型</TableCell>
              <TableCell>会员</TableCell>
              <TableCell>工单类型</TableCell>
              <TableCell>内容</TableCell>
              <TableCell>提交时间</TableCell>
              <TableCell>回复</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>没有工单</TableCell>
              </TableRow>
            )}
            {data?.items.map((row) => (
              <TableRow key={row.id} data-testid={`ticket-${row.orderNo}`}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.orderNo}</TableCell>
                <TableCell>{orderKinds[row.orderKind]}</TableCell>
                <TableCell>
                  {row.memberName}（{row.memberId}）
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={ticketKinds[row.kind]}
                    color={row.kind === 'appeal' ? 'warning' : 'default'}
                  />
                </TableCell>
                <TableCell sx={{ maxWidth: 320 }}>{row.text || '—'}</TableCell>
                <TableCell>{beijing(row.createdAt)}</TableCell>
                <TableCell sx={{ maxWidth: 280 }}>
                  {row.reply ? (
                    <>
                      {row.reply}
                      <Typography variant="caption" component="div">
                        {beijing(row.repliedAt)}
                      </Typography>
                    </>
                  ) : (
                    <Chip size="small" label="待回复" color="warning" variant="outlined" />
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Button size="small" component={Link} to={`/tickets/${row.orderNo}`}>
                      详情
                    </Button>
                    {!row.reply && <ReplyButton orderNo={row.orderNo} />}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Pager paging={paging} total={data?.total ?? 0} />
      </Card>
    </Box>
  );
}

/** One order with every ticket on it, oldest first, and the reply box while any waits. */
export function TicketShow() {
  const { orderNo = '' } = useParams();
  const { data, error } = useQuery({
    queryKey: ['ticket', orderNo],
    queryFn: () => callRoute(o.ticketDetail, { orderNo }),
  });
  const waiting = data?.tickets.some((t) => t.reply === null) ?? false;
  return (
    <Box sx={{ p: 2, maxWidth: 960 }}>
      <Title title={`工单 ${orderNo}`} />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          工单 {orderNo}
        </Typography>
        <Button size="small" component={Link} to="/tickets">
          返回列表
        </Button>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      {data && (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                订单
              </Typography>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
                <Typography>类型：{orderKinds[data.orderKind]}</Typography>
                <Typography>
                  会员：{data.memberName}（{data.memberId}）
                </Typography>
                <Typography>
                  金额：{data.currency === 'RMB' ? yuan(data.amount) : `${data.amount} ${data.currency}`}
                </Typography>
                <Typography>
                  状态：{(data.orderKind === 'deposit' ? depositStates : withdrawStates)[data.state] ?? data.state}
                </Typography>
                <Typography>创建：{beijing(data.createdAt)}</Typography>
                {data.reason && <Typography>原因：{data.reason}</Typography>}
              </Stack>
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="h6" component="h2">
                  工单记录
                </Typography>
                {waiting && <ReplyButton orderNo={data.orderNo} variant="contained" />}
              </Stack>
              <Table size="small" aria-label="工单记录">
                <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
                  <TableRow>
                    <TableCell>时间</TableCell>
                    <TableCell>类型</TableCell>
                    <TableCell>会员说</TableCell>
                    <TableCell>回复</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.tickets.map((t) => (
                    <TableRow key={t.id}>
                      <TableCell>{beijing(t.createdAt)}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{ticketKinds[t.kind]}</TableCell>
                      <TableCell>{t.text || '—'}</TableCell>
                      <TableCell>{t.reply ? `${t.reply}（${beijing(t.repliedAt)}）` : '待回复'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}

/**
 * 提款地址白名单 (cashier): while the site's virtual-currency whitelist is on, only these members may
 * bind a USDT withdrawal address. Add a member by id, or take one off.
 */
export function AddressWhitelist() {
  const [memberId, setMemberId] = useState('');
  const paging = usePage();
  const member = Number(memberId);
  const filter = Number.isSafeInteger(member) && member > 0 ? { memberId: member } : {};
  const { data, error } = useQuery({
    queryKey: ['whitelist', memberId, paging.page, paging.pageSize],
    queryFn: () => callRoute(o.whitelist, { ...filter, page: paging.page, pageSize: paging.pageSize }),
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="提款地址白名单" />
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          提款地址白名单
        </Typography>
        <ActionButton
          route={a.addressWhitelist}
          label="加入白名单"
          variant="contained"
          title="加入提款地址白名单"
          description="站点开启虚拟币白名单时，只有名单内的会员可以绑定 USDT 提款地址。"
          fields={[{ label: '会员编号', field: 'memberId', required: true }]}
          input={(_reason, values) => ({ memberId: Number(values.memberId), allowed: true })}
          done={(answer) => `会员 ${answer.memberId} 已加入白名单`}
          testId="whitelist-add"
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          label="会员编号"
          sx={{ width: 200 }}
          value={memberId}
          onChange={(event) => {
            setMemberId(event.target.value.trim());
            paging.reset();
          }}
        />
        <ExportButton list="whitelist" filter={filter} />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined">
        <Table size="small" aria-label="提款地址白名单">
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              <TableCell>会员</TableCell>
              <TableCell>加入人</TableCell>
              <TableCell>加入时间</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>名单为空</TableCell>
              </TableRow>
            )}
            {data?.items.map((row) => (
              <TableRow key={row.memberId} data-testid={`whitelist-${row.memberId}`}>
                <TableCell>
                  {row.memberName}（{row.memberId}）
                </TableCell>
                <TableCell>{row.addedBy}</TableCell>
                <TableCell>{beijing(row.createdAt)}</TableCell>
                <TableCell>
                  <ActionButton
                    route={a.addressWhitelist}
                    label="移出"
                    color="error"
                    title={`移出白名单：${row.memberName}`}
                    description="站点开启虚拟币白名单时，移出后该会员不能再绑定 USDT 提款地址。"
                    input={() => ({ memberId: row.memberId, allowed: false })}
                    done={(answer) => `会员 ${answer.memberId} 已移出白名单`}
                    testId="whitelist-remove"
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Pager paging={paging} total={data?.total ?? 0} />
      </Card>
    </Box>
  );
}
