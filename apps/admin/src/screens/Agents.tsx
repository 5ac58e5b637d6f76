import type { AgentApplicationItem } from '@courtside/contract';
import { agentAdminRoutes as g } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Card,
  Chip,
  MenuItem,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';
import { useMayCall } from '../kit/access';
import { beijing } from '../kit/fields';
import { REFRESH_MS } from '../kit/refresh';

const CHANNELS: Record<AgentApplicationItem['channel'], string> = {
  community: '社群',
  website: '网站',
  offline: '线下',
  other: '其他',
};
const STATUSES = { pending: '待审核', approved: '已批准', rejected: '已拒绝' } as const;
type Status = keyof typeof STATUSES;
const PAGE_SIZE = 20;

/** What the operator reads before deciding. */
function ApplicationDetail({ row }: { row: AgentApplicationItem }) {
  return (
    <Stack spacing={0.5} sx={{ mb: 1 }}>
      <Typography>
        联系人：{row.contactName}（{row.contact}）
      </Typography>
      <Typography>
        渠道：{CHANNELS[row.channel]}，预计会员数：{row.expectedMembers}
      </Typography>
      {row.note && <Typography sx={{ whiteSpace: 'pre-wrap' }}>备注：{row.note}</Typography>}
      <Typography color="text.secondary">
        {row.memberId === null ? '游客申请：请填写要设为代理的会员账号' : `会员申请：${row.username ?? row.memberId}`}
      </Typography>
    </Stack>
  );
}

/**
 * 代理申请: applications from /app/join, newest first. 批准 makes the member (a visitor's application
 * names one) an agent with a new code; 拒绝 needs a reason the member sees on the join page. Both audited.
 */
export function AgentsDesk() {
  const [status, setStatus] = useState<Status | 'all'>('pending');
  const [page, setPage] = useState(1);
  const mayDecide = useMayCall(g.agentApprove);
  const filter = status === 'all' ? {} : { status };
  const { data, error, isPending } = useQuery({
    queryKey: ['agentApplications', status, page],
    queryFn: () => callRoute(g.agentApplications, { ...filter, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <Box sx={{ p: 2 }}>
      <Title title="代理申请" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        代理申请
      </Typography>
      <TextField
        select
        size="small"
        label="状态"
        sx={{ width: 140, mb: 2 }}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as Status | 'all');
          setPage(1);
        }}
        data-testid="agent-filter-status"
      >
        <MenuItem value="all">全部</MenuItem>
        {(Object.keys(STATUSES) as Status[]).map((s) => (
          <MenuItem key={s} value={s}>
            {STATUSES[s]}
          </MenuItem>
        ))}
      </TextField>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined">
        <Table size="small" aria-label="代理申请">
          <TableHead>
            <TableRow>
              <TableCell>申请时间</TableCell>
              <TableCell>申请人</TableCell>
              <TableCell>联系人 / 联系方式</TableCell>
              <TableCell>渠道</TableCell>
              <TableCell>预计会员数</TableCell>
              <TableCell>状态</TableCell>
              <TableCell>代理码 / 理由</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending && (
              <TableRow>
                <TableCell colSpan={8}>加载中…</TableCell>
              </TableRow>
            )}
            {data?.list.length === 0 && (
              <TableRow>
                <TableCell colSpan={8}>没有记录</TableCell>
              </TableRow>
            )}
            {data?.list.map((row) => (
              <TableRow key={row.id} data-testid={`agent-row-${row.id}`}>
                <TableCell>{beijing(row.createdAt)}</TableCell>
                <TableCell>{row.memberId === null ? '游客' : `${row.username ?? ''}（${row.memberId}）`}</TableCell>
                <TableCell>
                  {row.contactName} / {row.contact}
                </TableCell>
                <TableCell>{CHANNELS[row.channel]}</TableCell>
                <TableCell>{row.expectedMembers}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={STATUSES[row.status]}
                    color={row.status === 'pending' ? 'warning' : row.status === 'approved' ? 'success' : 'default'}
                  />
                </TableCell>
                <TableCell>{row.agentCode ?? row.rejectReason ?? '—'}</TableCell>
                <TableCell>
                  {mayDecide && row.status === 'pending' && (
                    <Stack direction="row" spacing={1}>
                      <ActionButton
                        route={g.agentApprove}
                        label="批准"
                        color="primary"
                        title="批准代理申请"
                        description={<ApplicationDetail row={row} />}
                        fields={
                          row.memberId === null
                            ? [{ label: '绑定的会员账号', field: 'memberName', required: true }]
                            : []
                        }
                        input={(_reason, v) => ({
                          id: row.id,
                          ...(row.memberId === null ? { memberName: v.memberName ?? '' } : {}),
                        })}
                        done={(answer) => `已批准，代理码 ${answer.agentCode ?? ''}`}
                        testId="agent-approve"
                      />
                      <ActionButton
                        route={g.agentReject}
                        label="拒绝"
                        title="拒绝代理申请"
                        description={<ApplicationDetail row={row} />}
                        reason={{ label: '拒绝理由（申请人可见）', field: 'reason', required: true }}
                        input={(reason) => ({ id: row.id, reason })}
                        done={() => '已拒绝'}
                        testId="agent-reject"
                      />
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_event, next) => setPage(next)} />}
    </Box>
  );
}
