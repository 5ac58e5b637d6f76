import {
  type AdminAnnouncement,
  type AdminBanner,
  type AdminFloating,
  type AdminHelpArticle,
  type AdminHelpCategory,
  type AdminMarquee,
  type AdminNavItem,
  type ContentKind,
  contentAdminRoutes as c,
} from '@courtside/contract/admin';
import {
  Box,
  Card,
  Chip,
  MenuItem,
  Pagination,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Title } from 'react-admin';
import { callRoute } from '../api/client';
import { ActionButton, type ActionField } from '../kit/ActionButton';
import { ExportButton } from '../kit/ExportButton';
import { beijing, beijingInput, isoOfBeijing } from '../kit/fields';

const PAGE_SIZE = 20;

const ENABLED_CHOICES = [
  { id: 'true', name: '启用' },
  { id: 'false', name: '停用' },
];
const POSITIONS = { home: '手机首页', pc: 'PC 首页' } as const;
const SIDES = { left: '左侧', right: '右侧' } as const;
const MARQUEE_KINDS = { 0: '常驻', 1: '定时' } as const;

/** A number field as the contract takes it; what is not a number goes as none, for the server to refuse. */
const numberOf = (text: string): number => (text === '' ? 0 : Number(text));
const sortField = (initial = 0): ActionField => ({
  label: '排序（小的在前，0-9999）',
  field: 'sort',
  initial: String(initial),
});
const enabledField = (initial = true): ActionField => ({
  label: '状态',
  field: 'enabled',
  initial: String(initial),
  choices: ENABLED_CHOICES,
});

function EnabledChip({ enabled }: { enabled: boolean }) {
  return (
    <Chip
      size="small"
      label={enabled ? '启用' : '停用'}
      color={enabled ? 'success' : 'default'}
      data-testid="content-enabled"
    />
  );
}

/** A picture of the list, small, as the member site shows it. */
function Thumb({ url }: { url: string }) {
  return <img src={url} alt="" style={{ width: 96, height: 38, objectFit: 'cover', borderRadius: 4 }} />;
}

