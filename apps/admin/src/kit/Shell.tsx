import type { RouteDef } from '@courtside/contract';
import {
  type AdminRole,
  adminRoutes as a,
  agentAdminRoutes,
  anchorDeskRoutes,
  chatAdminRoutes,
  contentAdminRoutes,
  exchangeAdminRoutes,
  feedbackAdminRoutes,
  gameAdminRoutes,
  giftAdminRoutes,
  inviteAdminRoutes,
  lotteryAdminRoutes,
  mayCall,
  messageAdminRoutes,
  newsAdminRoutes,
  opsAdminRoutes,
  promoAdminRoutes,
  quizAdminRoutes,
  rgAdminRoutes,
  sitePageAdminRoutes,
  sponsorAdminRoutes,
  sportsbookDeskRoutes,
  supportAdminRoutes,
  trackAdminRoutes,
  voteAdminRoutes,
  wheelAdminRoutes,
} from '@courtside/contract/admin';
import { ListSubheader } from '@mui/material';
import { type ReactNode, useEffect } from 'react';
import { Layout, type LayoutProps, Menu, useLogout, usePermissions } from 'react-admin';
import { idleMinutes } from '../api/providers';
import { useMayCall } from './access';

/** One entry of the side menu: shown only to an operator who may call what its screen reads. */
export interface MenuEntry {
  to: string;
  label: string;
  route: Pick<RouteDef, 'path'>;
  icon?: ReactNode;
}

/** The menu's sections; later desks (promotions, safer gambling, support chat) add a section here. */
export const menuSections: { title: string; entries: MenuEntry[] }[] = [
  {
    title: '会员',
    entries: [
      { to: '/members', label: '会员查询', route: a.memberSearch },
      { to: '/rg', label: '负责任博彩', route: rgAdminRoutes.member },
      { to: '/modifyRequests', label: '资料修改审核', route: opsAdminRoutes.modifyQueue },
      { to: '/accessBlocks', label: '访问限制', route: opsAdminRoutes.accessBlocks },
    ],
  },
  {
    title: '客服',
    entries: [
      { to: '/support', label: '在线客服', route: supportAdminRoutes.supportQueue },
      { to: '/messages', label: '站内信', route: messageAdminRoutes.batches },
      { to: '/feedback', label: '意见反馈', route: feedbackAdminRoutes.feedbackQueue },
      { to: '/agents', label: '代理申请', route: agentAdminRoutes.agentApplications },
    ],
  },
  {
    title: '体育',
    entries: [
      { to: '/markets', label: '赛事盘口', route: sportsbookDeskRoutes.deskMarketStatus },
      { to: '/bets', label: '注单', route: sportsbookDeskRoutes.deskBets },
      { to: '/memberLimits', label: '会员限额', route: sportsbookDeskRoutes.deskMemberLimits },
    ],
  },
  {
    title: '直播',
    entries: [
      { to: '/liveRooms', label: '直播间', route: anchorDeskRoutes.rooms },
      { to: '/anchors', label: '主播资料', route: anchorDeskRoutes.anchors },
      { to: '/gifts', label: '礼物', route: giftAdminRoutes.list },
      { to: '/chatRooms', label: '聊天室管理', route: chatAdminRoutes.chatMuted },
      { to: '/chatWords', label: '聊天敏感词', route: chatAdminRoutes.chatWords },
    ],
  },
  {
    title: '优惠',
    entries: [
      { to: '/promotions', label: '优惠活动', route: promoAdminRoutes.list },
      { to: '/vipLadder', label: 'VIP等级', route: promoAdminRoutes.vipLadder },
      { to: '/promoGrants', label: '会员优惠', route: promoAdminRoutes.memberGrants },
      { to: '/promoCost', label: '优惠成本', route: promoAdminRoutes.costReport },
      { to: '/inviteFlags', label: '邀请风控', route: inviteAdminRoutes.flags },
      { to: '/exchange', label: '积分兑换', route: exchangeAdminRoutes.items },
      { to: '/wheel-draws', label: '转盘记录', route: wheelAdminRoutes.draws },
      { to: '/quiz', label: '赛事竞猜', route: quizAdminRoutes.questions },
      { to: '/lottery', label: '足球彩票', route: lotteryAdminRoutes.cards },
      { to: '/vote', label: '冠军投票', route: voteAdminRoutes.log },
      { to: '/sponsors', label: '赞助设置', route: sponsorAdminRoutes.sponsors },
    ],
  },
  {
    title: '资金',
    entries: [
      { to: '/deposits', label: '存款审核', route: a.deposits },
      { to: '/withdrawals', label: '取款审核', route: a.withdrawals },
      { to: '/tickets', label: '支付工单', route: opsAdminRoutes.tickets },
      { to: '/whitelist', label: '提款地址白名单', route: opsAdminRoutes.whitelist },
      { to: '/adjustments', label: '人工调整', route: a.adjustments },
      { to: '/pendingTransfers', label: '挂起转账', route: a.pendingTransfers },
      { to: '/ledger', label: '账本检查', route: a.ledgerCheck },
    ],
  },
  {
    title: '系统',
    entries: [
      { to: '/audit', label: '审计日志', route: a.auditList },
      { to: '/deadLetters', label: '投递失败事件', route: a.deadLetters },
    ],
  },
  {
    title: '站点',
    entries: [
      { to: '/content', label: '站点内容', route: contentAdminRoutes.banners },
      { to: '/sitePages', label: '页脚页面', route: sitePageAdminRoutes.sitePages },
      { to: '/news', label: '资讯文章', route: newsAdminRoutes.list },
      { to: '/venues', label: '游戏与场馆', route: gameAdminRoutes.venues },
      { to: '/clicks', label: '点击统计', route: trackAdminRoutes.clickReport },
      { to: '/site', label: '站点设置', route: a.maintenance },
      { to: '/operators', label: '运营账号', route: a.adminList },
      { to: '/security', label: '我的安全设置', route: a.totpSetup },
    ],
  },
];

