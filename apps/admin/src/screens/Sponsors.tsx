import {
  type AdminSponsor,
  SPONSOR_NAME_MAX,
  SPONSOR_SUMMARY_MAX,
  type SponsorKind,
  type SponsorSaveRequest,
  sponsorKinds,
} from '@courtside/contract';
import { contentAdminRoutes, sponsorAdminRoutes as s } from '@courtside/contract/admin';
import { type SponsorSettingProblem, sponsorChangeProblem } from '@courtside/domain/promotions';
import {
  Alert,
  Button,
  Card,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { ApiError, callRoute, uploadFile } from '../api/client';
import { useMayCall } from '../kit/access';
import { beijing } from '../kit/fields';

/** The tier values' names, as the member site shows them (5 highest). */
export const TIER_NAMES: Record<number, string> = {
  5: '5 · 全球合作伙伴',
  4: '4 · 官方合作伙伴',
  3: '3 · 战略合作伙伴',
  2: '2 · 指定赞助商',
  1: '1 · 区域支持',
};
const KIND_NAMES: Record<SponsorKind, string> = { club: '俱乐部', team: '球队', esports: '电竞战队' };
const SPORT_NAMES = { football: '足球', basketball: '篮球', esports: '电竞' } as const;

/** The refusal the form shows under the tier, in the words the server uses for 10980. */
const tierMessage = (problem: SponsorSettingProblem): string =>
  problem.kind === 'tooManyLow'
    ? `最多只能有 3 个赞助的等级低于 3（保存后将有 ${problem.low} 个），请选择 3 或更高的等级`
    : '赞助等级须为 1 至 5 的整数';

interface Draft {
  name: string;
  kind: SponsorKind;
  logoUrl: string;
  tier: string;
  summary: string;
  story: string;
  team: string;
  startsOn: string;
  endsOn: string;
}

const draftOf = (sponsor: AdminSponsor | null): Draft => ({
  name: sponsor?.name ?? '',
  kind: sponsor?.kind ?? 'club',
  logoUrl: sponsor?.logoUrl ?? '',
  tier: String(sponsor?.tier ?? 3),
  summary: sponsor?.summary ?? '',
  story: sponsor?.story ?? '',
  team: sponsor?.team ? `${sponsor.team.sport}:${sponsor.team.name}` : '',
  startsOn: sponsor?.startsOn ?? new Date().toISOString().slice(0, 10),
  endsOn: sponsor?.endsOn ?? '',
});

const requestOf = (id: number | null, d: Draft): SponsorSaveRequest => {
  const [sport, ...name] = d.team.split(':');
  return {
    id,
    name: d.name.trim(),
    kind: d.kind,
    logoUrl: d.logoUrl.trim(),
    tier: Number(d.tier),
    summary: d.summary.trim(),
    story: d.story.trim(),
    team:
      d.team && (sport === 'football' || sport === 'basketball' || sport === 'esports')
        ? { sport, name: name.join(':') }
        : null,
    startsOn: d.startsOn,
    endsOn: d.endsOn === '' ? null : d.endsOn,
  };
};

/**
 * 新增 / 编辑 a sponsor. The tier rule (at most three sponsors below 3) is checked here against the
 * list on screen before anything is sent — the same domain function the server runs, so the form
 * and the server refuse alike; the server still checks under its lock (10980) and its refusal is
 * shown on the field it names.
 */
function SponsorDialog(props: { sponsor: AdminSponsor | null; all: AdminSponsor[]; onClose: () => void }) {
  const notify = useNotify();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(props.sponsor));
  const [tierError, setTierError] = useState<string | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const titleId = useId();
  const uploadId = useId();
  const teams = useQuery({ queryKey: ['sponsor', 'teams'], queryFn: () => callRoute(s.sponsorTeams, {}) });
  const set = (key: keyof Draft) => (value: string) => {
    setDraft((now) => ({ ...now, [key]: value }));
    if (key === 'tier') setTierError(null);
  };

  const save = async () => {
    const problem = sponsorChangeProblem(props.all, { id: props.sponsor?.id ?? null, tier: Number(draft.tier) });
    if (problem) {
      setTierError(tierMessage(problem));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const saved = await callRoute(s.sponsorSave, requestOf(props.sponsor?.id ?? null, draft));
      notify(`已保存「${saved.name}」`, { type: 'success' });
      await client.invalidateQueries({ queryKey: ['sponsor'] });
      props.onClose();
    } catch (caught) {
      const apiError = caught instanceof ApiError ? caught : new ApiError(-1, '请求未完成', 0, null);
      if (apiError.field === 'tier') setTierError(apiError.message);
      else setError(apiError);
    } finally {
      setBusy(false);
    }
  };
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      set('logoUrl')((await uploadFile(contentAdminRoutes.imageUpload, file)).url);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(-1, '上传未完成，请重试', 0, null));
    } finally {
      setUploading(false);
    }
  };
  const fieldError = (field: string) => (error?.field === field ? error.message : null);
  const teamChoices = teams.data?.items ?? [];
  const current = props.sponsor?.team;
  const currentKey = current ? `${current.sport}:${current.name}` : '';

  return (
    <Dialog open onClose={() => !busy && props.onClose()} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{props.sponsor ? `编辑「${props.sponsor.name}」` : '新增赞助'}</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          label={`名称（1-${SPONSOR_NAME_MAX} 字）`}
          value={draft.name}
          onChange={(e) => set('name')(e.target.value)}
          error={Boolean(fieldError('name'))}
          helperText={fieldError('name') ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': 'sponsor-name' } }}
        />
        <Stack direction="row" spacing={2}>
          <TextField
            select
            fullWidth
            margin="dense"
            label="类型"
            value={draft.kind}
            onChange={(e) => set('kind')(e.target.value)}
            helperText=" "
          >
            {sponsorKinds.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {KIND_NAMES[kind]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            margin="dense"
            label="赞助等级"
            value={draft.tier}
            onChange={(e) => set('tier')(e.target.value)}
            error={Boolean(tierError)}
            helperText={tierError ?? '最多 3 个赞助的等级低于 3'}
            slotProps={{
              htmlInput: { 'data-testid': 'sponsor-tier' },
              formHelperText: { role: tierError ? 'alert' : undefined, 'data-testid': 'sponsor-tier-help' } as object,
            }}
          >
            {[5, 4, 3, 2, 1].map((tier) => (
              <MenuItem key={tier} value={String(tier)} data-testid={`sponsor-tier-${tier}`}>
                {TIER_NAMES[tier]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            fullWidth
            margin="dense"
            label="标志图片（上传）"
            value={draft.logoUrl}
            onChange={(e) => set('logoUrl')(e.target.value)}
            error={Boolean(fieldError('logoUrl'))}
            helperText={fieldError('logoUrl') ?? ' '}
          />
          {draft.logoUrl && <img src={draft.logoUrl} alt="" style={{ width: 40, height: 40, objectFit: 'contain' }} />}
          <Button component="label" htmlFor={uploadId} size="small" variant="outlined" disabled={uploading}>
            {uploading ? <CircularProgress size={18} aria-label="上传中" /> : '上传'}
            <input
              id={uploadId}
              hidden
              type="file"
              accept="image/png,image/jpeg,image/webp"
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Button>
        </Stack>
        <TextField
          fullWidth
          margin="dense"
          label={`简介（1-${SPONSOR_SUMMARY_MAX} 字）`}
          value={draft.summary}
          onChange={(e) => set('summary')(e.target.value)}
          error={Boolean(fieldError('summary'))}
          helperText={fieldError('summary') ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': 'sponsor-summary' } }}
        />
        <TextField
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label="合作故事"
          value={draft.story}
          onChange={(e) => set('story')(e.target.value)}
          error={Boolean(fieldError('story'))}
          helperText={fieldError('story') ?? ' '}
        />
        <TextField
          select
          fullWidth
          margin="dense"
          label="关联球队（近期有赛事的球队，可不选）"
          value={draft.team}
          onChange={(e) => set('team')(e.target.value)}
          helperText=" "
        >
          <MenuItem value="">不关联</MenuItem>
          {currentKey && !teamChoices.some((t) => `${t.sport}:${t.name}` === currentKey) && current && (
            <MenuItem value={currentKey}>
              {SPORT_NAMES[current.sport]} · {current.name}
            </MenuItem>
          )}
          {teamChoices.map((t) => (
            <MenuItem key={`${t.sport}:${t.name}`} value={`${t.sport}:${t.name}`}>
              {SPORT_NAMES[t.sport]} · {t.name}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction="row" spacing={2}>
          <TextField
            fullWidth
            type="date"
            margin="dense"
            label="开始日期"
            value={draft.startsOn}
            onChange={(e) => set('startsOn')(e.target.value)}
            helperText={fieldError('startsOn') ?? ' '}
            error={Boolean(fieldError('startsOn'))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            fullWidth
            type="date"
            margin="dense"
            label="结束日期（可空：长期）"
            value={draft.endsOn}
            onChange={(e) => set('endsOn')(e.target.value)}
            helperText={fieldError('endsOn') ?? ' '}
            error={Boolean(fieldError('endsOn'))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        {error && !['name', 'logoUrl', 'summary', 'story', 'startsOn', 'endsOn'].includes(error.field ?? '') && (
          <Alert severity="error" role="alert" data-testid="sponsor-error">
            {error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={busy}>
          取消
        </Button>
        <Button onClick={save} disabled={busy} variant="contained" data-testid="sponsor-save">
          {busy ? <CircularProgress size={18} aria-label="处理中" /> : '保存'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * 赞助设置 (issue 31): the site's sponsorships — create, edit, hide, reorder. Members see them on
 * 赞助伙伴 highest tier first, this order within a tier. Every write is audited by the server.
 */
export function Sponsors() {
  const notify = useNotify();
  const client = useQueryClient();
  const mayWrite = useMayCall(s.sponsorSave);
  const [editing, setEditing] = useState<AdminSponsor | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const { data, error } = useQuery({ queryKey: ['sponsor', 'list'], queryFn: () => callRoute(s.sponsors, {}) });
  const items = data?.items ?? [];
  const low = items.filter((x) => x.tier < 3).length;

  const write = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await run();
      notify(done, { type: 'success' });
    } catch (caught) {
      notify(caught instanceof ApiError ? caught.message : '请求未完成', { type: 'error' });
    } finally {
      setBusy(false);
      await client.invalidateQueries({ queryKey: ['sponsor'] });
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = items.map((x) => x.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    void write(() => callRoute(s.sponsorReorder, { ids }), '已调整排序');
  };

  return (
    <Card sx={{ p: 2 }} data-testid="sponsor-desk">
      <Title title="赞助设置" />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        {mayWrite && (
          <Button variant="contained" size="small" onClick={() => setEditing('new')} data-testid="sponsor-create">
            新增赞助
          </Button>
        )}
        <Typography variant="body2" color="text.secondary" data-testid="sponsor-low">
          等级低于 3 的赞助：{low} / 3（规则：最多 3 个）
        </Typography>
      </Stack>
      {error && <Typography color="error">{error.message}</Typography>}
      <Table size="small" aria-label="赞助设置">
        <TableHead>
          <TableRow>
            <TableCell>排序</TableCell>
            <TableCell>标志</TableCell>
            <TableCell>名称</TableCell>
            <TableCell>类型</TableCell>
            <TableCell>等级</TableCell>
            <TableCell>关联球队</TableCell>
            <TableCell>合作期</TableCell>
            <TableCell>状态</TableCell>
            <TableCell>更新时间</TableCell>
            <TableCell>操作</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((x, index) => (
            <TableRow key={x.id} data-testid="sponsor-row" data-name={x.name}>
              <TableCell>
                {mayWrite && (
                  <Stack direction="row">
                    <Button size="small" disabled={busy || index === 0} onClick={() => move(index, -1)}>
                      上移
                    </Button>
                    <Button size="small" disabled={busy || index === items.length - 1} onClick={() => move(index, 1)}>
                      下移
                    </Button>
                  </Stack>
                )}
              </TableCell>
              <TableCell>
                <img src={x.logoUrl} alt="" style={{ width: 32, height: 32, objectFit: 'contain' }} />
              </TableCell>
              <TableCell>{x.name}</TableCell>
              <TableCell>{KIND_NAMES[x.kind]}</TableCell>
              <TableCell data-testid="sponsor-row-tier">{TIER_NAMES[x.tier]}</TableCell>
              <TableCell>{x.team ? `${SPORT_NAMES[x.team.sport]} · ${x.team.name}` : '—'}</TableCell>
              <TableCell>
                {x.startsOn} 至 {x.endsOn ?? '长期'}
              </TableCell>
              <TableCell>
                <Chip size="small" label={x.hidden ? '已隐藏' : '显示中'} color={x.hidden ? 'default' : 'success'} />
              </TableCell>
              <TableCell>{beijing(x.updatedAt)}</TableCell>
              <TableCell>
                {mayWrite && (
                  <Stack direction="row" spacing={1}>
                    <Button size="small" variant="outlined" onClick={() => setEditing(x)} data-testid="sponsor-edit">
                      编辑
                    </Button>
                    <Button
                      size="small"
                      disabled={busy}
                      onClick={() =>
                        void write(
                          () => callRoute(s.sponsorHide, { id: x.id, hidden: !x.hidden }),
                          x.hidden ? `已显示「${x.name}」` : `已隐藏「${x.name}」`,
                        )
                      }
                      data-testid="sponsor-hide"
                    >
                      {x.hidden ? '显示' : '隐藏'}
                    </Button>
                  </Stack>
                )}
              </TableCell>
            </TableRow>
          ))}
          {data && items.length === 0 && (
            <TableRow>
              <TableCell colSpan={10}>暂无赞助</TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      {editing && (
        <SponsorDialog sponsor={editing === 'new' ? null : editing} all={items} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
