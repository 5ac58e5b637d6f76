import { formatShanghaiDateTime, fromMinorUnits } from '@courtside/domain';
import type { Executor } from '../../platform/db';
import { type OutboxEvent, payloadOf, type Subscriber } from '../../platform/outbox';
import { accountEvents, type SecurityChange } from '../account';
import { feedbackEvents } from '../feedback';
import { paymentEvents } from '../payment';
import { promoEvents } from '../promo';
import { rgEvents } from '../rg';
import { sportsbookEvents } from '../sportsbook';
import type { MessageService, SystemMessage } from './service';

const money = (minor: string, currency: string): string =>
  `${fromMinorUnits(BigInt(minor))} ${currency === 'USDT' ? 'USDT' : '元'}`;

/**
 * A settled bet whose win (returned less stake) reaches this, in minor units of its currency, is told
 * as a big win: rare enough to stay news, and the same figure for 元 and USDT keeps it simple.
 */
export const BIG_WIN_MINOR = 100_000n;

/** Each security change as the member is told it: its title and what was done. */
const SECURITY_WORDS: Record<SecurityChange, [title: string, done: string]> = {
  password: ['登录密码已修改', '修改了登录密码，其他设备上的登录已退出'],
  passwordRecovered: ['登录密码已重置', '通过找回密码重置了登录密码，所有设备上的登录已退出'],
  withdrawPasswordSet: ['取款密码已设置', '设置了取款密码'],
  withdrawPasswordChanged: ['取款密码已修改', '修改了取款密码'],
  withdrawPasswordReset: ['取款密码已重置', '重置了取款密码'],
  phone: ['手机号已绑定', '绑定了新的手机号'],
  email: ['邮箱已绑定', '绑定了新的邮箱'],
};

const LIMIT_NAMES = { deposit: '存款', loss: '亏损', stake: '投注', time: '在线时长' } as const;
const PERIOD_NAMES = { day: '每日', week: '每周', month: '每月' } as const;
const beijing = (iso: string): string => `${formatShanghaiDateTime(Date.parse(iso)).slice(0, 16)}（北京时间）`;
/** A limit's amount in the member's words; limits are kept in the site's unit, named here as 元. */
/** A limit's amount as the member set it: yuan, or for the time limit (kept in seconds) minutes. */
const limitAmount = (kind: keyof typeof LIMIT_NAMES, value: string | null): string => {
  if (value === null) return '不限';
  return kind === 'time' ? `${Number(value) / 60} 分钟` : `${fromMinorUnits(BigInt(value))} 元`;
};

/**
 * The messages other modules' events write, in Chinese (the only language the member site speaks so
 * far). Each is keyed on what happened (the order and its outcome, the grant, the event), so an event
 * delivered twice is one message.
 */
