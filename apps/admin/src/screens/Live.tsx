import { contentAdminRoutes as c, giftAdminRoutes as g, anchorDeskRoutes as l } from '@courtside/contract/admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';
import { ExportButton } from '../kit/ExportButton';
import { REFRESH_MS } from '../kit/refresh';

type DeskRoom = z.output<typeof l.rooms.response>['rooms'][number];

const statusNames: Record<string, string> = { On0: '未开播', On1: '直播中', On2: '暂离' };
const statusTones: Record<string, 'default' | 'success' | 'warning'> = {
  On0: 'default',
  On1: 'success',
  On2: 'warning',
};
const typeChoices = [
  { id: '2', name: '直播' },
  { id: '1', name: '纯解说' },
];
/** Blank means "no match" for the room's match field. */
const matchOf = (value: string | undefined) => (value ? Number(value) : null);

function RoomActions({ room }: { room: DeskRoom }) {
  const switchTo = (status: 'On0' | 'On1' | 'On2', label: string, color: 'primary' | 'warning' | 'error') => (
    <ActionButton
      key={status}
      route={l.roomStatus}
      label={label}
      color={color}
      title={`${label}：${room.title}`}
      description="观众会立即看到新的状态；切换后该房间不再由排班控制，直到交还排班。"
      input={() => ({ roomId: room.roomId, status })}
      done={(answer) => `${answer.title}：${statusNames[answer.status]}`}
      testId={`room-${status}`}
    />
  );
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <ActionButton
        route={l.roomEdit}
        label="编辑"
        title={`编辑房间：${room.title}`}
        fields={[
          { label: '标题', field: 'title', required: true, initial: room.title },
          { label: '简介', field: 'description', initial: room.description, multiline: true },
          {
            label: '封面（上传，或填 https 地址或站内路径）',
            field: 'cover',
            required: true,
            upload: c.imageUpload,
            initial: room.cover,
          },
          { label: '解说的赛事ID（空为不解说赛事）', field: 'matchId', initial: room.matchId?.toString() ?? '' },
          { label: '类型', field: 'anchorType', initial: String(room.anchorType), choices: typeChoices },
        ]}
        input={(_reason, v) => ({
          roomId: room.roomId,
          title: v.title ?? '',
          description: v.description ?? '',
          cover: v.cover ?? '',
          matchId: matchOf(v.matchId),
          anchorType: v.anchorType === '1' ? (1 as const) : (2 as const),
        })}
        done={(answer) => `${answer.title} 已保存`}
        testId="room-edit"
      />
      {room.status !== 'On1' && switchTo('On1', '开播', 'primary')}
      {room.status === 'On1' && switchTo('On2', '暂离', 'warning')}
      {room.status !== 'On0' && switchTo('On0', '下播', 'error')}
      {room.setBy === 'operator' && (
        <ActionButton
          route={l.roomRelease}
          label="交还排班"
          title={`交还排班：${room.title}`}
          description="交还后由主播排班切换此房间的状态与解说的赛事。"
          input={() => ({ roomId: room.roomId })}
          done={(answer) => `${answer.title} 已交还排班`}
          testId="room-release"
        />
      )}
    </Stack>
  );
}

const AUDIENCE_PAGE = 20;

/**
 * A room's audience now: every socket watching (visitors too, counted across the server's nodes) and
 * the signed-in members among them, paged; it reloads itself like the list.
 */
