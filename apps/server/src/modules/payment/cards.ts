import { banks, MAX_BANK_CARDS } from '@courtside/contract';
import { groupInFours, maskRealName } from '@courtside/domain';
import type { AuthContext } from '../../platform/auth';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { MemberService } from '../member';
import type { SiteService } from '../site';
import * as store from './card-store';

/** A card number as members see it: the first and last four digits, grouped in fours. */
export const maskCardNumber = (digits: string): string =>
  groupInFours(`${digits.slice(0, 4)}${'*'.repeat(Math.max(0, digits.length - 8))}${digits.slice(-4)}`);

export const bankNameOf = (code: string): string => banks.find((b) => b.code === code)?.name ?? code;

const cardView = (card: store.CardRow) => ({
  id: card.id,
  bankCode: card.bankCode,
  bankName: bankNameOf(card.bankCode),
  cardNumber: maskCardNumber(card.cardNumber),
  holderName: maskRealName(card.holderName),
  createdAt: card.createdAt.toISOString(),
});

/**
 * Bank cards for withdrawals: bound in the member's real name, at most three, removed with the
 * withdrawal password. A USDT site pays out in USDT only, so its members bind USDT addresses instead.
 */
export class CardService {
  constructor(private readonly deps: { db: Db; member: MemberService; site: SiteService }) {}

  /** How many cards the member has bound now (the welfare centre's bind-a-card task reads it). */
  async count(memberId: number): Promise<number> {
    return (await store.listCards(this.deps.db, memberId)).length;
  }

  async list(auth: AuthContext) {
    return (await store.listCards(this.deps.db, auth.memberId)).map(cardView);
  }

  async insert(auth: AuthContext, input: { bankCode: string; cardNumber: string }) {
    if ((await this.deps.site.info(auth.siteId)).settlementUnit === 'usdt') {
      throw new DomainError('invalidParameter', { msg: '本站以USDT结算，请绑定USDT地址' });
    }
    const holderName = await this.deps.member.boundRealName(auth);
    if (!holderName)
      throw new DomainError('depositNeedsRealName', { msg: '请先完成实名认证，银行卡户名须与真实姓名一致' });
    await this.deps.db.transaction(async (tx) => {
      await store.lockMemberCards(tx, auth.memberId);
      const cards = await store.listCards(tx, auth.memberId);
      if (cards.some((c) => c.cardNumber === input.cardNumber)) throw new DomainError('cardTaken');
      if (cards.length >= MAX_BANK_CARDS) throw new DomainError('cardLimit');
      await store.insertCard(tx, {
        memberId: auth.memberId,
        bankCode: input.bankCode,
        cardNumber: input.cardNumber,
        holderName,
      });
    });
    return this.list(auth);
  }

  async delete(auth: AuthContext, input: { cardId: number; withdrawPassword: string }) {
    await this.deps.member.verifyWithdrawPassword(auth, input.withdrawPassword);
    if (!(await store.deleteCard(this.deps.db, auth.memberId, input.cardId))) {
      throw new DomainError('notFound', { msg: '银行卡不存在' });
    }
    return this.list(auth);
  }

  /** The member's live card, or null. */
  async live(memberId: number, cardId: number): Promise<store.CardRow | null> {
    return (await store.listCards(this.deps.db, memberId)).find((c) => c.id === cardId) ?? null;
  }

  /** Cards a set of withdrawals went to, removed or not, as they are shown on the withdrawal. */
  async describe(ids: readonly number[]): Promise<Map<number, { label: string; account: string }>> {
    const cards = await store.cardsById(this.deps.db, ids);
    return new Map(cards.map((c) => [c.id, { label: bankNameOf(c.bankCode), account: maskCardNumber(c.cardNumber) }]));
  }
}
