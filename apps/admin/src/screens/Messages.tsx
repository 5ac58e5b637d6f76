import { type MessageSegment, messageAdminRoutes as m } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';
import { ExportButton } from '../kit/ExportButton';
import { beijing } from '../kit/fields';
import { REFRESH_MS } from '../kit/refresh';

const TABS = [
  { id: 'notice', name: '公告' },
  { id: 'activity', name: '活动' },
];
const SEGMENTS = [
  { id: 'all', name: '全站会员' },
  { id: 'vip', name: 'VIP 等级及以上' },
  { id: 'members', name: '指定会员编号' },
];
const STATES: Record<string, string> = { pending: '等待发送', running: '发送中', done: '已完成' };

/** The operator's words for a segment, as the batch list shows it. */
const segmentText = (segment: MessageSegment): string =>
  segment.kind === 'all'
    ? '全站会员'
    : segment.kind === 'vip'
      ? `VIP${segment.minLevel} 及以上`
      : `指定会员 ${segment.memberIds.length} 人`;

/**
 * Ids typed by the operator, split on commas, spaces or new lines. Anything that is not a number is
 * sent as it is, so the server's message names the bad entry.
 */
const idsOf = (text: string): number[] =>
  text
    .split(/[\s,，]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));

const newRequestId = () => crypto.randomUUID();

/**
 * 站内信: a private letter to one member, a notice batch to a segment (sent by the server's job in
 * chunks, so a large one finishes a little later), and the batches with their progress.
 */
export function MessageDesk() {
  const { data, error } = useQuery({
    queryKey: ['messages', 'batches'],
    queryFn: () => callRoute(m.batches, { page: 1, pageSize: 50 }),
    refetchInterval: REFRESH_MS,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="站内信" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        站内信
      </Typography>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            发送
          </Typography>
          <Typography sx={{ mb: 2 }} color="text.secondary">
            私信只发给一位会员，出现在会员消息中心的“私信”栏；群发公告由后台任务分批发送，每位会员只收到一次。
          </Typography>
          <Stack direction="row" spacing={1}>
            <ActionButton
              route={m.letter}
              label="发送私信"
              title="给会员发送私信"
              variant="contained"
              fields={[
                { label: '会员编号', field: 'memberId', required: true },
                { label: '标题', field: 'title', required: true },
                { label: '正文', field: 'body', required: true, multiline: true },
              ]}
              input={(_reason, v) => ({
                memberId: Number(v.memberId),
                title: v.title ?? '',
                body: v.body ?? '',
                requestId: newRequestId(),
              })}
              done={(answer) => `私信已发送给会员 ${answer.memberId}`}
              testId="message-letter"
            />
            <ActionButton
              route={m.batch}
              label="群发公告"
              title="群发公告"
              fields={[
                { label: '栏目', field: 'tab', choices: TABS, initial: 'notice' },
                { label: '发送对象', field: 'segment.kind', choices: SEGMENTS, initial: 'all' },
                { label: 'VIP 等级（选择 VIP 时填写）', field: 'segment.minLevel' },
                { label: '会员编号（逗号分隔）', field: 'segment.memberIds', multiline: true },
                { label: '标题', field: 'title', required: true },
                { label: '正文', field: 'body', required: true, multiline: true },
              ]}
              input={(_reason, v) => {
                const kind = v['segment.kind'] ?? 'all';
                const segment: MessageSegment =
                  kind === 'vip'
                    ? { kind: 'vip' as const, minLevel: Number(v['segment.minLevel'] ?? '') }
                    : kind === 'members'
                      ? { kind: 'members' as const, memberIds: idsOf(v['segment.memberIds'] ?? '') }
                      : { kind: 'all' as const };
                return {
                  tab: v.tab === 'activity' ? ('activity' as const) : ('notice' as const),
                  title: v.title ?? '',
                  body: v.body ?? '',
                  segment,
                  requestId: newRequestId(),
                };
              }}
              done={(answer) => `公告已提交（${segmentText(answer.segment)}），正在分批发送`}
              testId="message-batch"
            />
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
              群发记录
            </Typography>
            <ExportButton list="noticeBatches" />
          </Stack>
          {error && <Alert severity="error">{error.message}</Alert>}
          <Table size="small" data-testid="message-batches" aria-label="群发记录">
            <TableHead>
              <TableRow>
                <TableCell>编号</TableCell>
                <TableCell>标题</TableCell>
                <TableCell>发送对象</TableCell>
                <TableCell>状态</TableCell>
                <TableCell align="right">已送达</TableCell>
                <TableCell>提交人</TableCell>
                <TableCell>提交时间</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.list.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>还没有群发记录</TableCell>
                </TableRow>
              )}
              {data?.list.map((batch) => (
                <TableRow key={batch.id}>
                  <TableCell>{batch.id}</TableCell>
                  <TableCell>{batch.title}</TableCell>
                  <TableCell>{segmentText(batch.segment)}</TableCell>
                  <TableCell>{STATES[batch.state] ?? batch.state}</TableCell>
                  <TableCell align="right">{batch.delivered}</TableCell>
                  <TableCell>{batch.createdBy}</TableCell>
                  <TableCell>{beijing(batch.createdAt)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Box>
  );
}