function Audience({ roomId, title, onClose }: { roomId: number; title: string; onClose: () => void }) {
  const [page, setPage] = useState(0);
  const { data, error } = useQuery({
    queryKey: ['roomAudience', roomId, page],
    queryFn: () => callRoute(l.roomAudience, { roomId, page: page + 1, pageSize: AUDIENCE_PAGE }),
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="audience-title">
      <DialogTitle id="audience-title">观众：{title}</DialogTitle>
      <DialogContent>
        {error && <Alert severity="error">{error.message}</Alert>}
        {data && (
          <>
            <Typography sx={{ mb: 1 }} data-testid="audience-count">
              当前观众 {data.viewers.real + data.viewers.simulated} 人
              {data.viewers.simulated > 0 ? `（其中模拟 ${data.viewers.simulated}）` : ''}，其中登录会员 {data.total} 人
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
              观众数含未登录的游客；下表只列出已登录的会员（同一会员多个窗口只算一行）。
            </Typography>
            <ExportButton list="roomAudience" filter={{ roomId }} />
            <Table size="small" aria-label="在场会员" data-testid="audience-members">
              <TableHead>
                <TableRow>
                  <TableCell>会员ID</TableCell>
                  <TableCell>用户名</TableCell>
                  <TableCell align="right">连接数</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.members.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={3}>
                      <Typography color="text.secondary">暂无登录会员在场</Typography>
                    </TableCell>
                  </TableRow>
                )}
                {data.members.map((m) => (
                  <TableRow key={m.memberId}>
                    <TableCell>{m.memberId}</TableCell>
                    <TableCell>{m.name}</TableCell>
                    <TableCell align="right">{m.sockets}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={data.total}
              page={page}
              onPageChange={(_event, next) => setPage(next)}
              rowsPerPage={AUDIENCE_PAGE}
              rowsPerPageOptions={[AUDIENCE_PAGE]}
              labelDisplayedRows={({ from, to, count }) => `${from}-${to}，共 ${count} 人`}
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>关闭</Button>
      </DialogActions>
    </Dialog>
  );
}

/** Anchor rooms in every state: create, edit, switch on air / away / off, hand back to the rota. */
export function LiveRooms() {
  // `?audience=<room id>` opens that room's audience (the dashboard's live rooms link here).
  const [params, setParams] = useSearchParams();
  const audienceOf = Number(params.get('audience') ?? 0);
  const { data, error } = useQuery({
    queryKey: ['deskRooms'],
    queryFn: () => callRoute(l.rooms, {}),
    refetchInterval: REFRESH_MS,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="直播间" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          直播间
        </Typography>
        <ExportButton list="rooms" />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Box sx={{ mb: 2 }}>
        <ActionButton
          route={l.roomCreate}
          label="新建直播间"
          variant="contained"
          title="新建直播间"
          description="新房间为未开播状态，由运营控制（排班不会自动开播）。"
          fields={[
            {
              label: '主播',
              field: 'anchorId',
              required: true,
              choices: (data?.anchors ?? []).map((anchor) => ({ id: String(anchor.id), name: anchor.nick })),
              initial: String(data?.anchors[0]?.id ?? ''),
            },
            { label: '主题房间号（字母、数字）', field: 'themeId', required: true },
            { label: '标题', field: 'title', required: true },
            { label: '简介', field: 'description', multiline: true },
            { label: '封面（上传，或填 https 地址或站内路径）', field: 'cover', required: true, upload: c.imageUpload },
            { label: '解说的赛事ID（可空）', field: 'matchId' },
            { label: '类型', field: 'anchorType', initial: '2', choices: typeChoices },
          ]}
          input={(_reason, v) => ({
            anchorId: Number(v.anchorId),
            themeId: v.themeId ?? '',
            title: v.title ?? '',
            description: v.description ?? '',
            cover: v.cover ?? '',
            matchId: matchOf(v.matchId),
            anchorType: v.anchorType === '1' ? (1 as const) : (2 as const),
          })}
          done={(answer) => `已新建直播间 ${answer.roomId}：${answer.title}`}
          testId="room-create"
        />
      </Box>
      <Card variant="outlined">
        <Table size="small" aria-label="直播间">
          <TableHead>
            <TableRow>
              <TableCell>ID</TableCell>
              <TableCell>房间</TableCell>
              <TableCell>主播</TableCell>
              <TableCell>状态</TableCell>
              <TableCell>控制</TableCell>
              <TableCell>解说赛事</TableCell>
              <TableCell align="right">观众</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.rooms.map((room) => (
              <TableRow key={room.roomId} data-testid={`room-${room.themeId}`}>
                <TableCell>{room.roomId}</TableCell>
                <TableCell>
                  <Typography variant="body2">{room.title}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {room.themeId}
                  </Typography>
                </TableCell>
                <TableCell>{room.anchor.nick}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={statusNames[room.status]}
                    color={statusTones[room.status]}
                    data-testid="room-status"
                  />
                </TableCell>
                <TableCell data-testid="room-set-by">{room.setBy === 'operator' ? '运营' : '排班'}</TableCell>
                <TableCell>
                  {room.match ? `${room.match.home} v ${room.match.away}` : room.matchId ? `#${room.matchId}` : '—'}
                </TableCell>
                <TableCell align="right">
                  <Link to={`/liveRooms?audience=${room.roomId}`} aria-label={`${room.title} 的观众`}>
                    {room.viewers.real + room.viewers.simulated}
                  </Link>
                  {room.viewers.simulated > 0 ? `（模拟 ${room.viewers.simulated}）` : ''}
                </TableCell>
                <TableCell>
                  <RoomActions room={room} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {audienceOf > 0 && (
        <Audience
          key={audienceOf}
          roomId={audienceOf}
          title={data?.rooms.find((r) => r.roomId === audienceOf)?.title ?? `#${audienceOf}`}
          onClose={() => setParams({})}
        />
      )}
    </Box>
  );
}

const ANCHORS_PAGE_SIZE = 20;

/**
 * 主播资料: every anchor of the site with the profile members see (name, avatar, bio), their rooms (on
 * air of all), followers (the demo's simulated part apart) and the gifts they received; a manager
 * edits the profile, which the server checks and audits.
 */
export function Anchors() {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const { data, error } = useQuery({
    queryKey: ['deskAnchors', keyword, page],
    queryFn: () =>
      callRoute(l.anchors, {
        ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
        page: page + 1,
        pageSize: ANCHORS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="主播资料" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        主播资料
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          size="small"
          label="搜索主播昵称"
          value={keyword}
          onChange={(event) => {
            setKeyword(event.target.value);
            setPage(0);
          }}
          sx={{ width: 240 }}
          slotProps={{ htmlInput: { maxLength: 20, 'data-testid': 'anchor-search' } }}
        />
        <ExportButton list="anchors" filter={keyword.trim() ? { keyword: keyword.trim() } : {}} />
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined">
        <Table size="small" aria-label="主播资料">
          <TableHead>
            <TableRow>
              <TableCell>头像</TableCell>
              <TableCell>昵称</TableCell>
              <TableCell>简介</TableCell>
              <TableCell align="right">房间（直播中）</TableCell>
              <TableCell align="right">粉丝</TableCell>
              <TableCell align="right">收到礼物</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.list.map((anchor) => (
              <TableRow key={anchor.id} data-testid={`anchor-${anchor.id}`}>
                <TableCell>
                  <img src={anchor.avatar} alt="" width={40} height={40} style={{ borderRadius: '50%' }} />
                </TableCell>
                <TableCell>{anchor.nick}</TableCell>
                <TableCell sx={{ maxWidth: 360 }}>{anchor.intro || '—'}</TableCell>
                <TableCell align="right">
                  {anchor.rooms}（{anchor.roomsLive}）
                </TableCell>
                <TableCell align="right">
                  {anchor.followers.real + anchor.followers.simulated}
                  {anchor.followers.simulated > 0 ? `（模拟 ${anchor.followers.simulated}）` : ''}
                </TableCell>
                <TableCell align="right">
                  {anchor.gifts.coins} 金币 / {anchor.gifts.sends} 次
                </TableCell>
                <TableCell>
                  <ActionButton
                    route={l.anchorSave}
                    label="编辑资料"
                    title={`编辑主播资料：${anchor.nick}`}
                    description="会员在直播间和主播列表中看到新的资料。"
                    fields={[
                      {
                        label: '昵称（1-20字，不可与其他主播同名）',
                        field: 'nick',
                        required: true,
                        initial: anchor.nick,
                      },
                      {
                        label: '头像（上传，或填 /media/… 或 https://…）',
                        field: 'avatar',
                        required: true,
                        upload: c.imageUpload,
                        initial: anchor.avatar,
                      },
                      { label: '简介（最多200字）', field: 'intro', multiline: true, initial: anchor.intro },
                    ]}
                    input={(_reason, v) => ({
                      anchorId: anchor.id,
                      nick: v.nick ?? '',
                      avatar: v.avatar ?? '',
                      intro: v.intro ?? '',
                    })}
                    done={(answer) => `已保存主播资料：${answer.nick}`}
                    testId="anchor-edit"
                  />
                </TableCell>
              </TableRow>
            ))}
            {data?.total === 0 && (
              <TableRow>
                <TableCell colSpan={7}>没有主播</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={data?.total ?? 0}
          page={page}
          onPageChange={(_e, p) => setPage(p)}
          rowsPerPage={ANCHORS_PAGE_SIZE}
          rowsPerPageOptions={[ANCHORS_PAGE_SIZE]}
          labelDisplayedRows={({ from, to, count }) => `${from}-${to}，共 ${count} 位`}
        />
      </Card>
    </Box>
  );
}

/** The gift catalogue (with withdrawn gifts), the coin price and anchor share, a member's gifting block. */
export function Gifts() {
  const list = useQuery({ queryKey: ['gifts'], queryFn: () => callRoute(g.list, {}) });
  const settings = useQuery({ queryKey: ['giftSettings'], queryFn: () => callRoute(g.settings, {}) });
  const problem = list.error ?? settings.error;
  return (
    <Box sx={{ p: 2 }}>
      <Title title="礼物" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          礼物
        </Typography>
        <ExportButton list="gifts" />
      </Stack>
      {problem && <Alert severity="error">{problem.message}</Alert>}
      <Stack spacing={2}>
        {settings.data && (
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Typography data-testid="gift-settings" sx={{ flex: 1 }}>
                  金币价格：
                  {settings.data.coinPrice ? `¥${settings.data.coinPrice} / 金币` : '未设置（会员不能购买金币）'}
                  {`　主播分成：${settings.data.anchorShare}%`}
                </Typography>
                <ActionButton
                  route={g.settingsSave}
                  label="修改价格与分成"
                  title="金币价格与主播分成"
                  description="只影响之后的购买与送礼，已发生的不变。"
                  fields={[
                    { label: '一个金币的价格（元）', field: 'coinPrice', initial: settings.data.coinPrice ?? '' },
                    { label: '主播分成（%）', field: 'anchorShare', initial: settings.data.anchorShare },
                  ]}
                  input={(_reason, v) => ({ coinPrice: v.coinPrice ?? '', anchorShare: v.anchorShare ?? '' })}
                  done={(answer) => `已保存：¥${answer.coinPrice} / 金币，主播分成 ${answer.anchorShare}%`}
                  testId="gift-settings-save"
                />
                <ActionButton
                  route={g.block}
                  label="禁止会员送礼"
                  color="error"
                  title="禁止或恢复会员在直播间送礼"
                  fields={[
                    {
                      label: '房间类型',
                      field: 'roomType',
                      initial: 'anchor',
                      choices: [
                        { id: 'anchor', name: '主播房间' },
                        { id: 'match', name: '赛事' },
                      ],
                    },
                    { label: '房间ID', field: 'roomId', required: true },
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
                    roomType: v.roomType === 'match' ? ('match' as const) : ('anchor' as const),
                    roomId: Number(v.roomId),
                    memberId: Number(v.memberId),
                    blocked: v.blocked !== 'false',
                  })}
                  done={(answer) => `已保存；此房间被禁止送礼的会员：${answer.blockedMemberIds.join('、') || '无'}`}
                  testId="gift-block"
                />
              </Stack>
            </CardContent>
          </Card>
        )}
        <Card variant="outlined">
          <Table size="small" aria-label="礼物目录">
            <TableHead>
              <TableRow>
                <TableCell>ID</TableCell>
                <TableCell>图标</TableCell>
                <TableCell>名称</TableCell>
                <TableCell>类型</TableCell>
                <TableCell align="right">价格（金币）</TableCell>
                <TableCell>状态</TableCell>
                <TableCell>操作</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.data?.map((gift) => (
                <TableRow key={gift.giftId} data-testid={`gift-${gift.giftCode}`}>
                  <TableCell>{gift.giftId}</TableCell>
                  <TableCell>
                    <img src={gift.giftIcon} alt="" width={32} height={32} />
                  </TableCell>
                  <TableCell>{gift.giftName}</TableCell>
                  <TableCell>{gift.giftType === 2 ? '豪华（全屏）' : '普通'}</TableCell>
                  <TableCell align="right" data-testid="gift-price">
                    {gift.giftPrice}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={gift.status === 1 ? '上架' : '已下架'}
                      color={gift.status === 1 ? 'success' : 'default'}
                      data-testid="gift-status"
                    />
                  </TableCell>
                  <TableCell>
                    <ActionButton
                      route={g.save}
                      label="编辑"
                      title={`编辑礼物：${gift.giftName}`}
                      fields={[
                        { label: '名称', field: 'giftName', required: true, initial: gift.giftName },
                        { label: '价格（金币）', field: 'giftPrice', required: true, initial: String(gift.giftPrice) },
                        {
                          label: '类型',
                          field: 'giftType',
                          initial: String(gift.giftType),
                          choices: [
                            { id: '1', name: '普通' },
                            { id: '2', name: '豪华（全屏）' },
                          ],
                        },
                        {
                          label: '状态',
                          field: 'status',
                          initial: String(gift.status),
                          choices: [
                            { id: '1', name: '上架' },
                            { id: '0', name: '下架' },
                          ],
                        },
                      ]}
                      input={(_reason, v) => ({
                        giftId: gift.giftId,
                        giftName: v.giftName ?? '',
                        giftPrice: Number(v.giftPrice),
                        giftType: v.giftType === '2' ? (2 as const) : (1 as const),
                        status: v.status === '0' ? (0 as const) : (1 as const),
                      })}
                      done={(answer) => `${answer.giftName} 已保存`}
                      testId="gift-edit"
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      </Stack>
    </Box>
  );
}