/** One tab's list: its filters and create button, the table, and the pages. */
function Section(props: {
  actions: ReactNode;
  head: string[];
  rows: ReactNode;
  total: number | undefined;
  /** Absent for a list that is never long enough to page (the navigation). */
  paging?: { page: number; onPage: (page: number) => void };
  error: Error | null;
  label: string;
  /**
   * The list's 导出 CSV, with the filters the tab sends; absent for the help categories, a handful of
   * rows read with the articles (no list route of their own to export).
   */
  exportButton?: ReactNode;
}) {
  const pages = Math.max(1, Math.ceil((props.total ?? 0) / PAGE_SIZE));
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        {props.actions}
        {props.exportButton}
      </Stack>
      {props.error && <Typography color="error">{props.error.message}</Typography>}
      <Card variant="outlined">
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {props.head.map((h) => (
                <TableCell key={h}>{h}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows}
            {props.total === 0 && (
              <TableRow>
                <TableCell colSpan={props.head.length}>暂无内容</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Card>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'center' }}>
        <Typography variant="body2">共 {props.total ?? 0} 条</Typography>
        {props.paging && (
          <Pagination
            count={pages}
            page={props.paging.page}
            onChange={(_e, p) => props.paging?.onPage(p)}
            size="small"
          />
        )}
      </Stack>
    </>
  );
}

function RemoveButton({ kind, id, name }: { kind: ContentKind; id: number; name: string }) {
  return (
    <ActionButton
      route={c.remove}
      label="删除"
      color="error"
      title={`删除「${name}」`}
      description="删除后会员端立即不再显示；审计日志保留删除前的内容。"
      input={() => ({ kind, id })}
      done={() => `已删除「${name}」`}
      testId="content-remove"
    />
  );
}

const bannerFields = (b?: AdminBanner): ActionField[] => [
  { label: '标题', field: 'title', required: true, initial: b?.title },
  {
    label: '位置',
    field: 'position',
    initial: b?.position ?? 'home',
    choices: Object.entries(POSITIONS).map(([id, name]) => ({ id, name })),
  },
  {
    label: '图片地址（上传，或填 /media/… 或 https://…）',
    field: 'imageUrl',
    required: true,
    upload: c.imageUpload,
    initial: b?.imageUrl,
  },
  { label: '点击链接（站内路径或 https 地址，可空）', field: 'linkUrl', initial: b?.linkUrl },
  sortField(b?.sort),
  enabledField(b?.enabled),
];

const bannerInput = (id: number | null) => (_r: string, v: Record<string, string>) => ({
  id,
  position: v.position === 'pc' ? ('pc' as const) : ('home' as const),
  title: v.title ?? '',
  imageUrl: v.imageUrl ?? '',
  linkUrl: v.linkUrl ?? '',
  sort: numberOf(v.sort ?? ''),
  enabled: v.enabled === 'true',
});

function Banners() {
  const [position, setPosition] = useState<'all' | 'home' | 'pc'>('all');
  const [page, setPage] = useState(1);
  const { data, error } = useQuery({
    queryKey: ['content', 'banners', position, page],
    queryFn: () => callRoute(c.banners, { ...(position === 'all' ? {} : { position }), page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const toggle = (b: AdminBanner) => ({ ...b, enabled: !b.enabled });
  return (
    <Section
      label="轮播图"
      exportButton={<ExportButton list="banners" filter={position === 'all' ? {} : { position }} />}
      error={error}
      total={data?.total}
      paging={{ page, onPage: setPage }}
      actions={
        <>
          <TextField
            select
            size="small"
            label="位置"
            sx={{ width: 160 }}
            value={position}
            onChange={(event) => {
              setPosition(event.target.value as 'all' | 'home' | 'pc');
              setPage(1);
            }}
          >
            <MenuItem value="all">全部</MenuItem>
            <MenuItem value="home">{POSITIONS.home}</MenuItem>
            <MenuItem value="pc">{POSITIONS.pc}</MenuItem>
          </TextField>
          <ActionButton
            route={c.bannerSave}
            label="新增轮播图"
            variant="contained"
            title="新增轮播图"
            fields={bannerFields()}
            input={bannerInput(null)}
            done={(b) => `已新增轮播图「${b.title}」`}
            testId="banner-create"
          />
        </>
      }
      head={['图片', '标题', '位置', '链接', '排序', '状态', '操作']}
      rows={data?.items.map((b) => (
        <TableRow key={b.id} data-testid={`banner-${b.id}`}>
          <TableCell>
            <Thumb url={b.imageUrl} />
          </TableCell>
          <TableCell>{b.title}</TableCell>
          <TableCell>{POSITIONS[b.position]}</TableCell>
          <TableCell sx={{ maxWidth: 200, overflowWrap: 'anywhere' }}>{b.linkUrl || '—'}</TableCell>
          <TableCell>{b.sort}</TableCell>
          <TableCell>
            <EnabledChip enabled={b.enabled} />
          </TableCell>
          <TableCell>
            <Stack direction="row" spacing={1}>
              <ActionButton
                route={c.bannerSave}
                label="编辑"
                title={`编辑轮播图「${b.title}」`}
                fields={bannerFields(b)}
                input={bannerInput(b.id)}
                done={(answer) => `已保存轮播图「${answer.title}」`}
                testId="banner-edit"
              />
              <ActionButton
                route={c.bannerSave}
                label={b.enabled ? '停用' : '启用'}
                color={b.enabled ? 'warning' : 'success'}
                title={`${b.enabled ? '停用' : '启用'}轮播图「${b.title}」`}
                input={() => toggle(b)}
                done={(answer) => `「${answer.title}」已${answer.enabled ? '启用' : '停用'}`}
                testId="banner-toggle"
              />
              <RemoveButton kind="banner" id={b.id} name={b.title} />
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    />
  );
}

const announcementFields = (a?: AdminAnnouncement): ActionField[] => [
  { label: '标题', field: 'title', required: true, initial: a?.title },
  { label: '内容', field: 'content', required: true, multiline: true, initial: a?.content },
  {
    label: '发布时间（北京时间）',
    field: 'publishedAt',
    type: 'datetime',
    required: true,
    initial: beijingInput(a?.publishedAt ?? new Date().toISOString()),
  },
  {
    label: '弹窗提示',
    field: 'popup',
    initial: String(a?.popup ?? false),
    choices: [
      { id: 'true', name: '弹窗（会员打开首页时弹出一次）' },
      { id: 'false', name: '不弹窗' },
    ],
  },
  enabledField(a?.enabled),
];

const announcementInput = (id: number | null) => (_r: string, v: Record<string, string>) => ({
  id,
  title: v.title ?? '',
  content: v.content ?? '',
  popup: v.popup === 'true',
  enabled: v.enabled === 'true',
  publishedAt: isoOfBeijing(v.publishedAt ?? '') ?? '',
});

function Announcements() {
  const [page, setPage] = useState(1);
  const { data, error } = useQuery({
    queryKey: ['content', 'announcements', page],
    queryFn: () => callRoute(c.announcements, { page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <Section
      label="公告"
      exportButton={<ExportButton list="announcements" />}
      error={error}
      total={data?.total}
      paging={{ page, onPage: setPage }}
      actions={
        <ActionButton
          route={c.announcementSave}
          label="发布公告"
          variant="contained"
          title="发布公告"
          fields={announcementFields()}
          input={announcementInput(null)}
          done={(a) => `已发布公告「${a.title}」`}
          testId="announcement-create"
        />
      }
      head={['标题', '内容', '发布时间', '弹窗', '状态', '操作']}
      rows={data?.items.map((a) => (
        <TableRow key={a.id} data-testid={`announcement-${a.id}`}>
          <TableCell>{a.title}</TableCell>
          <TableCell sx={{ maxWidth: 360, whiteSpace: 'pre-wrap' }}>{a.content}</TableCell>
          <TableCell>{beijing(a.publishedAt)}</TableCell>
          <TableCell>{a.popup ? '弹窗' : '—'}</TableCell>
          <TableCell>
            <EnabledChip enabled={a.enabled} />
          </TableCell>
          <TableCell>
            <Stack direction="row" spacing={1}>
              <ActionButton
                route={c.announcementSave}
                label="编辑"
                title={`编辑公告「${a.title}」`}
                fields={announcementFields(a)}
                input={announcementInput(a.id)}
                done={(answer) => `已保存公告「${answer.title}」`}
                testId="announcement-edit"
              />
              <ActionButton
                route={c.announcementSave}
                label={a.enabled ? '停用' : '启用'}
                color={a.enabled ? 'warning' : 'success'}
                title={`${a.enabled ? '停用' : '启用'}公告「${a.title}」`}
                input={() => ({ ...a, enabled: !a.enabled })}
                done={(answer) => `「${answer.title}」已${answer.enabled ? '启用' : '停用'}`}
                testId="announcement-toggle"
              />
              <RemoveButton kind="announcement" id={a.id} name={a.title} />
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    />
  );
}

const marqueeFields = (m?: AdminMarquee): ActionField[] => [
  { label: '内容', field: 'content', required: true, initial: m?.content ?? '' },
  {
    label: '类型',
    field: 'category',
    initial: String(m?.category === 1 ? 1 : 0),
    choices: [
      { id: '0', name: '常驻（一直滚动）' },
      { id: '1', name: '定时（只在开始与结束之间滚动）' },
    ],
  },
  { label: '开始时间（北京时间，定时必填）', field: 'startsAt', type: 'datetime', initial: beijingInput(m?.startsAt) },
  { label: '结束时间（北京时间，定时必填）', field: 'endsAt', type: 'datetime', initial: beijingInput(m?.endsAt) },
  sortField(m?.sort),
  enabledField(m?.enabled),
];

const marqueeInput = (id: number | null) => (_r: string, v: Record<string, string>) => ({
  id,
  category: v.category === '1' ? (1 as const) : (0 as const),
  content: v.content ?? '',
  startsAt: isoOfBeijing(v.startsAt ?? ''),
  endsAt: isoOfBeijing(v.endsAt ?? ''),
  sort: numberOf(v.sort ?? ''),
  enabled: v.enabled === 'true',
});

function Marquee() {
  const [page, setPage] = useState(1);
  const { data, error } = useQuery({
    queryKey: ['content', 'marquee', page],
    queryFn: () => callRoute(c.marquee, { page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <Section
      label="跑马灯"
      exportButton={<ExportButton list="marquee" />}
      error={error}
      total={data?.total}
      paging={{ page, onPage: setPage }}
      actions={
        <ActionButton
          route={c.marqueeSave}
          label="新增跑马灯"
          variant="contained"
          title="新增跑马灯公告"
          fields={marqueeFields()}
          input={marqueeInput(null)}
          done={() => '已新增跑马灯公告'}
          testId="marquee-create"
        />
      }
      head={['内容', '类型', '开始', '结束', '排序', '状态', '操作']}
      rows={data?.items.map((m) => {
        const name = (m.content ?? '').slice(0, 12) || `#${m.id}`;
        return (
          <TableRow key={m.id} data-testid={`marquee-${m.id}`}>
            <TableCell sx={{ maxWidth: 360 }}>{m.content ?? '（空）'}</TableCell>
            <TableCell>{m.category === 1 ? MARQUEE_KINDS[1] : MARQUEE_KINDS[0]}</TableCell>
            <TableCell>{beijing(m.startsAt)}</TableCell>
            <TableCell>{beijing(m.endsAt)}</TableCell>
            <TableCell>{m.sort}</TableCell>
            <TableCell>
              <EnabledChip enabled={m.enabled} />
            </TableCell>
            <TableCell>
              <Stack direction="row" spacing={1}>
                <ActionButton
                  route={c.marqueeSave}
                  label="编辑"
                  title={`编辑跑马灯「${name}」`}
                  fields={marqueeFields(m)}
                  input={marqueeInput(m.id)}
                  done={() => '已保存跑马灯公告'}
                  testId="marquee-edit"
                />
                <RemoveButton kind="marquee" id={m.id} name={name} />
              </Stack>
            </TableCell>
          </TableRow>
        );
      })}
    />
  );
}

const floatingFields = (f?: AdminFloating): ActionField[] => [
  { label: '标题', field: 'title', required: true, initial: f?.title },
  {
    label: '图片地址（上传，或填 /media/… 或 https://…）',
    field: 'imageUrl',
    required: true,
    upload: c.imageUpload,
    initial: f?.imageUrl,
  },
  { label: '点击链接（站内路径或 https 地址，可空）', field: 'linkUrl', initial: f?.linkUrl },
  {
    label: '位置',
    field: 'side',
    initial: f?.side ?? 'right',
    choices: Object.entries(SIDES).map(([id, name]) => ({ id, name })),
  },
  sortField(f?.sort),
  enabledField(f?.enabled),
];

const floatingInput = (id: number | null) => (_r: string, v: Record<string, string>) => ({
  id,
  title: v.title ?? '',
  imageUrl: v.imageUrl ?? '',
  linkUrl: v.linkUrl ?? '',
  side: v.side === 'left' ? ('left' as const) : ('right' as const),
  sort: numberOf(v.sort ?? ''),
  enabled: v.enabled === 'true',
});

function FloatingWindows() {
  const [page, setPage] = useState(1);
  const { data, error } = useQuery({
    queryKey: ['content', 'floating', page],
    queryFn: () => callRoute(c.floating, { page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  return (
    <Section
      label="浮窗"
      exportButton={<ExportButton list="floating" />}
      error={error}
      total={data?.total}
      paging={{ page, onPage: setPage }}
      actions={
        <ActionButton
          route={c.floatingSave}
          label="新增浮窗"
          variant="contained"
          title="新增浮窗"
          fields={floatingFields()}
          input={floatingInput(null)}
          done={(f) => `已新增浮窗「${f.title}」`}
          testId="floating-create"
        />
      }
      head={['图片', '标题', '位置', '链接', '排序', '状态', '操作']}
      rows={data?.items.map((f) => (
        <TableRow key={f.id} data-testid={`floating-${f.id}`}>
          <TableCell>
            <img src={f.imageUrl} alt="" style={{ width: 48, height: 48, objectFit: 'contain' }} />
          </TableCell>
          <TableCell>{f.title}</TableCell>
          <TableCell>{SIDES[f.side]}</TableCell>
          <TableCell sx={{ maxWidth: 200, overflowWrap: 'anywhere' }}>{f.linkUrl || '—'}</TableCell>
          <TableCell>{f.sort}</TableCell>
          <TableCell>
            <EnabledChip enabled={f.enabled} />
          </TableCell>
          <TableCell>
            <Stack direction="row" spacing={1}>
              <ActionButton
                route={c.floatingSave}
                label="编辑"
                title={`编辑浮窗「${f.title}」`}
                fields={floatingFields(f)}
                input={floatingInput(f.id)}
                done={(answer) => `已保存浮窗「${answer.title}」`}
                testId="floating-edit"
              />
              <ActionButton
                route={c.floatingSave}
                label={f.enabled ? '停用' : '启用'}
                color={f.enabled ? 'warning' : 'success'}
                title={`${f.enabled ? '停用' : '启用'}浮窗「${f.title}」`}
                input={() => ({ ...f, enabled: !f.enabled })}
                done={(answer) => `「${answer.title}」已${answer.enabled ? '启用' : '停用'}`}
                testId="floating-toggle"
              />
              <RemoveButton kind="floating" id={f.id} name={f.title} />
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    />
  );
}

const helpFields = (categories: { id: number; name: string }[], a?: AdminHelpArticle): ActionField[] => [
  {
    label: '分类',
    field: 'categoryId',
    initial: String(a?.categoryId ?? categories[0]?.id ?? ''),
    choices: categories.map((cat) => ({ id: String(cat.id), name: cat.name })),
  },
  { label: '标题', field: 'title', required: true, initial: a?.title },
  { label: '摘要（可空，最多120字）', field: 'summary', initial: a?.summary },
  { label: '正文', field: 'content', required: true, multiline: true, initial: a?.content },
  sortField(a?.sort),
];

const helpInput = (id: number | null) => (_r: string, v: Record<string, string>) => ({
  id,
  categoryId: numberOf(v.categoryId ?? ''),
  title: v.title ?? '',
  summary: v.summary ?? '',
  content: v.content ?? '',
  sort: numberOf(v.sort ?? ''),
});

function HelpArticles() {
  const [categoryId, setCategoryId] = useState<number | 'all'>('all');
  const [page, setPage] = useState(1);
  const { data, error } = useQuery({
    queryKey: ['content', 'help', categoryId, page],
    queryFn: () => callRoute(c.help, { ...(categoryId === 'all' ? {} : { categoryId }), page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const categories = data?.categories ?? [];
  const nameOf = (id: number) => categories.find((cat) => cat.id === id)?.name ?? String(id);
  return (
    <Section
      label="帮助文章"
      exportButton={<ExportButton list="help" filter={categoryId === 'all' ? {} : { categoryId }} />}
      error={error}
      total={data?.total}
      paging={{ page, onPage: setPage }}
      actions={
        <>
          <TextField
            select
            size="small"
            label="分类"
            sx={{ width: 180 }}
            value={categoryId}
            onChange={(event) => {
              setCategoryId(event.target.value === 'all' ? 'all' : Number(event.target.value));
              setPage(1);
            }}
          >
            <MenuItem value="all">全部</MenuItem>
            {categories.map((cat) => (
              <MenuItem key={cat.id} value={cat.id}>
                {cat.name}
              </MenuItem>
            ))}
          </TextField>
          {categories.length > 0 && (
            <ActionButton
              route={c.helpSave}
              label="新增文章"
              variant="contained"
              title="新增帮助文章"
              fields={helpFields(categories)}
              input={helpInput(null)}
              done={(a) => `已新增帮助文章「${a.title}」`}
              testId="help-create"
            />
          )}
        </>
      }
      head={['分类', '标题', '摘要', '排序', '更新时间', '操作']}
      rows={data?.items.map((a) => (
        <TableRow key={a.id} data-testid={`help-${a.id}`}>
          <TableCell>{nameOf(a.categoryId)}</TableCell>
          <TableCell>{a.title}</TableCell>
          <TableCell sx={{ maxWidth: 360 }}>{a.summary || '—'}</TableCell>
          <TableCell>{a.sort}</TableCell>
          <TableCell>{beijing(a.updatedAt)}</TableCell>
          <TableCell>
            <Stack direction="row" spacing={1}>
              <ActionButton
                route={c.helpSave}
                label="编辑"
                title={`编辑帮助文章「${a.title}」`}
                fields={helpFields(categories, a)}
                input={helpInput(a.id)}
                done={(answer) => `已保存帮助文章「${answer.title}」`}
                testId="help-edit"
              />
              <RemoveButton kind="help" id={a.id} name={a.title} />
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    />
  );
}

const categoryFields = (cat?: AdminHelpCategory): ActionField[] => [
  { label: '分类名称（1-20字，不可与其他分类同名）', field: 'name', required: true, initial: cat?.name },
  sortField(cat?.sort),
];

const categoryInput = (id: number | null) => (_r: string, v: Record<string, string>) => ({
  id,
  name: v.name ?? '',
  sort: numberOf(v.sort ?? ''),
});

/** The help centre's categories: the member site's help page lists them in this order. */
function HelpCategories() {
  const { data, error } = useQuery({
    queryKey: ['content', 'help', 'categories'],
    queryFn: () => callRoute(c.help, { page: 1, pageSize: 1 }),
  });
  const categories = data?.categories;
  return (
    <Section
      label="帮助分类"
      error={error}
      total={categories?.length}
      actions={
        <>
          <ActionButton
            route={c.helpCategorySave}
            label="新增分类"
            variant="contained"
            title="新增帮助分类"
            fields={categoryFields()}
            input={categoryInput(null)}
            done={(cat) => `已新增帮助分类「${cat.name}」`}
            testId="help-category-create"
          />
          <Typography variant="body2">分类下还有文章时不能删除，请先删除文章或移到其他分类。</Typography>
        </>
      }
      head={['名称', '文章数', '排序', '操作']}
      rows={categories?.map((cat) => (
        <TableRow key={cat.id} data-testid={`help-category-${cat.id}`}>
          <TableCell>{cat.name}</TableCell>
          <TableCell>{cat.articles}</TableCell>
          <TableCell>{cat.sort}</TableCell>
          <TableCell>
            <Stack direction="row" spacing={1}>
              <ActionButton
                route={c.helpCategorySave}
                label="编辑"
                title={`编辑帮助分类「${cat.name}」`}
                fields={categoryFields(cat)}
                input={categoryInput(cat.id)}
                done={(answer) => `已保存帮助分类「${answer.name}」`}
                testId="help-category-edit"
              />
              {cat.articles === 0 && <RemoveButton kind="helpCategory" id={cat.id} name={cat.name} />}
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    />
  );
}

const navFields = (n?: AdminNavItem): ActionField[] => [
  { label: '名称（1-10字，不可与其他导航项同名）', field: 'name', required: true, initial: n?.name },
  {
    label: '图标地址（/media/… 或 https://…）',
    field: 'iconUrl',
    required: true,
    upload: c.imageUpload,
    initial: n?.iconUrl,
  },
  sortField(n?.sort),
];

/** The navigation items: their names, icons and order; their codes and paths are the site's structure. */
function Navigation() {
  const { data, error } = useQuery({
    queryKey: ['content', 'navigation'],
    queryFn: () => callRoute(c.navigation, {}),
  });
  return (
    <Section
      label="导航"
      exportButton={<ExportButton list="navigation" />}
      error={error}
      total={data?.length}
      actions={
        <>
          <ActionButton
            route={c.navigationCreate}
            label="新增导航项"
            variant="contained"
            title="新增导航项"
            description="新导航项在会员端首页的导航栏中显示，点击打开所填的本站页面。"
            fields={[
              ...navFields(),
              { label: '打开的页面（本站路径，如 /app/promotions）', field: 'path', required: true },
            ]}
            input={(_r, v) => ({
              name: v.name ?? '',
              iconUrl: v.iconUrl ?? '',
              path: v.path ?? '',
              sort: numberOf(v.sort ?? ''),
            })}
            done={(answer) => `已新增导航项「${answer.name}」`}
            testId="nav-create"
          />
          <Typography variant="body2">
            带场馆入口的导航项由站点结构决定，可改名称、图标和顺序；新增的导航项打开一个本站页面，可删除。
          </Typography>
        </>
      }
      head={['图标', '名称', '代码', '路径', '场馆入口', '排序', '操作']}
      rows={data?.map((n) => (
        <TableRow key={n.id} data-testid={`nav-${n.code}`}>
          <TableCell>
            <img src={n.iconUrl} alt="" width={28} height={28} />
          </TableCell>
          <TableCell>{n.name}</TableCell>
          <TableCell>{n.code}</TableCell>
          <TableCell>{n.path}</TableCell>
          <TableCell sx={{ maxWidth: 320 }}>{n.tiles.join('、') || '—'}</TableCell>
          <TableCell>{n.sort}</TableCell>
          <TableCell>
            <Stack direction="row" spacing={1}>
              <ActionButton
                route={c.navigationSave}
                label="编辑"
                title={`编辑导航项「${n.name}」`}
                fields={navFields(n)}
                input={(_r, v) => ({
                  id: n.id,
                  name: v.name ?? '',
                  iconUrl: v.iconUrl ?? '',
                  sort: numberOf(v.sort ?? ''),
                })}
                done={(answer) => `已保存导航项「${answer.name}」`}
                testId="nav-edit"
              />
              {n.tiles.length === 0 && <RemoveButton kind="navigation" id={n.id} name={n.name} />}
            </Stack>
          </TableCell>
        </TableRow>
      ))}
    />
  );
}

const TABS = [
  { id: 'banners', label: '轮播图', body: <Banners /> },
  { id: 'announcements', label: '公告', body: <Announcements /> },
  { id: 'marquee', label: '跑马灯', body: <Marquee /> },
  { id: 'floating', label: '浮窗', body: <FloatingWindows /> },
  { id: 'help', label: '帮助中心', body: <HelpArticles /> },
  { id: 'helpCategories', label: '帮助分类', body: <HelpCategories /> },
  { id: 'navigation', label: '导航', body: <Navigation /> },
] as const;

/**
 * 站点内容: what the member site shows of the site's own content. Every save, switch and deletion is
 * the server's (audited, and the member site's cached reads are dropped with it), so the member site
 * shows the change on its next read.
 */
export function SiteContent() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('banners');
  return (
    <Box sx={{ p: 2 }}>
      <Title title="站点内容" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        站点内容
      </Typography>
      <Tabs value={tab} onChange={(_e, value) => setTab(value)} sx={{ mb: 2 }} aria-label="内容类型">
        {TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} data-testid={`content-tab-${t.id}`} />
        ))}
      </Tabs>
      {TABS.find((t) => t.id === tab)?.body}
    </Box>
  );
}
