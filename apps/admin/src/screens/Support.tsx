import { supportAdminRoutes as s } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Pagination,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useGetIdentity } from 'react-admin';
import { ApiError, callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';
import { useMayCall } from '../kit/access';
import { ExportButton } from '../kit/ExportButton';
import { beijing } from '../kit/fields';

type QueueFilter = 'waiting' | 'active' | 'mine' | 'closed';
const filters: { id: QueueFilter; name: string }[] = [
  { id: 'waiting', name: '排队中' },
  { id: 'mine', name: '我接待的' },
  { id: 'active', name: '接待中（全部）' },
  { id: 'closed', name: '已结束' },
];
const stateNames: Record<string, string> = { waiting: '排队中', active: '接待中', closed: '已结束' };
const PAGE_SIZE = 20;
/** A chat desk wants lines sooner than the queues' 10 s; one conversation's page is a cheap read. */
const CHAT_REFRESH_MS = 3_000;

/** The reply box: sent as typed, judged by the server; the line appears when the server has stored it. */
function ReplyBox({ conversationId }: { conversationId: number }) {
  const [text, setText] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      // A retry after a lost answer resends the same id, so the member never gets the line twice.
      await callRoute(s.supportReply, { conversationId, text, requestId });
      setText('');
      setRequestId(crypto.randomUUID());
      await queryClient.invalidateQueries({ queryKey: ['support'] });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message.replace(/^参数错误：\S+\s+/, '') : '发送失败');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextField
        fullWidth
        size="small"
        label="回复会员"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setRequestId(crypto.randomUUID());
        }}
        error={Boolean(error)}
        helperText={error ?? ' '}
        slotProps={{ htmlInput: { 'data-testid': 'support-reply-text', maxLength: 500 } }}
      />
      <Button type="submit" variant="contained" disabled={busy} data-testid="support-reply-send">
        发送
      </Button>
    </Stack>
  );
}

function Conversation({ conversationId }: { conversationId: number }) {
  const { identity } = useGetIdentity();
  const mayReply = useMayCall(s.supportReply);
  const { data, error } = useQuery({
    queryKey: ['support', 'messages', conversationId],
    queryFn: () => callRoute(s.supportMessages, { conversationId, limit: 100 }),
    refetchInterval: CHAT_REFRESH_MS,
  });
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data) return null;
  const { conversation } = data;
  const mine = conversation.state === 'active' && conversation.agentName === identity?.fullName;
  return (
    <Card variant="outlined" data-testid="support-conversation">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            会话 {conversation.id}
          </Typography>
          <Chip size="small" label={stateNames[conversation.state]} data-testid="support-state" />
          {conversation.agentName && <Typography variant="body2">接待：{conversation.agentName}</Typography>}
          <Box sx={{ flex: 1 }} />
          {conversation.state === 'waiting' && (
            <ActionButton
              route={s.supportTake}
              label="接入"
              variant="contained"
              title={`接入会话 ${conversation.id}`}
              description="接入后只有你可以回复此会员，会员会看到你的名字。"
              input={() => ({ conversationId })}
              done={() => `已接入会话 ${conversationId}`}
              testId="support-take"
            />
          )}
          {conversation.state !== 'closed' && (
            <ActionButton
              route={s.supportClose}
              label="结束会话"
              color="error"
              title={`结束会话 ${conversation.id}`}
              description="结束后会员需要重新发起咨询。"
              input={() => ({ conversationId })}
              done={() => `会话 ${conversationId} 已结束`}
              testId="support-close"
            />
          )}
        </Stack>
        <Box
          sx={{ maxHeight: 480, overflowY: 'auto', bgcolor: 'grey.50', p: 1, mb: 2, borderRadius: 1 }}
          data-testid="support-messages"
          role="log"
          aria-label="会话消息"
        >
          {[...data.list].reverse().map((line) => (
            <Box
              key={line.id}
              sx={{
                textAlign: line.author === 'agent' ? 'right' : line.author === 'system' ? 'center' : 'left',
                my: 0.5,
              }}
            >
              <Typography variant="caption" color="text.secondary" component="div">
                {line.author === 'system' ? '系统' : line.name || (line.author === 'agent' ? '客服' : '会员')} ·{' '}
                {beijing(line.at)}
              </Typography>
              <Typography
                variant="body2"
                component="div"
                sx={{
                  display: 'inline-block',
                  px: 1,
                  py: 0.5,
                  borderRadius: 1,
                  bgcolor:
                    line.author === 'agent' ? 'primary.main' : line.author === 'system' ? 'transparent' : 'white',
                  color: line.author === 'agent' ? 'primary.contrastText' : 'text.primary',
                  border: line.author === 'member' ? 1 : 0,
                  borderColor: 'grey.300',
                }}
              >
                {line.text}
              </Typography>
            </Box>
          ))}
        </Box>
        {mayReply && mine && <ReplyBox conversationId={conversationId} />}
        {conversation.state === 'active' && !mine && (
          <Typography variant="body2" color="text.secondary">
            此会话由 {conversation.agentName} 接待，只有接待的客服可以回复。
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The customer-service agent's desk: the queue, taking a conversation, replying and closing it. */
export function SupportDesk() {
  const [filter, setFilter] = useState<QueueFilter>('waiting');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const { data, error } = useQuery({
    queryKey: ['support', 'queue', filter, page],
    queryFn: () => callRoute(s.supportQueue, { state: filter, page, pageSize: PAGE_SIZE }),
    refetchInterval: CHAT_REFRESH_MS,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="在线客服" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          在线客服
        </Typography>
        <ExportButton list="supportQueue" filter={{ state: filter }} />
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Card variant="outlined" sx={{ width: 380, flexShrink: 0 }}>
          <Tabs
            value={filter}
            onChange={(_event, value: QueueFilter) => {
              setFilter(value);
              setPage(1);
            }}
            variant="scrollable"
            aria-label="会话分类"
          >
            {filters.map((f) => (
              <Tab key={f.id} value={f.id} label={f.name} data-testid={`support-tab-${f.id}`} />
            ))}
          </Tabs>
          <List dense data-testid="support-queue" aria-label="会话列表">
            {data?.list.length === 0 && (
              <ListItem>
                <ListItemText secondary="没有会话" />
              </ListItem>
            )}
            {data?.list.map((item) => (
              <ListItem key={item.id} disablePadding>
                <ListItemButton
                  selected={item.id === selected}
                  onClick={() => setSelected(item.id)}
                  data-testid={`support-item-${item.id}`}
                >
                  <ListItemText
                    primary={`${item.memberName}（${item.memberId}）${item.agentName ? ` · ${item.agentName}` : ''}`}
                    secondary={`${beijing(item.lastMessageAt)} ${item.lastText}`}
                    slotProps={{ secondary: { noWrap: true } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          {data && data.total > PAGE_SIZE && (
            <Pagination
              count={Math.ceil(data.total / PAGE_SIZE)}
              page={page}
              onChange={(_event, next) => setPage(next)}
              size="small"
              sx={{ p: 1 }}
            />
          )}
        </Card>
        <Box sx={{ flex: 1 }}>
          {selected ? (
            <Conversation key={selected} conversationId={selected} />
          ) : (
            <Typography color="text.secondary">选择左侧的会话查看消息</Typography>
          )}
        </Box>
      </Stack>
    </Box>
  );
}
