import { type ChatRoomRef, type ChatWireMessage, chatRoutes } from '@courtside/contract';
import { chatAdminRoutes as c, giftAdminRoutes as g } from '@courtside/contract/admin';
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
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';
import { ExportButton } from '../kit/ExportButton';
import { beijing } from '../kit/fields';
import { REFRESH_MS } from '../kit/refresh';

/** The chat's sensitive-word list (README: chat rooms); the list reloads after each change the server accepted. */
export function ChatWords() {
  const { data, error } = useQuery({ queryKey: ['chatWords'], queryFn: () => callRoute(c.chatWords, {}) });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="敏感词" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          聊天敏感词
        </Typography>
        <ExportButton list="chatWords" />
      </Stack>
      <Card variant="outlined">
        <CardContent>
          {error && <Typography color="error">{error.message}</Typography>}
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }} data-testid="chat-words">
            {data?.words.map((word) => (
              <Chip key={word} label={word} />
            ))}
          </Stack>
          <Stack direction="row" spacing={1}>
            <ActionButton
              route={c.chatWordsChange}
              label="添加敏感词"
              title="添加敏感词"
              reason={{ label: '敏感词', field: 'add.0', required: true }}
              input={(word) => ({ add: [word], remove: [] })}
              done={(answer) => `已保存，共 ${answer.words.length} 个敏感词`}
              testId="chat-word-add"
            />
            <ActionButton
              route={c.chatWordsChange}
              label="删除敏感词"
              color="error"
              title="删除敏感词"
              reason={{ label: '要删除的敏感词', field: 'remove.0', required: true }}
              input={(word) => ({ add: [], remove: [word] })}
              done={(answer) => `已删除，共 ${answer.words.length} 个敏感词`}
              testId="chat-word-remove"
            />
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

const muteChoices = [
  { id: '10', name: '10分钟' },
  { id: '60', name: '1小时' },
  { id: '1440', name: '1天' },
  { id: '10080', name: '7天' },
  { id: '0', name: '永久' },
];
const kindNames: Record<ChatRoomRef['kind'], string> = { match: '赛事聊天室', anchor: '主播房间' };

/** What a line says, for the moderator: text as written, the others by kind. */
const lineText = (message: ChatWireMessage): string => {
  const { msgType, data } = message.content;
  if (msgType === 'text') {
    if (typeof data === 'string') return data;
    const text = (data as { text?: unknown } | null)?.text;
    return typeof text === 'string' ? text : JSON.stringify(data);
  }
  const names: Record<string, string> = {
    order: '[晒单]',
    gift: '[礼物]',
    welcome: '[欢迎语]',
    orderPush: '[推单]',
    revertOrderPush: '[撤回推单]',
  };
  return names[msgType] ?? msgType;
};

const onOff = (on: boolean) => (on ? '开' : '关');