export const messagesOf = (event: OutboxEvent): SystemMessage[] => {
  switch (event.topic) {
    case paymentEvents.withdrawalDecided.topic: {
      const w = payloadOf(paymentEvents.withdrawalDecided, event);
      const base = { siteId: w.siteId, memberId: w.memberId, tab: 'activity' as const };
      const amount = money(w.amountMinor, w.currency);
      if (w.outcome === 'rejected') {
        const reason = w.reason?.trim() || '未注明';
        return [
          {
            ...base,
            title: '提款申请未通过',
            body: `您的提款申请（订单号 ${w.orderNo}，金额 ${amount}）未通过审核。\n原因：${reason}\n款项已退回中心钱包，如有疑问请联系客服。`,
            sourceKey: `withdrawal:${w.orderNo}:rejected`,
          },
        ];
      }
      if (w.outcome === 'approved') {
        return [
          {
            ...base,
            title: '提款已出款',
            body: `您的提款申请（订单号 ${w.orderNo}，金额 ${amount}）已审核通过并出款，请留意到账。`,
            sourceKey: `withdrawal:${w.orderNo}:approved`,
          },
        ];
      }
      // The member cancelled it themselves: nothing to tell them.
      return [];
    }
    case paymentEvents.depositCredited.topic: {
      const d = payloadOf(paymentEvents.depositCredited, event);
      return [
        {
          siteId: d.siteId,
          memberId: d.memberId,
          tab: 'activity',
          title: '存款已到账',
          body: `您的存款（订单号 ${d.orderNo}）已到账，入账金额 ${money(d.creditedMinor, d.currency)}。祝您游戏愉快！`,
          sourceKey: `deposit:${d.orderNo}`,
        },
      ];
    }
    case promoEvents.rewardPaid.topic: {
      const r = payloadOf(promoEvents.rewardPaid, event);
      const where = r.wallet ? '中心钱包' : '您的优惠账户，完成流水要求后可转入中心钱包';
      return [
        {
          siteId: r.siteId,
          memberId: r.memberId,
          tab: 'activity',
          title: '优惠已派发',
          body: `恭喜您！「${r.title}」奖励 ${money(r.amount, r.currency)} 已派发至${where}。`,
          sourceKey: r.grantId === null ? `reward:event:${event.id}` : `reward:grant:${r.grantId}`,
        },
      ];
    }
    case promoEvents.rebatesPaid.topic: {
      const b = payloadOf(promoEvents.rebatesPaid, event);
      return b.paid.map((p) => ({
        siteId: b.siteId,
        memberId: p.memberId,
        tab: 'activity' as const,
        title: '返水已到账',
        body: `您 ${b.day} 的返水 ${money(p.amount, b.currency)} 已派发至中心钱包。`,
        sourceKey: `rebate:${b.day}:${b.currency}`,
      }));
    }
    case feedbackEvents.replied.topic: {
      const f = payloadOf(feedbackEvents.replied, event);
      return [
        {
          siteId: f.siteId,
          memberId: f.memberId,
          tab: 'private',
          title: '您的意见反馈已回复',
          body: `您反馈的「${f.excerpt}」已有回复：\n${f.reply}\n\n可在「我的 - 意见反馈」查看全部记录。`,
          sourceKey: `feedback:${f.feedbackId}:${f.repliedAt}`,
        },
      ];
    }
    case sportsbookEvents.betSettled.topic: {
      const b = payloadOf(sportsbookEvents.betSettled, event);
      const won = BigInt(b.returned) - BigInt(b.stake);
      if (b.state !== 'settled' || won < BIG_WIN_MINOR) return [];
      return [
        {
          siteId: b.siteId,
          memberId: b.memberId,
          tab: 'activity',
          title: '恭喜您赢得大奖',
          body: `您的注单 ${b.betNo ?? `#${b.betId}`} 已结算，派彩 ${money(b.returned, b.currency)}（本金 ${money(b.stake, b.currency)}），已派发至您的钱包。可在「注单记录」查看详情。`,
          sourceKey: `bet:${b.betId}:won:${b.returned}`,
        },
      ];
    }
    case accountEvents.securityChanged.topic: {
      const c = payloadOf(accountEvents.securityChanged, event);
      const [title, done] = SECURITY_WORDS[c.what];
      return [
        {
          siteId: c.siteId,
          memberId: c.memberId,
          tab: 'notice',
          title,
          body: `您的账户于 ${beijing(c.at)} ${done}。如非本人操作，请立即修改密码并联系客服。`,
          sourceKey: `security:${c.what}:${c.at}`,
        },
      ];
    }
    case rgEvents.limitChanged.topic: {
      const l = payloadOf(rgEvents.limitChanged, event);
      const name = `${PERIOD_NAMES[l.period]}${LIMIT_NAMES[l.kind]}限额`;
      const base = { siteId: l.siteId, memberId: l.memberId, tab: 'notice' as const };
      const sourceKey = `rg:limit:${l.kind}:${l.period}:${l.outcome}:${l.at}`;
      if (l.outcome === 'pending' && l.pending) {
        const asked = l.pending.amount === null ? '取消' : `调高至 ${limitAmount(l.kind, l.pending.amount)}`;
        return [
          {
            ...base,
            title: `${name}调整待确认`,
            body: `您申请将${name}${asked}。按负责任博彩规定，放宽限额需等待24小时冷静期：请于 ${beijing(l.pending.effectiveAt)} 之后在「负责任博彩」页面确认，确认后生效；此前仍按现有限额（${limitAmount(l.kind, l.active)}）执行。`,
            sourceKey,
          },
        ];
      }
      if (l.outcome === 'imposed') {
        return [
          {
            ...base,
            title: l.active === null ? `运营限额已解除` : `运营方为您设定了${name}`,
            body:
              l.active === null
                ? `运营方为您设定的${name}已解除，即时生效；您自己设定的限额不受影响。`
                : `为保障您的游戏安全，运营方为您设定了${name} ${limitAmount(l.kind, l.active)}，即时生效；与您自己设定的限额同时存在时，以较低者为准。如有疑问请联系客服。`,
            sourceKey,
          },
        ];
      }
      return [
        {
          ...base,
          title: `${name}已生效`,
          body:
            l.active === null
              ? `您的${name}已取消，即时生效。如需帮助，可随时在「负责任博彩」页面重新设置。`
              : `您的${name}已设为 ${limitAmount(l.kind, l.active)}，即时生效。可随时在「负责任博彩」页面查看用量与剩余额度。`,
          sourceKey,
        },
      ];
    }
    case rgEvents.reviewDue.topic: {
      const r = payloadOf(rgEvents.reviewDue, event);
      return [
        {
          siteId: r.siteId,
          memberId: r.memberId,
          tab: 'notice',
          title: '请检查您的限额',
          body: `您上次调整负责任博彩限额是在 ${beijing(r.since).slice(0, 10)}，至今已约 ${r.step * 6} 个月。定期检查限额有助于理性娱乐：请在「我的 - 负责任博彩」页面确认当前的存款、亏损与投注限额是否仍然合适。`,
          sourceKey: `rg:review:${r.since}:${r.step}`,
        },
      ];
    }
    case rgEvents.blockStarted.topic: {
      const b = payloadOf(rgEvents.blockStarted, event);
      const what = b.kind === 'selfExclusion' ? '自我排除' : '暂停';
      if (b.byOperator) {
        return [
          {
            siteId: b.siteId,
            memberId: b.memberId,
            tab: 'notice',
            title: '账户已由运营方暂停',
            body: `为保障您的游戏安全，运营方已暂停您的账户，将于 ${beijing(b.endsAt)} 结束。期间无法登录、存款、投注、游戏、发言或参与优惠，进行中的优惠已取消；您的余额不受影响，仍可申请提款，如有疑问请联系客服。`,
            sourceKey: `rg:block:${b.kind}:${b.endsAt}`,
          },
        ];
      }
      return [
        {
          siteId: b.siteId,
          memberId: b.memberId,
          tab: 'notice',
          title: `${what}已生效`,
          body: `您设置的${what}已生效，将于 ${beijing(b.endsAt)} 结束。期间无法登录、存款、投注、游戏、发言或参与优惠，进行中的优惠已取消；您的余额不受影响，仍可申请提款，如需协助请联系客服。`,
          sourceKey: `rg:block:${b.kind}:${b.endsAt}`,
        },
      ];
    }
    default:
      return [];
  }
};

/** Writes the messages of payment, promotion, feedback, safer-gambling and security events in the subscriber's transaction. */
export const inboxSubscriber = (messages: MessageService): Subscriber => ({
  name: 'message.inbox',
  kind: 'effect',
  topics: [
    paymentEvents.withdrawalDecided,
    paymentEvents.depositCredited,
    promoEvents.rewardPaid,
    promoEvents.rebatesPaid,
    feedbackEvents.replied,
    rgEvents.limitChanged,
    rgEvents.blockStarted,
    rgEvents.reviewDue,
    accountEvents.securityChanged,
    sportsbookEvents.betSettled,
  ],
  handle: async (event: OutboxEvent, tx: Executor) => {
    await messages.deliver(tx, messagesOf(event));
  },
});
