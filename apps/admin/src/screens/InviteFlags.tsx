import { inviteAdminRoutes as ia } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Card,
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
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';
import { useMayCall } from '../kit/access';
import { ExportButton } from '../kit/ExportButton';
import { beijing } from '../kit/fields';
import { REFRESH_MS } from '../kit/refresh';

const sharedKinds: Record<string, string> = {
  device: '同一设备',
  ip: '同一网段IP',
  phone: '同一手机号',
  card: '同一银行卡',
  payout: '同一收款地址',
};
const decisions: Record<string, string> = { open: '待处理', cleared: '已解除', upheld: '已确认' };
type Decision = 'open' | 'cleared' | 'upheld' | 'all';

/**
 * 邀请风控: invitees who share an identity with their inviter. No reward is paid while a flag is open;
 * 解除 pays the steps already reached at once, 确认 keeps them unpaid. Both are audited with the reason.
 */
export function InviteFlags() {
  const [decision, setDecision] = useState<Decision>('open');
  const mayDecide = useMayCall(ia.decide);
  const { data, error } = useQuery({
    queryKey: ['inviteFlags', decision],
    queryFn: () => callRoute(ia.flags, { decision, page: 1, pageSize: 100 }),
    refetchInterval: REFRESH_MS,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="邀请风控" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          邀请风控
        </Typography>
        <ExportButton list="inviteFlags" filter={{ decision }} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="处理状态"
          sx={{ width: 160 }}
          value={decision}
          onChange={(event) => setDecision(event.target.value as Decision)}
        >
          {(['open', 'cleared', 'upheld', 'all'] as const).map((d) => (
            <MenuItem key={d} value={d}>
              {d === 'all' ? '全部' : decisions[d]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined">
        <Table size="small" aria-label="邀请风控">
          <TableHead>
            <TableRow>
              <TableCell>被邀请会员</TableCell>
              <TableCell>邀请人</TableCell>
              <TableCell>共用</TableCell>
              <TableCell>标记时间</TableCell>
              <TableCell>状态</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>没有记录</TableCell>
              </TableRow>
            )}
            {data?.items.map((row) => (
              <TableRow key={row.inviteeId} data-testid={`invite-flag-${row.inviteeId}`}>
                <TableCell>
                  {row.inviteeName}（{row.inviteeId}）
                </TableCell>
                <TableCell>
                  {row.inviterName}（{row.inviterId}）
                </TableCell>
                <TableCell>{sharedKinds[row.kind] ?? row.kind}</TableCell>
                <TableCell>{beijing(row.flaggedAt)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={decisions[row.decision]}
                    color={row.decision === 'open' ? 'warning' : 'default'}
                  />
                </TableCell>
                <TableCell>
                  {mayDecide && row.decision === 'open' && (
                    <Stack direction="row" spacing={1}>
                      <ActionButton
                        route={ia.decide}
                        label="解除"
                        color="primary"
                        title={`解除标记：${row.inviteeName}`}
                        description="解除后按规则向邀请人补发已达成步骤的奖励。"
                        reason={{ label: '原因', field: 'reason', required: true }}
                        input={(reason) => ({ inviteeId: row.inviteeId, decision: 'cleared' as const, reason })}
                        done={(answer) => `${answer.inviteeName}：${decisions[answer.decision]}`}
                        testId="invite-clear"
                      />
                      <ActionButton
                        route={ia.decide}
                        label="确认"
                        color="error"
                        title={`确认违规：${row.inviteeName}`}
                        description="确认后该邀请不发放任何奖励。"
                        reason={{ label: '原因', field: 'reason', required: true }}
                        input={(reason) => ({ inviteeId: row.inviteeId, decision: 'upheld' as const, reason })}
                        done={(answer) => `${answer.inviteeName}：${decisions[answer.decision]}`}
                        testId="invite-uphold"
                      />
                    </Stack>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
    </Box>
  );
}
