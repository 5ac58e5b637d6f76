import {
  type AdminSitePage,
  datedSitePages,
  SITE_PAGE_LIMITS,
  type SitePageCode,
  type SitePageContent,
  sitePageCodes,
} from '@courtside/contract';
import { sitePageAdminRoutes as p } from '@courtside/contract/admin';
import { Alert, Button, Card, CircularProgress, Divider, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { ApiError, callRoute } from '../api/client';
import { useMayCall } from '../kit/access';
import { beijing } from '../kit/fields';

const PAGE_NAMES: Record<SitePageCode, string> = {
  about: '关于我们',
  partners: '合作伙伴',
  responsibleGaming: '负责任博彩',
  privacy: '隐私政策',
  terms: '服务条款',
};

/** A section as the form edits it: paragraphs and items one per line. */
interface SectionDraft {
  heading: string;
  paragraphs: string;
  items: string;
}
interface PageDraft {
  title: string;
  lead: string;
  updated: string;
  sections: SectionDraft[];
}

const draftOf = (content: SitePageContent | null): PageDraft => ({
  title: content?.title ?? '',
  lead: content?.lead ?? '',
  updated: content?.updated ?? '',
  sections: (content?.sections ?? [{ heading: '', paragraphs: [], items: [] }]).map((s) => ({
    heading: s.heading,
    paragraphs: s.paragraphs.join('\n'),
    items: s.items.join('\n'),
  })),
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const contentOf = (code: SitePageCode, d: PageDraft): SitePageContent => ({
  title: d.title,
  lead: d.lead,
  updated: datedSitePages.includes(code) && d.updated ? d.updated : null,
  sections: d.sections.map((s) => ({ heading: s.heading, paragraphs: lines(s.paragraphs), items: lines(s.items) })),
});

/** One page's form: heading, lead, the policy date where it shows one, and its sections. */
function PageForm({ page }: { page: AdminSitePage }) {
  const notify = useNotify();
  const client = useQueryClient();
  const mayWrite = useMayCall(p.sitePageSave);
  const [draft, setDraft] = useState<PageDraft>(() => draftOf(page.content));
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const dated = datedSitePages.includes(page.code);
  const errorOf = (field: string) => (error?.field === field ? error.message : null);
  const sectionError = (i: number, part: 'heading' | 'paragraphs' | 'items') =>
    error?.field && (error.field === `sections.${i}.${part}` || error.field.startsWith(`sections.${i}.${part}.`))
      ? error.message
      : null;
  const setSection = (i: number, part: keyof SectionDraft, value: string) =>
    setDraft((d) => ({ ...d, sections: d.sections.map((s, j) => (j === i ? { ...s, [part]: value } : s)) }));
  const moveSection = (i: number, by: -1 | 1) =>
    setDraft((d) => {
      const sections = [...d.sections];
      const [moved] = sections.splice(i, 1);
      if (moved) sections.splice(i + by, 0, moved);
      return { ...d, sections };
    });

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      await callRoute(p.sitePageSave, { code: page.code, content: contentOf(page.code, draft) });
      notify(`已保存「${PAGE_NAMES[page.code]}」，会员端立即生效`, { type: 'success' });
      await client.invalidateQueries({ queryKey: ['sitePages'] });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(-1, '请求未完成', 0, null));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} data-testid={`site-page-${page.code}`}>
      <Typography variant="body2" color="text.secondary">
        {page.updatedAt
          ? `最近保存：${beijing(page.updatedAt)}（${page.updatedBy ?? ''}）`
          : '尚未编辑：会员端显示内置文案'}
        。文中可用 {'{{withdraw}}'}、{'{{card}}'}、{'{{currency}}'}，会员端按站点结算单位显示为 提现/提币 等。
      </Typography>
      <TextField
        label={`标题（1-${SITE_PAGE_LIMITS.title} 字）`}
        value={draft.title}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
        error={Boolean(errorOf('title'))}
        helperText={errorOf('title') ?? ' '}
        slotProps={{ htmlInput: { 'data-testid': 'page-title' } }}
      />
      <TextField
        label={`导语（1-${SITE_PAGE_LIMITS.lead} 字）`}
        multiline
        minRows={2}
        value={draft.lead}
        onChange={(e) => setDraft({ ...draft, lead: e.target.value })}
        error={Boolean(errorOf('lead'))}
        helperText={errorOf('lead') ?? ' '}
        slotProps={{ htmlInput: { 'data-testid': 'page-lead' } }}
      />
      {dated && (
        <TextField
          label="最近更新日期"
          type="date"
          value={draft.updated}
          onChange={(e) => setDraft({ ...draft, updated: e.target.value })}
          error={Boolean(errorOf('updated'))}
          helperText={errorOf('updated') ?? ' '}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'page-updated' } }}
        />
      )}
      {draft.sections.map((section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id; the index is their place.
        <Card key={i} variant="outlined" sx={{ p: 2 }} data-testid="page-section">
          <Stack spacing={1}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="subtitle2">第 {i + 1} 节</Typography>
              <Button size="small" disabled={i === 0} onClick={() => moveSection(i, -1)}>
                上移
              </Button>
              <Button size="small" disabled={i === draft.sections.length - 1} onClick={() => moveSection(i, 1)}>
                下移
              </Button>
              <Button
                size="small"
                color="error"
                disabled={draft.sections.length === 1}
                onClick={() => setDraft({ ...draft, sections: draft.sections.filter((_, j) => j !== i) })}
              >
                删除本节
              </Button>
            </Stack>
            <TextField
              label={`小标题（1-${SITE_PAGE_LIMITS.heading} 字）`}
              value={section.heading}
              onChange={(e) => setSection(i, 'heading', e.target.value)}
              error={Boolean(sectionError(i, 'heading'))}
              helperText={sectionError(i, 'heading') ?? ' '}
            />
            <TextField
              label={`段落（每行一段，最多 ${SITE_PAGE_LIMITS.paragraphs} 段）`}
              multiline
              minRows={2}
              value={section.paragraphs}
              onChange={(e) => setSection(i, 'paragraphs', e.target.value)}
              error={Boolean(sectionError(i, 'paragraphs'))}
              helperText={sectionError(i, 'paragraphs') ?? ' '}
            />
            <TextField
              label={`要点（每行一条，最多 ${SITE_PAGE_LIMITS.items} 条）`}
              multiline
              minRows={2}
              value={section.items}
              onChange={(e) => setSection(i, 'items', e.target.value)}
              error={Boolean(sectionError(i, 'items'))}
              helperText={sectionError(i, 'items') ?? ' '}
            />
            {error?.field === `sections.${i}` && <Alert severity="error">{error.message}</Alert>}
          </Stack>
        </Card>
      ))}
      <Stack direction="row" spacing={2}>
        <Button
          size="small"
          disabled={draft.sections.length >= SITE_PAGE_LIMITS.sections}
          onClick={() =>
            setDraft({ ...draft, sections: [...draft.sections, { heading: '', paragraphs: '', items: '' }] })
          }
        >
          添加一节
        </Button>
      </Stack>
      {error && !['title', 'lead', 'updated'].includes(error.field ?? '') && !error.field?.startsWith('sections.') && (
        <Alert severity="error" role="alert" data-testid="page-error">
          {error.message}
        </Alert>
      )}
      <Divider />
      {mayWrite && (
        <Stack direction="row">
          <Button variant="contained" onClick={save} disabled={busy} data-testid="page-save">
            {busy ? <CircularProgress size={18} aria-label="处理中" /> : '保存并发布'}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/**
 * 页脚页面 (issue 32): the footer's information pages as the member site shows them, edited in
 * structured sections. A save is audited and drops the site's cached reads, so members see it at once.
 */
export function SitePages() {
  const [code, setCode] = useState<SitePageCode>('about');
  const { data, error } = useQuery({ queryKey: ['sitePages'], queryFn: () => callRoute(p.sitePages, {}) });
  const page = data?.items.find((x) => x.code === code);
  return (
    <Card sx={{ p: 2 }} data-testid="site-pages">
      <Title title="页脚页面" />
      <Tabs value={code} onChange={(_e, value: SitePageCode) => setCode(value)} sx={{ mb: 2 }}>
        {sitePageCodes.map((c) => (
          <Tab key={c} value={c} label={PAGE_NAMES[c]} data-testid={`page-tab-${c}`} />
        ))}
      </Tabs>
      {error && <Typography color="error">{error.message}</Typography>}
      {page && <PageForm key={`${page.code}:${page.updatedAt ?? ''}`} page={page} />}
    </Card>
  );
}
