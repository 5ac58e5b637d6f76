import { type AdminGame, type AdminVenue, adminRoutes as a, gameAdminRoutes as g } from '@courtside/contract/admin';
import {
  Box,
  Card,
  CardContent,
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
import { useDeferredValue, useState } from 'react';
import { Title } from 'react-admin';
import { callRoute } from '../api/client';
import { ActionButton, type ActionField } from '../kit/ActionButton';
import { ExportButton } from '../kit/ExportButton';

const KINDS: Record<AdminVenue['kind'], string> = { sports: '体育', esports: '电竞', live: '真人', egame: '电子' };
const CATEGORIES: Record<AdminGame['category'], string> = {
  slots: '老虎机',
  table: '桌游',
  fishing: '捕鱼',
  arcade: '街机',
  live: '真人',
};
const PAGE_SIZE = 20;

/** A number field as the contract takes it; what is not a number goes as none, for the server to refuse. */
const numberOf = (text: string): number => (text === '' ? 0 : Number(text));

const venueFields = (v: AdminVenue): ActionField[] => [
  { label: '会员端显示的名称', field: 'venueName', required: true, initial: v.venueName },
  { label: '排序（小的在前，0-9999）', field: 'sort', initial: String(v.sort) },
  {
    label: '会员端',
    field: 'isDisplay',
    initial: String(v.isDisplay === 1 ? 1 : 0),
    choices: [
      { id: '0', name: '显示' },
      { id: '1', name: '隐藏' },
    ],
  },
];

const displayOf = (v: AdminVenue) => ({
  venueCode: v.venueCode,
  venueName: v.venueName,
  isDisplay: v.isDisplay === 1 ? (1 as const) : (0 as const),
  sort: v.sort,
});

function VenueTable({ venues }: { venues: AdminVenue[] }) {
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <Table size="small" aria-label="场馆">
        <TableHead>
          <TableRow>
            <TableCell>代码</TableCell>
            <TableCell>名称</TableCell>
            <TableCell>类型</TableCell>
            <TableCell>排序</TableCell>
            <TableCell>会员端</TableCell>
            <TableCell>状态</TableCell>
            <TableCell>操作</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {venues.map((venue) => (
            <TableRow key={venue.venueCode} data-testid={`venue-${venue.venueCode}`}>
              <TableCell>{venue.venueCode}</TableCell>
              <TableCell>{venue.venueName}</TableCell>
              <TableCell>{KINDS[venue.kind]}</TableCell>
              <TableCell>{venue.sort}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={venue.isDisplay === 1 ? '隐藏' : '显示'}
                  color={venue.isDisplay === 1 ? 'default' : 'info'}
                  data-testid="venue-display"
                />
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={venue.status === 1 ? '维护中' : '开放'}
                  color={venue.status === 1 ? 'warning' : 'success'}
                  data-testid="venue-status"
                />
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1}>
                  <ActionButton
                    route={a.venueStatus}
                    label={venue.status === 1 ? '结束维护' : '设为维护'}
                    color={venue.status === 1 ? 'primary' : 'warning'}
                    title={`${venue.venueName}：${venue.status === 1 ? '结束维护' : '设为维护'}`}
                    description="维护中的场馆不能进入，会员的场馆余额不受影响。"
                    input={() => ({
                      venueCode: venue.venueCode,
                      status: venue.status === 1 ? (0 as const) : (1 as const),
                    })}
                    done={(answer) => `${answer.venueName} 现为${answer.status === 1 ? '维护中' : '开放'}`}
                    testId="venue-switch"
                  />
                  <ActionButton
                    route={g.venueDisplay}
                    label={venue.isDisplay === 1 ? '显示' : '隐藏'}
                    color={venue.isDisplay === 1 ? 'success' : 'inherit'}
                    title={`${venue.venueName}：在会员端${venue.isDisplay === 1 ? '显示' : '隐藏'}`}
                    description={
                      venue.isDisplay === 1
                        ? '场馆及其游戏重新出现在会员端的导航、大厅和钱包中。'
                        : '场馆及其游戏从会员端的导航、大厅和钱包中移除；会员的场馆余额不受影响。'
                    }
                    input={() => ({
                      ...displayOf(venue),
                      isDisplay: venue.isDisplay === 1 ? (0 as const) : (1 as const),
                    })}
                    done={(answer) => `${answer.venueName} 已在会员端${answer.isDisplay === 1 ? '隐藏' : '显示'}`}
                    testId="venue-visibility"
                  />
                  <ActionButton
                    route={g.venueDisplay}
                    label="编辑"
                    title={`编辑场馆 ${venue.venueCode} 的显示`}
                    fields={venueFields(venue)}
                    input={(_r, v) => ({
                      venueCode: venue.venueCode,
                      venueName: v.venueName ?? '',
                      sort: numberOf(v.sort ?? ''),
                      isDisplay: v.isDisplay === '1' ? (1 as const) : (0 as const),
                    })}
                    done={(answer) => `已保存场馆 ${answer.venueName}`}
                    testId="venue-edit"
                  />
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

function GameCatalogue({ venues }: { venues: AdminVenue[] }) {
  const withGames = venues.filter((v) => v.kind === 'egame' || v.kind === 'live');
  const [picked, setPicked] = useState('');
  const venueCode = picked || withGames[0]?.venueCode || '';
  const [keyword, setKeyword] = useState('');
  const searched = useDeferredValue(keyword.trim());
  const [status, setStatus] = useState<'all' | '0' | '1'>('all');
  const [page, setPage] = useState(1);
  const filter = {
    venueCode,
    ...(searched ? { keyword: searched } : {}),
    ...(status === 'all' ? {} : { status: status === '1' ? (1 as const) : (0 as const) }),
  };
  const { data, error } = useQuery({
    queryKey: ['games', venueCode, searched, status, page],
    queryFn: () => callRoute(g.games, { ...filter, page, pageSize: PAGE_SIZE }),
    enabled: venueCode !== '',
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          游戏目录
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <TextField
            select
            size="small"
            label="场馆"
            sx={{ width: 180 }}
            value={venueCode}
            onChange={(event) => {
              setPicked(event.target.value);
              setPage(1);
            }}
            data-testid="games-venue"
          >
            {withGames.map((v) => (
              <MenuItem key={v.venueCode} value={v.venueCode}>
                {v.venueName}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label="游戏名称"
            value={keyword}
            onChange={(event) => {
              setKeyword(event.target.value);
              setPage(1);
            }}
            slotProps={{ htmlInput: { maxLength: 20, 'data-testid': 'games-keyword' } }}
          />
          <TextField
            select
            size="small"
            label="大厅"
            sx={{ width: 120 }}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as 'all' | '0' | '1');
              setPage(1);
            }}
          >
            <MenuItem value="all">全部</MenuItem>
            <MenuItem value="0">显示</MenuItem>
            <MenuItem value="1">隐藏</MenuItem>
          </TextField>
          {venueCode && <ExportButton list="games" filter={filter} />}
        </Stack>
        {error && <Typography color="error">{error.message}</Typography>}
        <Table size="small" aria-label="游戏目录">
          <TableHead>
            <TableRow>
              <TableCell>图片</TableCell>
              <TableCell>名称</TableCell>
              <TableCell>代码</TableCell>
              <TableCell>分类</TableCell>
              <TableCell>排序</TableCell>
              <TableCell>大厅</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.map((game) => (
              <TableRow key={game.gameCode} data-testid={`game-${game.gameCode}`}>
                <TableCell>
                  {game.image && (
                    <img src={game.image} alt="" width={40} height={40} style={{ borderRadius: 4 }} loading="lazy" />
                  )}
                </TableCell>
                <TableCell>
                  {game.name}
                  {game.hot && <Chip size="small" label="热门" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{game.gameCode}</TableCell>
                <TableCell>{CATEGORIES[game.category]}</TableCell>
                <TableCell>{game.sort}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={game.status === 1 ? '隐藏' : '显示'}
                    color={game.status === 1 ? 'default' : 'success'}
                    data-testid="game-status"
                  />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <ActionButton
                      route={g.gameDisplay}
                      label={game.status === 1 ? '显示' : '隐藏'}
                      color={game.status === 1 ? 'success' : 'inherit'}
                      title={`${game.name}：在大厅${game.status === 1 ? '显示' : '隐藏'}`}
                      description={
                        game.status === 1
                          ? '游戏重新出现在会员端大厅。'
                          : '游戏从会员端大厅、收藏和最近玩过中移除，也不能再进入。'
                      }
                      input={() => ({
                        venueCode: game.venueCode,
                        gameCode: game.gameCode,
                        status: game.status === 1 ? (0 as const) : (1 as const),
                        sort: game.sort,
                      })}
                      done={(answer) => `${answer.name} 已${answer.status === 1 ? '隐藏' : '显示'}`}
                      testId="game-visibility"
                    />
                    <ActionButton
                      route={g.gameDisplay}
                      label="排序"
                      title={`${game.name}：大厅中的位置`}
                      fields={[{ label: '排序（小的在前，0-9999）', field: 'sort', initial: String(game.sort) }]}
                      input={(_r, v) => ({
                        venueCode: game.venueCode,
                        gameCode: game.gameCode,
                        status: game.status === 1 ? (1 as const) : (0 as const),
                        sort: numberOf(v.sort ?? ''),
                      })}
                      done={(answer) => `${answer.name} 的排序现为 ${answer.sort}`}
                      testId="game-sort"
                    />
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
            {data?.total === 0 && (
              <TableRow>
                <TableCell colSpan={7}>没有符合条件的游戏</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
        <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
          <Typography variant="body2">共 {data?.total ?? 0} 款</Typography>
          <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} size="small" />
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * 游戏与场馆: every venue, hidden ones too, with its maintenance switch and how the member site shows
 * it (name, order, shown or hidden), and each venue's game catalogue with each game's place in the
 * lobby. Every change is the server's, audited, and the member site's next read follows it.
 */
export function Venues() {
  const { data, error } = useQuery({ queryKey: ['venues', 'admin'], queryFn: () => callRoute(g.venues, {}) });
  return (
    <Box sx={{ p: 2 }}>
      <Title title="游戏与场馆" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          游戏与场馆
        </Typography>
        <ExportButton list="venues" />
      </Stack>
      {error && <Typography color="error">{error.message}</Typography>}
      {data && <VenueTable venues={data} />}
      {data && <GameCatalogue venues={data} />}
    </Box>
  );
}
