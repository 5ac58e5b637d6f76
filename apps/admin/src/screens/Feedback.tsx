import { type FeedbackQueueItem, feedbackCategories } from '@courtside/contract';
import { feedbackAdminRoutes as f } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Card,
  Chip,
  CircularProgress,
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
import { ExportButton } from '../kit/ExportButton';
import { beijing } from '../kit/fields';
import { REFRESH_MS } from '../kit/refresh';

const CATEGORIES: Record<(typeof feedbackCategories)[number], string> = {
  deposit: '存款问题',
  withdrawal: '提款问题',
  sports: '体育投注',
  casino: '真人/电子',
  live: '直播与聊天',
  account: '账户与安全',
  suggestion: '功能建议',
  other: '其他',
};
const STATUSES = { open: '待回复', replied: '已回复', closed: '已关闭' } as const;
type Status = keyof typeof STATUSES;
const PAGE_SIZE = 20;

/** One of the feedback's images, read through the operator's session (they are private to the member). */
function FeedbackImage({ id, imageKey }: { id: number; imageKey: string }) {
  const { data, error } = useQuery({
    queryKey: ['feedback', 'image', id, imageKey],
    queryFn: () => callRoute(f.feedbackImage, { id, key: imageKey }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (error) return <Typography color="error">图片无法加载</Typography>;
  if (!data) return <CircularProgress size={24} />;
  return (
    <a href={data.dataUrl} target="_blank" rel="noreferrer" title="在新窗口查看原图">
      <img src={data.dataUrl} alt="反馈图片" style={{ maxWidth: 160, maxHeight: 160, borderRadius: 4 }} />
    </a>
  );
}

/** What the operator reads before answering: the member's words and images, and the last answer. */
function FeedbackDetail({ row }: { row: FeedbackQueueItem }) {
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      <Typography sx={{ whiteSpace: 'pre-wrap' }} color="text.primary">
        {row.content}
      </Typography>
      {row.images.length > 0 && (
        <Stack direction="row" spacing={1}>
          {row.images.map((key) => (
            <FeedbackImage key={key} id={row.id} imageKey={key} />
          ))}
        </Stack>
      )}
      {row.reply && (
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>
          上次回复（{row.repliedBy}）：{row.reply}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * 意见反馈: members' feedback, newest first, by status and type. 回复 sends the answer to the member
 * (their feedback page and a private message) and may close it; 关闭 ends one that needs no answer.
 * Both are audited.
 */
export function FeedbackDesk() {
  const [status, setStatus] = useState<Status | 'all'>('open');
  const [category, setCategory] = useState<keyof typeof CATEGORIES | 'all'>('all');
  const [page, setPage] = useState(1);
  const mayReply = useMayCall(f.feedbackReply);
  const filter = { ...(status === 'all' ? {} : { status }), ...(category === 'all' ? {} : { category }) };
  const { data, error, isPending } = useQuery({
    queryKey: ['feedback', status, category, page],
    queryFn: () => callRoute(f.feedbackQueue, { ...filter, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <Box sx={{ p: 2 }}>
      <Title title="意见反馈" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          意见反馈
        </Typography>
        <ExportButton list="feedback" filter={filter} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label="状态"
          sx={{ width: 140 }}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as Status | 'all');
            setPage(1);
          }}
          data-testid="feedback-filter-status"
        >
          <MenuItem value="all">全部</MenuItem>
          {(Object.keys(STATUSES) as Status[]).map((s) => (
            <MenuItem key={s} value={s}>
              {STATUSES[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="类型"
          sx={{ width: 160 }}
          value={category}
          onChange={(event) => {
            setCategory(event.target.value as keyof typeof CATEGORIES | 'all');
            setPage(1);
          }}
        >
          <MenuItem value="all">全部</MenuItem>
          {feedbackCategories.map((c) => (
            <MenuItem key={c} value={c}>
              {CATEGORIES[c]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined">
        <Table size="small" aria-label="意见反馈">
          <TableHead>
            <TableRow>
              <TableCell>提交时间</TableCell>
              <TableCell>会员</TableCell>
              <TableCell>类型</TableCell>
              <TableCell>内容</TableCell>
              <TableCell>图片</TableCell>
              <TableCell>状态</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {isPending && (
              <TableRow>
                <TableCell colSpan={7}>加载中…</TableCell>
              </TableRow>
            )}
            {data?.list.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>没有记录</TableCell>
              </TableRow>
            )}
            {data?.list.map((row) => (
              <TableRow key={row.id} data-testid={`feedback-row-${row.id}`}>
                <TableCell>{beijing(row.createdAt)}</TableCell>
                <TableCell>
                  {row.username}（{row.memberId}）
                </TableCell>
                <TableCell>{CATEGORIES[row.category]}</TableCell>
                <TableCell sx={{ maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {row.content}
                </TableCell>
                <TableCell>{row.images.length > 0 ? `${row.images.length} 张` : '—'}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={STATUSES[row.status]}
                    color={row.status === 'open' ? 'warning' : row.status === 'replied' ? 'success' : 'default'}
                  />
                </TableCell>
                <TableCell>
                  {mayReply && row.status !== 'closed' && (
                    <Stack direction="row" spacing={1}>
                      <ActionButton
                        route={f.feedbackReply}
                        label={row.status === 'open' ? '回复' : '再次回复'}
                        color="primary"
                        title={`回复 ${row.username} 的反馈`}
                        description={<FeedbackDetail row={row} />}
                        fields={[
                          {
                            label: '回复内容（会员在反馈记录与站内信中看到）',
                            field: 'reply',
                            required: true,
                            multiline: true,
                          },
                          {
                            label: '回复后',
                            field: 'close',
                            choices: [
                              { id: 'keep', name: '保持开放' },
                              { id: 'close', name: '关闭反馈' },
                            ],
                            initial: 'keep',
                          },
                        ]}
                        input={(_reason, v) => ({ id: row.id, reply: v.reply ?? '', close: v.close === 'close' })}
                        done={(answer) => `已回复 ${answer.username}`}
                        testId="feedback-reply"
                      />
                      <ActionButton
                        route={f.feedbackReply}
                        label="关闭"
                        title={`关闭 ${row.username} 的反馈`}
                        description={<FeedbackDetail row={row} />}
                        input={() => ({ id: row.id, close: true })}
                        done={(answer) => `已关闭 ${answer.username} 的反馈`}
                        testId="feedback-close"
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