function Entry({ entry }: { entry: MenuEntry }) {
  return useMayCall(entry.route) ? (
    <Menu.Item
      to={entry.to}
      primaryText={entry.label}
      leftIcon={entry.icon}
      data-testid={`menu-${entry.to.slice(1)}`}
    />
  ) : null;
}

function Section({ title, entries }: { title: string; entries: MenuEntry[] }) {
  const { permissions } = usePermissions<AdminRole[]>();
  const roles = Array.isArray(permissions) ? permissions : [];
  if (!entries.some((entry) => mayCall(roles, entry.route))) return null;
  return (
    <>
      {/* Not sticky: a transparent sticky header slid over the entries of a menu longer than the window. */}
      <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
        {title}
      </ListSubheader>
      {entries.map((entry) => (
        <Entry key={entry.to} entry={entry} />
      ))}
    </>
  );
}

/** The menu is ours (react-admin's role-based one is an Enterprise package): built from the access table. */
export function ConsoleMenu() {
  return (
    <Menu>
      <Menu.DashboardItem primaryText="今日概览" />
      {menuSections.map((section) => (
        <Section key={section.title} title={section.title} entries={section.entries} />
      ))}
    </Menu>
  );
}

const ACTIVITY = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * Signs the operator out after the server's idle timeout without input, so an unattended console
 * does not sit open on a screen; the server ends the session at the same time regardless.
 */
function useIdleLogout() {
  const logout = useLogout();
  useEffect(() => {
    let last = Date.now();
    const touch = () => {
      last = Date.now();
    };
    for (const name of ACTIVITY) window.addEventListener(name, touch, { passive: true });
    const timer = window.setInterval(() => {
      if (Date.now() - last >= idleMinutes() * 60_000) logout();
    }, 15_000);
    return () => {
      for (const name of ACTIVITY) window.removeEventListener(name, touch);
      window.clearInterval(timer);
    };
  }, [logout]);
}

export function ConsoleLayout(props: LayoutProps) {
  useIdleLogout();
  // A flex item's floor is its content's width: without a zero floor a wide table (VIP等级's 15
  // columns) widens the page past the window instead of scrolling inside its card.
  return <Layout {...props} menu={ConsoleMenu} sx={{ '& .RaLayout-content': { minWidth: 0 } }} />;
}
