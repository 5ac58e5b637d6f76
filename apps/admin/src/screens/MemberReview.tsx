import { adminRoutes as a, opsAdminRoutes as o } from '@courtside/contract/admin';
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
import { ExportButton } from '../kit/ExportButton';
import { beijing } from '../kit/fields';
import { Pager, usePage } from '../kit/Pager';
import { REFRESH_MS } from '../kit/refresh';

const modifyKinds: Record<string, string> = { realName: '真实姓名', phone: '手机号' };
const modifyStates: Record<string, string> = {
  pending: '待审核',
  needMore: '待会员补充',
  approved: '已通过',
  rejected: '已拒绝',
};
type ModifyFilter = 'pending' | 'needMore' | 'approved' | 'rejected' | 'all';

/**
 * 资料修改审核 (manager, support): members' requests to change a reviewed field. The reviewer sees the
 * new value whole; 通过 changes the member's field in the decision's transaction, 拒绝 and 要求补充
 * send the note back to the member.
 */
export function ModifyRequests() {
  const [state, setState] = useState<ModifyFilter>('pending');
  const [memberId, setMemberId] = useState('');
  const paging = usePage();
  const member = Number(memberId);
  const filter = { state, ...(Number.isSafeInteger(member) && member > 0 ? { memberId: member } : {}) };
  const { data, error } = useQuery({
    queryKey: ['modifyQueue', state, memberId, paging.page, paging.pageSize],
    queryFn: () => callRoute(o.modifyQueue, { ...filter, page: paging.page, pageSize: paging.pageSize }),
    refetchInterval: REFRESH_MS,
  });
  const decide = (
    row: { id: number; memberName: string },
    decision: 'approved' | 'rejected' | 'needMore',
    label: string,
    color: 'primary' | 'error' | 'warning',
  ) => (
    <ActionButton
      route={a.modifyReview}
      label={label}
      color={color}
      title={`${label}：${row.memberName} 的申请 #${row.id}`}
      reason={{
        label: decision === 'approved' ? '备注（可不填）' : '告诉会员的原因',
        field: 'note',
        required: decision !== 'approved',
      }}
      input={(note) => ({ id: row.id, decision, note })}
      done={(answer) => `申请 #${answer.id}：${modifyStates[answer.state]}`}
      testId={`modify-${decision}`}
    />
  );
  return (
    <Box sx={{ p: 2 }}>
      <Title title="资料修改审核" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        资料修改审核
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="状态"
          sx={{ width: 160 }}
          value={state}
          onChange={(event) => {
            setState(event.target.value as ModifyFilter);
            paging.reset();
          }}
        >
          {(['pending', 'needMore', 'approved', 'rejected', 'all'] as const).map((s) => (
            <MenuItem key={s} value={s}>
              {s === 'all' ? '全部' : modifyStates[s]}
            </MenuItem>
          ))}
        </TextField>
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
        <ExportButton list="modifyRequests" filter={filter} />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined">
        <Table size="small" aria-label="资料修改申请">
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              <TableCell>申请</TableCell>
              <TableCell>会员</TableCell>
              <TableCell>修改项</TableCell>
              <TableCell>新值</TableCell>
              <TableCell>理由</TableCell>
              <TableCell>补充说明</TableCell>
              <TableCell>提交时间</TableCell>
              <TableCell>状态</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={9}>没有申请</TableCell>
              </TableRow>
            )}
            {data?.items.map((row) => (
              <TableRow key={row.id} data-testid={`modify-${row.id}`}>
                <TableCell>#{row.id}</TableCell>
                <TableCell>
                  {row.memberName}（{row.memberId}）
                </TableCell>
                <TableCell>{modifyKinds[row.kind]}</TableCell>
                <TableCell>{row.newValue}</TableCell>
                <TableCell>{row.reason}</TableCell>
                <TableCell>{row.supplement || '—'}</TableCell>
                <TableCell>{beijing(row.createdAt)}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={modifyStates[row.state]}
                    color={row.state === 'pending' ? 'warning' : 'default'}
                  />
                  {row.reviewNote && (
                    <Typography variant="caption" component="div">
                      {row.reviewNote}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  {row.state === 'pending' && (
                    <Stack direction="row" spacing={1}>
                      {decide(row, 'approved', '通过', 'primary')}
                      {decide(row, 'needMore', '要求补充', 'warning')}
                      {decide(row, 'rejected', '拒绝', 'error')}
                    </Stack>
                  )}
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

const blockKinds: Record<string, string> = { ip: 'IP地址', device: '设备' };

/**
 * 访问限制 (manager, compliance): the IPs and devices the site refuses (a member on one is signed out
 * with its own code). Add one, or lift one; each change is audited with what it was before.
 */
export function AccessBlocks() {
  const [kind, setKind] = useState<'ip' | 'device' | 'all'>('all');
  const paging = usePage();
  const { data, error } = useQuery({
    queryKey: ['accessBlocks', kind, paging.page, paging.pageSize],
    queryFn: () =>
      callRoute(o.accessBlocks, {
        page: paging.page,
        pageSize: paging.pageSize,
        ...(kind === 'all' ? {} : { kind }),
      }),
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="访问限制" />
      <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          访问限制
        </Typography>
        <ActionButton
          route={a.accessBlock}
          label="新增限制"
          variant="contained"
          color="error"
          title="新增访问限制"
          description="被限制的IP或设备上的会员会被退出登录，且不能再登录或注册。"
          fields={[
            {
              label: '类型',
              field: 'kind',
              required: true,
              initial: 'ip',
              choices: [
                { id: 'ip', name: 'IP地址' },
                { id: 'device', name: '设备编号' },
              ],
            },
            { label: 'IP地址或设备编号', field: 'value', required: true },
          ]}
          input={(_reason, values) => ({
            kind: values.kind === 'device' ? ('device' as const) : ('ip' as const),
            value: values.value ?? '',
            blocked: true,
          })}
          done={(answer) => `已限制${blockKinds[answer.kind]} ${answer.value}`}
          testId="block-add"
        />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="类型"
          sx={{ width: 160 }}
          value={kind}
          onChange={(event) => {
            setKind(event.target.value as 'ip' | 'device' | 'all');
            paging.reset();
          }}
        >
          <MenuItem value="all">全部</MenuItem>
          <MenuItem value="ip">IP地址</MenuItem>
          <MenuItem value="device">设备</MenuItem>
        </TextField>
        <ExportButton list="accessBlocks" filter={kind === 'all' ? {} : { kind }} />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined">
        <Table size="small" aria-label="访问限制">
          <TableHead sx={{ '& th': { whiteSpace: 'nowrap' } }}>
            <TableRow>
              <TableCell>类型</TableCell>
              <TableCell>IP地址或设备编号</TableCell>
              <TableCell>限制时间</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.length === 0 && (
              <TableRow>
                <TableCell colSpan={4}>没有限制</TableCell>
              </TableRow>
            )}
            {data?.items.map((row) => (
              <TableRow key={`${row.kind}:${row.value}`} data-testid={`block-${row.value}`}>
                <TableCell>{blockKinds[row.kind]}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{row.value}</TableCell>
                <TableCell>{beijing(row.createdAt)}</TableCell>
                <TableCell>
                  <ActionButton
                    route={a.accessBlock}
                    label="解除"
                    title={`解除限制：${row.value}`}
                    input={() => ({ kind: row.kind, value: row.value, blocked: false })}
                    done={(answer) => `已解除 ${answer.value}`}
                    testId="block-lift"
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
