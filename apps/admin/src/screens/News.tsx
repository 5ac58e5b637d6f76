import { type AdminNewsArticle, newsCategories } from '@courtside/contract';
import { contentAdminRoutes as c, newsAdminRoutes as n } from '@courtside/contract/admin';
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
import { ActionButton, type ActionField } from '../kit/ActionButton';
import { beijing, beijingInput, isoOfBeijing } from '../kit/fields';
import { REFRESH_MS } from '../kit/refresh';

const CATEGORIES: Record<(typeof newsCategories)[number], string> = {
  preview: '赛前前瞻',
  expert: '专家分析',
  news: '资讯',
};
const STATUSES = { draft: '草稿', published: '已发布', unpublished: '已下线' } as const;
type Status = keyof typeof STATUSES;
const PAGE_SIZE = 20;

const statusOf = (row: AdminNewsArticle): string => (row.scheduled ? '定时发布' : STATUSES[row.status]);

/** The article's fields as the save dialog asks for them; an edit starts from the current values. */
const articleFields = (row: AdminNewsArticle | null): ActionField[] => [
  {
    label: '分类',
    field: 'category',
    required: true,
    choices: newsCategories.map((id) => ({ id, name: CATEGORIES[id] })),
    initial: row?.category ?? 'expert',
  },
  { label: '标题（2-60 字）', field: 'title', required: true, initial: row?.title ?? '' },
  { label: '摘要（可空，默认取正文开头）', field: 'summary', initial: row?.summary ?? '' },
  {
    label: '正文（HTML：p h2 h3 strong em ul ol li a img blockquote br，其余会被清除）',
    field: 'body',
    required: true,
    multiline: true,
    initial: row?.body ?? '',
  },
  { label: '封面（上传，或填 https 地址）', field: 'coverUrl', upload: c.imageUpload, initial: row?.coverUrl ?? '' },
  { label: '关联赛事编号（可空）', field: 'matchId', initial: row?.matchId ? String(row.matchId) : '' },
  {
    label: '关联联赛编号（可空，有赛事时取赛事的联赛）',
    field: 'leagueId',
    initial: row?.leagueId ? String(row.leagueId) : '',
  },
];

const idOrNull = (text: string | undefined): number | null => (text ? Number(text) : null);

const saveInput = (id: number | null, v: Record<string, string>) => ({
  id,
  category: v.category ?? '',
  title: v.title ?? '',
  summary: v.summary ?? '',
  body: v.body ?? '',
  coverUrl: v.coverUrl ?? '',
  matchId: idOrNull(v.matchId),
  leagueId: v.matchId ? null : idOrNull(v.leagueId),
});

/**
 * 资讯文章: generated match previews and the operator's articles. 新建 writes a draft; 发布 puts it out
 * now or at a time (定时发布); 下线 takes it down. The body is sanitised by the server. Audited.
 */
export function NewsDesk() {
  const [status, setStatus] = useState<Status | 'all'>('all');
  const [page, setPage] = useState(1);
  const filter = status === 'all' ? {} : { status };
  const { data, error } = useQuery({
    queryKey: ['news', status, page],
    queryFn: () => callRoute(n.list, { ...filter, page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <Box sx={{ p: 2 }}>
      <Title title="资讯文章" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          资讯文章
        </Typography>
        <ActionButton
          route={n.save}
          label="新建文章"
          title="新建资讯文章（保存为草稿）"
          variant="contained"
          fields={articleFields(null)}
          input={(_r, v) => saveInput(null, v)}
          done={(a) => `已保存草稿 #${a.id}`}
          testId="news-create"
        />
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
        >
          <MenuItem value="all">全部</MenuItem>
          {(Object.keys(STATUSES) as Status[]).map((s) => (
            <MenuItem key={s} value={s}>
              {STATUSES[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {error && <Alert severity="error">{error.message}</Alert>}
      <Card variant="outlined">
        <Table size="small" data-testid="news-table">
          <TableHead>
            <TableRow>
              <TableCell>编号</TableCell>
              <TableCell>标题</TableCell>
              <TableCell>分类</TableCell>
              <TableCell>关联</TableCell>
              <TableCell>状态</TableCell>
              <TableCell>发布时间</TableCell>
              <TableCell>操作</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.items.map((row) => (
              <TableRow key={row.id} data-testid={`news-row-${row.id}`}>
                <TableCell>{row.id}</TableCell>
                <TableCell>
                  {row.title}
                  {row.kind === 'preview' && <Chip size="small" label="自动生成" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell>{CATEGORIES[row.category]}</TableCell>
                <TableCell>{row.home && row.away ? `${row.home} vs ${row.away}` : (row.leagueName ?? '—')}</TableCell>
                <TableCell>{statusOf(row)}</TableCell>
                <TableCell>{beijing(row.publishAt)}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <ActionButton
                      route={n.save}
                      label="编辑"
                      title={`编辑 #${row.id}`}
                      fields={articleFields(row)}
                      input={(_r, v) => saveInput(row.id, v)}
                      done={() => '已保存'}
                    />
                    <ActionButton
                      route={n.publish}
                      label={row.status === 'published' ? '改期' : '发布'}
                      title="发布文章（留空立即发布，填写时间则定时发布，北京时间）"
                      fields={[
                        {
                          label: '发布时间（可空）',
                          field: 'publishAt',
                          type: 'datetime',
                          initial: beijingInput(row.scheduled ? row.publishAt : null),
                        },
                      ]}
                      input={(_r, v) => ({ id: row.id, publishAt: v.publishAt ? isoOfBeijing(v.publishAt) : null })}
                      done={(a) => (a.scheduled ? `已定时：${beijing(a.publishAt)}` : '已发布')}
                      testId={`news-publish-${row.id}`}
                    />
                    {row.status === 'published' && (
                      <ActionButton
                        route={n.unpublish}
                        label="下线"
                        title={`下线「${row.title}」？会员将不再看到这篇文章`}
                        color="error"
                        input={() => ({ id: row.id })}
                        done={() => '已下线'}
                      />
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_e, p) => setPage(p)} />}
    </Box>
  );
}
