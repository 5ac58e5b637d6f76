import {
  adminRoutes as a,
  member360Routes as m,
  type memberDetailResponse,
  promoAdminRoutes as p,
  rgAdminRoutes as rg,
} from '@courtside/contract/admin';
import {
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Datagrid, FunctionField, List, NumberField, SearchInput, Show, TextField, useShowContext } from 'react-admin';
import type { z } from 'zod';
import { callRoute } from '../api/client';
import { ActionButton } from '../kit/ActionButton';
import { useMayCall } from '../kit/access';
import { ListExportActions } from '../kit/ExportButton';
import { beijing, StateField, TimeField, yuan } from '../kit/fields';
import { BetsTab, GiftsTab, GrantsTab, KycTab, LimitsTab, NotesTab, RoundsTab } from './Member360';

type Detail = z.output<typeof memberDetailResponse> & { id: number };

/** The account's status codes: 0 dormant (logs in through activation), 1 normal, 2 frozen (refused). */
export const memberStatusNames: Record<string, string> = { '0': '休眠', '1': '正常', '2': '已冻结' };
const statusTones = { '0': 'warning', '1': 'success', '2': 'error' } as const;

export const MemberList = () => (
  <List
    empty={false}
    title="会员"
    filters={[<SearchInput key="q" source="q" alwaysOn placeholder="用户名、昵称前缀或会员ID" />]}
    sort={{ field: 'id', order: 'DESC' }}
    actions={<ListExportActions resource="members" />}
    exporter={false}
  >
    <Datagrid rowClick="show" bulkActionButtons={false}>
      <NumberField source="id" label="会员ID" sortable={false} />
      <TextField source="name" label="用户名" sortable={false} />
      <TextField source="nickname" label="昵称" sortable={false} />
      <StateField source="status" label="状态" names={memberStatusNames} tones={statusTones} />
      <NumberField source="vipLevel" label="VIP" sortable={false} />
      <TextField source="phone" label="手机" sortable={false} />
      <TimeField source="createdAt" label="注册时间" />
      <TimeField source="lastLoginAt" label="最近登录" />
    </Datagrid>
  </List>
);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function StatusActions({ detail }: { detail: Detail }) {
  const { member } = detail;
  const to = (status: 0 | 1 | 2, label: string, color: 'error' | 'primary' | 'warning') =>
    member.status === status ? null : (
      <ActionButton
        key={status}
        route={a.memberStatus}
        label={label}
        color={color}
        title={`${label}：${member.name}`}
        description={`会员状态将由“${memberStatusNames[String(member.status)]}”改为“${memberStatusNames[String(status)]}”。`}
        input={() => ({ memberId: member.id, status })}
        done={(answer) => `${answer.name} 现为“${memberStatusNames[String(answer.status)]}”`}
        testId={`member-status-${status}`}
      />
    );
  return (
    <Stack direction="row" spacing={1}>
      {to(2, '冻结账号', 'error')}
      {to(1, '恢复正常', 'primary')}
      {to(0, '设为休眠', 'warning')}
    </Stack>
  );
}

const accountNames: Record<string, string> = { centre: '中心钱包', venue: '场馆钱包', coins: '金币', yeb: '余额宝' };

/** Money as yuan; gold coins (COIN) as whole coins. */
const inCurrency = (value: string, currency: string) => (currency === 'COIN' ? `${value} 金币` : yuan(value));

