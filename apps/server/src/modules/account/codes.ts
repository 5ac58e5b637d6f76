import { endOfBusinessDay } from '@courtside/domain';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { randomDigits, sameText, sha256 } from '../../platform/secrets';
import type { CodeDelivery } from './delivery';
import * as store from './store';

export const CODE_COOLDOWN_SECONDS = 60;
const CODE_TTL_MS = 5 * 60_000;
const DAILY_CAP_PER_TARGET = 10;
const DAILY_CAP_PER_IP = 30;
/**
 * Codes one address may ask for in a day before each further one needs the robot check (10433): a
 * household binding phones stays under it, a script pumping paid SMS (a known fraud on operators)
 * meets a slider at every send.
 */
export const ROBOT_CHECK_AFTER_PER_IP = 5;
/** After this many wrong tries a code is spent, so six digits cannot be walked through. */
const MAX_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60_000;

export type CodePurpose = 'register' | 'bind' | 'recover';

export interface CodeRequest {
  siteId: number;
  channel: 1 | 2;
  target: string;
  purpose: CodePurpose;
}

const codeHash = (r: CodeRequest, code: string) => sha256(`${r.siteId}:${r.channel}:${r.target}:${r.purpose}:${code}`);

/** Verification codes: one per target per minute, capped per day, five minutes, single use. */
export class CodeService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      delivery: CodeDelivery;
      /** Uses up a robot pass (`captchaId.ticket` of a solved slider); false for none, a wrong or a used one. */
      passRobotCheck: (siteId: number, pass: string) => Promise<boolean>;
    },
  ) {}

  async send(
    request: CodeRequest,
    caller: { ip: string; robotPass: string | null },
  ): Promise<{ cooldownSeconds: number; demoCode?: string }> {
    const { ip } = caller;
    const { db, clock } = this.deps;
    const now = clock.now().getTime();
    const target = { siteId: request.siteId, channel: request.channel, target: request.target };
    const last = await store.lastCodeSentAt(db, target);
    if (last && now - last.getTime() < CODE_COOLDOWN_SECONDS * 1000) {
      const retryAfter = CODE_COOLDOWN_SECONDS - Math.floor((now - last.getTime()) / 1000);
      throw new DomainError('codeCooldown', {
        msg: `验证码发送过于频繁，请${retryAfter}秒后再试`,
        data: { retryAfter },
      });
    }
    // The cap counts the Asia/Shanghai business day the member lives in.
    const dayStart = new Date(endOfBusinessDay(now) - DAY_MS + 1);
    const [sentToTarget, sentFromIp] = await Promise.all([
      store.countCodesSince(db, target, dayStart),
      store.countCodesFromIpSince(db, request.siteId, ip, dayStart),
    ]);
    if (sentToTarget >= DAILY_CAP_PER_TARGET || sentFromIp >= DAILY_CAP_PER_IP) throw new DomainError('codeDailyLimit');
    if (
      sentFromIp >= ROBOT_CHECK_AFTER_PER_IP &&
      !(caller.robotPass && (await this.deps.passRobotCheck(request.siteId, caller.robotPass)))
    ) {
      throw new DomainError('robotCheck');
    }

    const code = randomDigits(6);
    const id = await store.insertCode(db, {
      ...target,
      purpose: request.purpose,
      codeHash: codeHash(request, code),
      ip,
      createdAt: new Date(now),
      expiresAt: new Date(now + CODE_TTL_MS),
    });
    const delivered = await this.deps.delivery.deliver({ ...request, code });
    await store.markCodeDelivered(db, id, new Date(clock.now().getTime()));
    return { cooldownSeconds: CODE_COOLDOWN_SECONDS, ...delivered };
  }

  /** Uses up the right code or answers 10409; wrong tries count against the code. */
  async verify(request: CodeRequest, code: string): Promise<void> {
    const { db, clock } = this.deps;
    const now = new Date(clock.now().getTime());
    const target = { siteId: request.siteId, channel: request.channel, target: request.target };
    const live = await store.findLiveCode(db, target, request.purpose, now);
    if (!live || live.attempts >= MAX_ATTEMPTS) throw new DomainError('verifyCodeError');
    if (!sameText(live.codeHash, codeHash(request, code))) {
      await store.countCodeAttempt(db, live.id);
      throw new DomainError('verifyCodeError');
    }
    if (!(await store.useCode(db, live.id, now))) throw new DomainError('verifyCodeError');
  }
}