/** One room: its switches and greeting, the muted list, and its latest lines with removal. */
function ChatRoomDesk({ room }: { room: ChatRoomRef }) {
  // The room's settings and lines are the visitor's reads: what members see is what is shown here.
  const detail = useQuery({
    queryKey: ['chatRoom', room.kind, room.id, 'detail'],
    queryFn: () => callRoute(chatRoutes.anonymous.detail, { room }),
  });
  const muted = useQuery({
    queryKey: ['chatRoom', room.kind, room.id, 'muted'],
    queryFn: () => callRoute(c.chatMuted, { room }),
  });
  const history = useQuery({
    queryKey: ['chatRoom', room.kind, room.id, 'history'],
    queryFn: () => callRoute(chatRoutes.anonymous.history, { room, limit: 50 }),
    refetchInterval: REFRESH_MS,
  });
  const settings = detail.data?.settings;
  const problem = detail.error ?? muted.error ?? history.error;
  return (
    <Stack spacing={2} data-testid="chat-room">
      {problem && <Alert severity="error">{problem.message}</Alert>}
      {settings && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {kindNames[room.kind]} {room.id} 的开关
            </Typography>
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="chat-settings">
              聊天：{onOff(settings.chatOn)}　礼物：{onOff(settings.giftsOn)}　慢速模式：
              {settings.slowModeSeconds ? `${settings.slowModeSeconds} 秒` : '关'}　发言等级：VIP
              {settings.minLevel}　链接：{settings.allowLinks ? '允许' : '不允许'}　欢迎语：
              {settings.greeting || '（无）'}
            </Typography>
            <Stack direction="row" spacing={1}>
              <ActionButton
                route={c.chatRoomSwitches}
                label={settings.chatOn ? '关闭聊天' : '开启聊天'}
                color={settings.chatOn ? 'error' : 'primary'}
                title={settings.chatOn ? '关闭聊天' : '开启聊天'}
                description={settings.chatOn ? '关闭后会员不能在此房间发言。' : '开启后会员可以在此房间发言。'}
                input={() => ({ room, chatOn: !settings.chatOn })}
                done={(answer) => `聊天已${answer.chatOn ? '开启' : '关闭'}`}
                testId="chat-toggle"
              />
              <ActionButton
                route={c.chatRoomSwitches}
                label={settings.giftsOn ? '关闭礼物' : '开启礼物'}
                title={settings.giftsOn ? '关闭礼物' : '开启礼物'}
                input={() => ({ room, giftsOn: !settings.giftsOn })}
                done={(answer) => `礼物已${answer.giftsOn ? '开启' : '关闭'}`}
                testId="chat-gifts-toggle"
              />
              <ActionButton
                route={c.chatRoomSwitches}
                label="慢速模式与发言等级"
                title="慢速模式与发言等级"
                fields={[
                  {
                    label: '慢速模式（秒，0为关闭）',
                    field: 'slowModeSeconds',
                    initial: String(settings.slowModeSeconds),
                  },
                  { label: '发言所需VIP等级（0为所有人）', field: 'minLevel', initial: String(settings.minLevel) },
                ]}
                input={(_reason, v) => ({
                  room,
                  slowModeSeconds: Number(v.slowModeSeconds || 0),
                  minLevel: Number(v.minLevel || 0),
                })}
                done={() => '已保存'}
                testId="chat-slow"
              />
              <ActionButton
                route={c.chatRoomSetup}
                label="欢迎语与链接"
                title="欢迎语与链接"
                fields={[
                  { label: '欢迎语', field: 'greeting', initial: settings.greeting, multiline: true },
                  {
                    label: '消息中的链接',
                    field: 'allowLinks',
                    initial: String(settings.allowLinks),
                    choices: [
                      { id: 'false', name: '不允许' },
                      { id: 'true', name: '允许' },
                    ],
                  },
                ]}
                input={(_reason, v) => ({ room, greeting: v.greeting ?? '', allowLinks: v.allowLinks === 'true' })}
                done={() => '已保存'}
                testId="chat-setup"
              />
              <ActionButton
                route={g.block}
                label="禁止会员送礼"
                title="禁止或恢复会员在此房间送礼"
                fields={[
                  { label: '会员ID', field: 'memberId', required: true },
                  {
                    label: '操作',
                    field: 'blocked',
                    initial: 'true',
                    choices: [
                      { id: 'true', name: '禁止送礼' },
                      { id: 'false', name: '恢复送礼' },
                    ],
                  },
                ]}
                input={(_reason, v) => ({
                  roomType: room.kind,
                  roomId: room.id,
                  memberId: Number(v.memberId),
                  blocked: v.blocked !== 'false',
                })}
                done={(answer) => `已保存；此房间被禁止送礼的会员：${answer.blockedMemberIds.join('、') || '无'}`}
                testId="chat-gift-block"
              />
            </Stack>
          </CardContent>
        </Card>
      )}
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              禁言名单
            </Typography>
            <ActionButton
              route={c.chatMute}
              label="禁言会员"
              color="error"
              variant="contained"
              title="禁言会员"
              fields={[
                { label: '会员ID', field: 'memberId', required: true },
                { label: '时长', field: 'minutes', required: true, initial: '60', choices: muteChoices },
                { label: '原因', field: 'reason' },
              ]}
              input={(_reason, v) => ({
                room,
                memberId: Number(v.memberId),
                minutes: Number(v.minutes),
                reason: v.reason ?? '',
              })}
              done={() => '已禁言'}
              testId="chat-mute"
            />
            <Box sx={{ ml: 1 }}>
              <ExportButton list="chatMuted" filter={{ room }} />
            </Box>
          </Stack>
          <Table size="small" aria-label="禁言名单" data-testid="chat-muted">
            <TableHead>
              <TableRow>
                <TableCell>会员</TableCell>
                <TableCell>到期</TableCell>
                <TableCell>原因</TableCell>
                <TableCell>操作人</TableCell>
                <TableCell>时间</TableCell>
                <TableCell>操作</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {muted.data?.list.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>没有被禁言的会员</TableCell>
                </TableRow>
              )}
              {muted.data?.list.map((row) => (
                <TableRow key={row.memberId} data-testid={`muted-${row.memberId}`}>
                  <TableCell>
                    {row.username}（{row.memberId}）
                  </TableCell>
                  <TableCell>{row.until ? beijing(row.until) : '永久'}</TableCell>
                  <TableCell>{row.reason || '—'}</TableCell>
                  <TableCell>{row.by}</TableCell>
                  <TableCell>{beijing(row.at)}</TableCell>
                  <TableCell>
                    <ActionButton
                      route={c.chatUnmute}
                      label="解除禁言"
                      title={`解除 ${row.username} 的禁言`}
                      input={() => ({ room, memberId: row.memberId })}
                      done={() => `已解除 ${row.username} 的禁言`}
                      testId="chat-unmute"
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            最新消息
          </Typography>
          <Table size="small" aria-label="最新消息" data-testid="chat-history">
            <TableHead>
              <TableRow>
                <TableCell>时间</TableCell>
                <TableCell>会员</TableCell>
                <TableCell>内容</TableCell>
                <TableCell>操作</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {history.data?.list.length === 0 && (
                <TableRow>
                  <TableCell colSpan={4}>暂无消息</TableCell>
                </TableRow>
              )}
              {history.data?.list.map((message) => (
                <TableRow key={message.id} data-testid={`chat-line-${message.id}`}>
                  <TableCell>{beijing(message.at)}</TableCell>
                  <TableCell>
                    {message.content.username ?? '—'}
                    {message.content.userId ? `（${message.content.userId}）` : ''}
                  </TableCell>
                  <TableCell>{lineText(message)}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      <ActionButton
                        route={c.chatDelete}
                        label="删除"
                        color="error"
                        title="删除这条消息"
                        description={`「${lineText(message)}」将从房间中移除，所有观众都看不到。`}
                        input={() => ({ room, messageId: message.id })}
                        done={() => '消息已删除'}
                        testId="chat-delete"
                      />
                      {message.content.userId && (
                        <ActionButton
                          route={c.chatMute}
                          label="禁言"
                          title={`禁言 ${message.content.username ?? message.content.userId}`}
                          fields={[
                            { label: '时长', field: 'minutes', required: true, initial: '60', choices: muteChoices },
                            { label: '原因', field: 'reason' },
                          ]}
                          input={(_reason, v) => ({
                            room,
                            memberId: message.content.userId ?? 0,
                            minutes: Number(v.minutes),
                            reason: v.reason ?? '',
                          })}
                          done={() => '已禁言'}
                          testId="chat-line-mute"
                        />
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** Chat moderation: pick a room (a match's chat or an anchor room), then its switches, mutes and lines. */
export function ChatRooms() {
  const [kind, setKind] = useState<ChatRoomRef['kind']>('anchor');
  const [typed, setTyped] = useState('');
  const [room, setRoom] = useState<ChatRoomRef | null>(null);
  return (
    <Box sx={{ p: 2 }}>
      <Title title="聊天室管理" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        聊天室管理
      </Typography>
      <Stack
        component="form"
        direction="row"
        spacing={1}
        sx={{ mb: 2 }}
        onSubmit={(event) => {
          event.preventDefault();
          setRoom({ kind, id: Number(typed.trim()) || 0 });
        }}
      >
        <TextField
          select
          size="small"
          label="房间类型"
          value={kind}
          onChange={(event) => setKind(event.target.value as ChatRoomRef['kind'])}
          sx={{ width: 160 }}
        >
          <MenuItem value="anchor">主播房间</MenuItem>
          <MenuItem value="match">赛事聊天室</MenuItem>
        </TextField>
        <TextField
          size="small"
          label={kind === 'anchor' ? '房间ID' : '赛事ID'}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          sx={{ width: 200 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'chat-room-id' } }}
        />
        <Button type="submit" variant="contained" data-testid="chat-room-open">
          打开
        </Button>
      </Stack>
      {room && <ChatRoomDesk key={`${room.kind}:${room.id}`} room={room} />}
    </Box>
  );
}