function MemberWallet({ memberId }: { memberId: number }) {
  const { data, error } = useQuery({
    queryKey: ['memberWallet', memberId],
    queryFn: () => callRoute(a.memberWallet, { memberId }),
  });
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!data) return <Typography>加载中…</Typography>;
  return (
    <>
      <Table size="small" aria-label="钱包账户">
        <TableHead>
          <TableRow>
            <TableCell>账户</TableCell>
            <TableCell>场馆</TableCell>
            <TableCell align="right">余额</TableCell>
            <TableCell align="right">转出中</TableCell>
            <TableCell align="right">转入中</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.accounts.map((account) => (
            <TableRow key={`${account.kind}-${account.venueCode}-${account.currency}`}>
              <TableCell>{accountNames[account.kind] ?? account.kind}</TableCell>
              <TableCell>{account.venueCode || '—'}</TableCell>
              <TableCell align="right" data-testid={`wallet-${account.kind}${account.venueCode}`}>
                {inCurrency(account.balance, account.currency)}
              </TableCell>
              <TableCell align="right">{inCurrency(account.pending, account.currency)}</TableCell>
              <TableCell align="right">{inCurrency(account.pendingIn, account.currency)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        最近转账
      </Typography>
      <Table size="small" aria-label="最近转账">
        <TableHead>
          <TableRow>
            <TableCell>编号</TableCell>
            <TableCell>类型</TableCell>
            <TableCell>状态</TableCell>
            <TableCell align="right">金额</TableCell>
            <TableCell>从 → 到</TableCell>
            <TableCell>备注</TableCell>
            <TableCell>时间</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.transfers.map((t) => (
            <TableRow key={t.id}>
              <TableCell>{t.id}</TableCell>
              <TableCell>{t.kind}</TableCell>
              <TableCell>{t.state}</TableCell>
              <TableCell align="right">{inCurrency(t.amount, t.currency)}</TableCell>
              <TableCell>
                {t.debitKind} → {t.creditKind}
              </TableCell>
              <TableCell>{t.reference}</TableCell>
              <TableCell>{beijing(t.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}

/** A country code as operators read it: the name where the console knows it, else the code. */
const countryNames: Record<string, string> = {
  CN: '中国',
  HK: '中国香港',
  MO: '中国澳门',
  TW: '中国台湾',
  US: '美国',
  JP: '日本',
  KR: '韩国',
  SG: '新加坡',
  MY: '马来西亚',
  PH: '菲律宾',
  TH: '泰国',
  VN: '越南',
  GB: '英国',
  DE: '德国',
  AU: '澳大利亚',
};
const countryOf = (code: string | null) => (code ? `${countryNames[code] ?? code}（${code}）` : '本地或未知');

function ProfileTab({ record }: { record: Detail }) {
  const { member } = record;
  return (
    <>
      <Section title="资料">
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 2, mb: 2 }}>
          {[
            ['会员ID', member.id],
            ['用户名', member.name],
            ['昵称', member.nickname],
            ['VIP', member.vipLevel],
            ['手机', member.phone || '—'],
            ['邮箱', member.email || '—'],
            ['邀请码', member.inviteCode],
            ['注册IP', `${member.registerIp}（${countryOf(member.registerCountry)}）`],
            ['注册时间', beijing(member.createdAt)],
            ['最近登录', beijing(member.lastLoginAt)],
          ].map(([label, value]) => (
            <Box key={String(label)}>
              <Typography variant="caption" color="text.secondary" component="p">
                {label}
              </Typography>
              <Typography>{value}</Typography>
            </Box>
          ))}
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              状态
            </Typography>
            <Chip
              size="small"
              label={memberStatusNames[String(member.status)]}
              color={statusTones[String(member.status) as '0' | '1' | '2']}
              data-testid="member-status"
            />
          </Box>
        </Box>
        <StatusActions detail={record} />
      </Section>
      <Section title="登录设备与IP">
        <Table size="small" aria-label="登录记录">
          <TableHead>
            <TableRow>
              <TableCell>IP</TableCell>
              <TableCell>国家或地区</TableCell>
              <TableCell>设备</TableCell>
              <TableCell>浏览器</TableCell>
              <TableCell>登录时间</TableCell>
              <TableCell>最近活动</TableCell>
              <TableCell>结束</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.sessions.map((s) => (
              <TableRow key={s.id}>
                <TableCell>{s.ip}</TableCell>
                <TableCell data-testid="session-country">{countryOf(s.country)}</TableCell>
                <TableCell>{s.deviceId}</TableCell>
                <TableCell sx={{ maxWidth: 240, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                  {s.userAgent || '—'}
                </TableCell>
                <TableCell>{beijing(s.createdAt)}</TableCell>
                <TableCell>{beijing(s.lastSeenAt)}</TableCell>
                <TableCell>{s.revokedAt ? `${beijing(s.revokedAt)}（${s.revokeReason ?? ''}）` : '在线'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </>
  );
}

function AuditTab({ record }: { record: Detail }) {
  return (
    <Table size="small" aria-label="与该会员有关的操作">
      <TableHead>
        <TableRow>
          <TableCell>时间</TableCell>
          <TableCell>操作员</TableCell>
          <TableCell>操作</TableCell>
          <TableCell>IP</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.audit.map((row) => (
          <TableRow key={row.id}>
            <TableCell>{beijing(row.at)}</TableCell>
            <TableCell>{row.actor}</TableCell>
            <TableCell>{row.action}</TableCell>
            <TableCell>{row.ip ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The 360 view: one tab per part of the member, shown only to roles that may read its route (the
 * contract's access table); a tab reads its route when it is opened, not before.
 */
function MemberWhole() {
  const { record } = useShowContext<Detail>();
  const [tab, setTab] = useState('profile');
  const may = {
    kyc: useMayCall(m.kyc),
    wallet: useMayCall(a.memberWallet),
    bets: useMayCall(m.bets),
    rounds: useMayCall(m.rounds),
    gifts: useMayCall(m.gifts),
    grants: useMayCall(p.memberGrants),
    limits: useMayCall(rg.member),
    notes: useMayCall(m.notes),
  };
  // Until the 360 read answers, react-admin offers the list's row for this id, which has no `member`.
  if (!record?.member) return null;
  const memberId = record.member.id;
  const tabs: { id: string; label: string; shown: boolean; body: () => ReactNode }[] = [
    { id: 'profile', label: '资料与登录', shown: true, body: () => <ProfileTab record={record} /> },
    { id: 'kyc', label: '实名认证', shown: may.kyc, body: () => <KycTab memberId={memberId} /> },
    { id: 'wallet', label: '钱包与账本', shown: may.wallet, body: () => <MemberWallet memberId={memberId} /> },
    { id: 'bets', label: '体育注单', shown: may.bets, body: () => <BetsTab memberId={memberId} /> },
    { id: 'rounds', label: '游戏记录', shown: may.rounds, body: () => <RoundsTab memberId={memberId} /> },
    { id: 'gifts', label: '礼物', shown: may.gifts, body: () => <GiftsTab memberId={memberId} /> },
    { id: 'grants', label: '优惠', shown: may.grants, body: () => <GrantsTab memberId={memberId} /> },
    { id: 'limits', label: '限额与暂停', shown: may.limits, body: () => <LimitsTab memberId={memberId} /> },
    { id: 'notes', label: '备注', shown: may.notes, body: () => <NotesTab memberId={memberId} /> },
    { id: 'audit', label: '审计记录', shown: true, body: () => <AuditTab record={record} /> },
  ];
  const shown = tabs.filter((t) => t.shown);
  const current = shown.find((t) => t.id === tab) ?? shown[0]!;
  return (
    <Box sx={{ p: 2 }}>
      <Tabs
        value={current.id}
        onChange={(_event, next: string) => setTab(next)}
        variant="scrollable"
        aria-label="会员全景"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {shown.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} data-testid={`member-tab-${t.id}`} />
        ))}
      </Tabs>
      {current.id === 'profile' ? current.body() : <Section title={current.label}>{current.body()}</Section>}
    </Box>
  );
}

export const MemberShow = () => (
  <Show
    title={
      <FunctionField
        render={(record: Partial<Detail> & { name?: string }) => `会员 ${record.member?.name ?? record.name ?? ''}`}
      />
    }
    actions={false}
  >
    <MemberWhole />
  </Show>
);
