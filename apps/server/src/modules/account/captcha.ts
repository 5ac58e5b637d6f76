import { randomUUID } from 'node:crypto';
import type { SafetyChallenge } from '@courtside/contract';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import { newToken, randomDigits, sameText, sha256 } from '../../platform/secrets';
import { drawImageCaptcha, drawSlider, newSliderScene, SLIDER, type SliderScene } from './captcha-art';
import type { Geetest } from './geetest';
import * as store from './store';

const CAPTCHA_TTL_MS = 2 * 60_000;
const TICKET_TTL_MS = 2 * 60_000;
/** A robot pass is a uuid, a dot and a ticket: anything longer is not one. */
const ROBOT_PASS_MAX = 200;
/** How far from the gap a dropped piece may land, in puzzle pixels. */
const SLIDER_TOLERANCE_PX = 5;
/** A human drag takes a moment; a script that jumps straight to the answer does not. */
const SLIDER_MIN_DRAG_MS = 250;

export interface SafetyAnswer {
  verifyType?: 'image' | 'slider' | 'antiFraud' | undefined;
  verifyId?: string | undefined;
  verifyCode?: string | undefined;
}

const parseScene = (answer: string): SliderScene => JSON.parse(answer) as SliderScene;

/** The image and slider captchas of our own, and the Geetest adapter when keys are configured. */
export class CaptchaService {
  constructor(private readonly deps: { db: Db; clock: Clock; geetest: Geetest | null }) {}

  private now(): Date {
    return new Date(this.deps.clock.now().getTime());
  }

  private expiry(ms: number): Date {
    return new Date(this.deps.clock.now().getTime() + ms);
  }

  /** What the safety dialog may offer on this site. */
  challenge(): SafetyChallenge {
    return { image: 1, slider: 1, antiFraud: this.deps.geetest ? 1 : 0 };
  }

  /** Draws a fresh 4-digit picture for the client's id and remembers the answer for 2 minutes. */
  async image(siteId: number, captchaId: string): Promise<string> {
    const digits = randomDigits(4);
    await store.putImageCaptcha(this.deps.db, captchaId, siteId, digits, this.expiry(CAPTCHA_TTL_MS));
    return drawImageCaptcha(digits);
  }

  async sliderRegister(siteId: number): Promise<{ captchaId: string }> {
    const captchaId = randomUUID();
    await store.insertCaptcha(this.deps.db, {
      id: captchaId,
      siteId,
      kind: 'slider',
      answer: JSON.stringify(newSliderScene()),
      expiresAt: this.expiry(CAPTCHA_TTL_MS),
    });
    return { captchaId };
  }

  async sliderGet(siteId: number, captchaId: string) {
    const answer = await store.peekCaptcha(this.deps.db, captchaId, siteId, 'slider', this.now());
    if (!answer) throw new DomainError('ticketExpired', { msg: '验证已过期，请刷新重试' });
    const scene = parseScene(answer);
    return { captchaId, ...SLIDER, pieceY: scene.y, ...drawSlider(scene) };
  }

  /** Judges a drag (one try per puzzle); a good one earns a ticket the safety check accepts once. */
  async sliderCheck(siteId: number, input: { captchaId: string; offset: number; dragMs: number }) {
    const answer = await store.consumeCaptcha(this.deps.db, input.captchaId, siteId, 'slider', this.now());
    if (!answer) throw new DomainError('ticketExpired', { msg: '验证已过期，请刷新重试' });
    const scene = parseScene(answer);
    const close = Math.abs(input.offset - scene.x) <= SLIDER_TOLERANCE_PX;
    if (!close || input.dragMs < SLIDER_MIN_DRAG_MS) {
      throw new DomainError('verifyCodeError', { msg: '验证未通过，请重试' });
    }
    const ticket = newToken();
    await store.setCaptchaTicket(this.deps.db, input.captchaId, sha256(ticket), this.expiry(TICKET_TTL_MS));
    return { ticket };
  }

  async geetestRegister() {
    if (!this.deps.geetest) return { enabled: false, gt: '', challenge: '' };
    return { enabled: true, ...(await this.deps.geetest.register()) };
  }

  async geetestValidate(input: { challenge: string; validate: string; seccode: string }) {
    if (!this.deps.geetest || !(await this.deps.geetest.validate(input))) {
      throw new DomainError('verifyCodeError', { msg: '验证未通过，请重试' });
    }
    // A passed Geetest round becomes a slider-style ticket keyed by its challenge.
    const ticket = newToken();
    await store.insertCaptcha(this.deps.db, {
      id: `gt:${input.challenge}`,
      siteId: 0,
      kind: 'geetest',
      answer: '',
      expiresAt: this.expiry(TICKET_TTL_MS),
      ticketHash: sha256(ticket),
      ticketExpiresAt: this.expiry(TICKET_TTL_MS),
    });
    return { ticket };
  }

  /** Checks (and uses up) the answer the safety dialog merged into a request. */
  async verify(siteId: number, answer: SafetyAnswer): Promise<boolean> {
    const { verifyType, verifyId, verifyCode } = answer;
    if (!verifyType || !verifyId || !verifyCode) return false;
    const now = this.now();
    switch (verifyType) {
      case 'image': {
        const expected = await store.consumeCaptcha(this.deps.db, verifyId, siteId, 'image', now);
        return expected !== null && sameText(expected, verifyCode.trim());
      }
      case 'slider':
        return store.consumeCaptchaTicket(this.deps.db, verifyId, siteId, sha256(verifyCode), now);
      case 'antiFraud':
        return (
          this.deps.geetest !== null &&
          store.consumeCaptchaTicket(this.deps.db, `gt:${verifyId}`, 0, sha256(verifyCode), now)
        );
    }
  }

  /**
   * Uses up a robot pass: `captchaId.ticket` of a slider solved on the robot-check page (the same
   * one-use ticket the safety dialog merges into a body, carried in a header instead).
   */
  async passRobotCheck(siteId: number, pass: string): Promise<boolean> {
    const dot = pass.indexOf('.');
    if (dot <= 0 || pass.length > ROBOT_PASS_MAX) return false;
    return this.verify(siteId, { verifyType: 'slider', verifyId: pass.slice(0, dot), verifyCode: pass.slice(dot + 1) });
  }

  /** The answer of a live puzzle, for the e2e test hook only (see test-hooks.ts). */
  async answerFor(siteId: number, captchaId: string): Promise<string | null> {
    const answer =
      (await store.peekCaptcha(this.deps.db, captchaId, siteId, 'image', this.now())) ??
      (await store.peekCaptcha(this.deps.db, captchaId, siteId, 'slider', this.now()));
    if (answer === null || !answer.startsWith('{')) return answer;
    return String(parseScene(answer).x);
  }
}
