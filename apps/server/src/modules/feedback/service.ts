import { randomBytes } from 'node:crypto';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_REPLY_MAX,
  FEEDBACK_TEXT_MAX,
  FEEDBACK_TEXT_MIN,
  type FeedbackCategory,
  type FeedbackImage,
  type FeedbackList,
  type FeedbackQueue,
  type FeedbackQueueItem,
  type FeedbackStatus,
  type FeedbackUploadResult,
  type FeedbackView,
  feedbackCategories,
} from '@courtside/contract';
import sharp from 'sharp';
import { insertAudit } from '../../platform/audit';
import type { AuthContext, OperatorActor } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { DomainError } from '../../platform/errors';
import type { Outbox } from '../../platform/outbox';
import { feedbackEvents } from './events';
import * as store from './store';

/** Uploaded images waiting for their feedback: enough for one feedback written twice, not a photo store. */
const UNATTACHED_MAX = 6;
/** The longest side an image keeps: a screenshot stays readable, a camera photo stops being 12 MP. */
const IMAGE_SIDE_PX = 1600;
/** A decompression bomb's pixels are refused before they are decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
const EXCERPT_CHARS = 30;

export interface FeedbackDeps {
  db: Db;
  clock: Clock;
  outbox: Outbox;
  /** Usernames of members (an id with no member is left out). */
  memberNames(memberIds: number[]): Promise<Map<number, string>>;
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** Counted as a reader counts: an emoji or a Chinese character is one. */
const lengthOf = (text: string): number => [...text].length;

const excerptOf = (text: string): string => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > EXCERPT_CHARS ? `${chars.slice(0, EXCERPT_CHARS).join('')}…` : chars.join('');
};

const isCategory = (value: string): value is FeedbackCategory =>
  (feedbackCategories as readonly string[]).includes(value);

/**
 * Member feedback: a member writes what is wrong or what they wish for, with up to three images
 * (uploaded first, re-encoded, private to them and the operator); the operator answers and closes it,
 * and the answer reaches the member as a message through the outbox.
 */
export class FeedbackService {
  constructor(private readonly deps: FeedbackDeps) {}

  private view(row: store.FeedbackRow, images: string[]): FeedbackView {
    return {
      id: row.id,
      category: row.category as FeedbackCategory,
      content: row.content,
      images,
      status: row.status as FeedbackStatus,
      reply: row.reply,
      repliedAt: iso(row.repliedAt),
      createdAt: row.createdAt.toISOString(),
    };
  }

  /**
   * An image is decoded and re-encoded as WebP: whatever the file carried besides pixels (location
   * metadata, a script in a polyglot) does not survive, and a file that is not an image is refused.
   */
  async upload(member: AuthContext, file: { mimetype: string; bytes: Buffer }): Promise<FeedbackUploadResult> {
    if (
      !(FEEDBACK_IMAGE_TYPES as readonly string[]).includes(file.mimetype) ||
      file.bytes.length > FEEDBACK_IMAGE_MAX_BYTES
    ) {
      throw new DomainError('uploadInvalid', { msg: '仅支持 PNG、JPEG、WEBP 图片，且不超过 5MB' });
    }
    if ((await store.countUnattachedImages(this.deps.db, member.memberId)) >= UNATTACHED_MAX) {
      throw new DomainError('feedbackUploadLimit');
    }
    let body: Buffer;
    try {
      body = await sharp(file.bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
        .rotate()
        .resize(IMAGE_SIDE_PX, IMAGE_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch {
      throw new DomainError('uploadInvalid', { msg: '图片无法识别，请换一张图片' });
    }
    const key = randomBytes(18).toString('base64url');
    await store.insertImage(this.deps.db, {
      key,
      siteId: member.siteId,
      memberId: member.memberId,
      contentType: 'image/webp',
      body,
      createdAt: this.deps.clock.now(),
    });
    return { key };
  }

  /** A feedback with its images; the same request id again answers the first one, written once. */
  async submit(
    member: AuthContext,
    input: { category: string; content: string; images: string[]; requestId: string },
  ): Promise<FeedbackView> {
    if (!isCategory(input.category)) throw new DomainError('feedbackCategoryInvalid');
    const content = input.content.trim();
    if (lengthOf(content) < FEEDBACK_TEXT_MIN || lengthOf(content) > FEEDBACK_TEXT_MAX) {
      throw new DomainError('feedbackTextInvalid');
    }
    const keys = [...new Set(input.images)];
    if (keys.length !== input.images.length || keys.length > FEEDBACK_IMAGES_MAX) {
      throw new DomainError('feedbackImagesInvalid');
    }
    const { category } = input;
    const row = await this.deps.db.transaction(async (tx) => {
      const created = await store.insertFeedback(tx, {
        siteId: member.siteId,
        memberId: member.memberId,
        category,
        content,
        requestId: input.requestId,
        createdAt: this.deps.clock.now(),
      });
      if (!created) return null;
      // Only the member's own images not yet in a feedback: a key of someone else's, or one used
      // already, undoes the whole feedback.
      if ((await store.attachImages(tx, member.memberId, created.id, keys)) !== keys.length) {
        throw new DomainError('feedbackImagesInvalid');
      }
      return created;
    });
    const saved = row ?? (await store.findByRequest(this.deps.db, member.memberId, input.requestId));
    if (!saved) throw new Error('feedback: no row for a request id that conflicted');
    const images = await store.imageKeysOf(this.deps.db, [saved.id]);
    return this.view(saved, images.get(saved.id) ?? []);
  }

  async list(member: AuthContext, input: { page: number; pageSize: number }): Promise<FeedbackList> {
    const { rows, total } = await store.page(
      this.deps.db,
      store.filters(member.siteId, { memberId: member.memberId }),
      input.page,
      input.pageSize,
    );
    const images = await store.imageKeysOf(
      this.deps.db,
      rows.map((r) => r.id),
    );
    return {
      list: rows.map((r) => this.view(r, images.get(r.id) ?? [])),
      total,
      page: input.page,
      pageSize: input.pageSize,
    };
  }

  /** One of the member's own images; another member's key is "not found", as an unknown one is. */
  async image(member: AuthContext, key: string): Promise<FeedbackImage> {
    const image = await store.ownImage(this.deps.db, member.memberId, key);
    if (!image) throw new DomainError('notFound', { msg: '图片不存在' });
    return { key, dataUrl: `data:${image.contentType};base64,${image.body.toString('base64')}` };
  }

  // ---- the operator ----

  private async queueItems(rows: store.FeedbackRow[]): Promise<FeedbackQueueItem[]> {
    const [images, names] = await Promise.all([
      store.imageKeysOf(
        this.deps.db,
        rows.map((r) => r.id),
      ),
      this.deps.memberNames([...new Set(rows.map((r) => r.memberId))]),
    ]);
    return rows.map((r) => ({
      ...this.view(r, images.get(r.id) ?? []),
      memberId: r.memberId,
      username: names.get(r.memberId) ?? '',
      repliedBy: r.repliedBy,
    }));
  }

  async queue(
    siteId: number,
    input: { status?: FeedbackStatus; category?: FeedbackCategory; memberId?: number; page: number; pageSize: number },
  ): Promise<FeedbackQueue> {
    const { rows, total } = await store.page(this.deps.db, store.filters(siteId, input), input.page, input.pageSize);
    return { list: await this.queueItems(rows), total, page: input.page, pageSize: input.pageSize };
  }

  /**
   * The operator's answer (a new one replaces the last, and is sent again) and/or closing. Audited in
   * the same transaction; the member's message goes out through the outbox from it.
   */
  async reply(
    actor: OperatorActor,
    siteId: number,
    input: { id: number; reply?: string; close: boolean },
  ): Promise<FeedbackQueueItem> {
    const text = input.reply?.trim();
    if (text !== undefined && (lengthOf(text) < 1 || lengthOf(text) > FEEDBACK_REPLY_MAX)) {
      throw new DomainError('feedbackReplyInvalid');
    }
    if (text === undefined && !input.close) throw new DomainError('feedbackReplyInvalid');
    const row = await this.deps.db.transaction(async (tx) => {
      const open = await store.lockFeedback(tx, siteId, input.id);
      if (!open) throw new DomainError('feedbackNotFound');
      if (open.status === 'closed') throw new DomainError('feedbackClosed');
      const now = this.deps.clock.now();
      const answered = text ? { reply: text, repliedBy: actor.name, repliedAt: now, status: 'replied' as const } : {};
      const updated = await store.updateFeedback(tx, open.id, {
        ...answered,
        ...(input.close ? { status: 'closed' as const, closedAt: now } : {}),
      });
      if (text) {
        await this.deps.outbox.add(tx, feedbackEvents.replied, {
          siteId,
          memberId: open.memberId,
          feedbackId: open.id,
          excerpt: excerptOf(open.content),
          reply: text,
          repliedAt: now.toISOString(),
        });
      }
      await insertAudit(tx, {
        actor: actor.name,
        action: 'feedback.reply',
        detail: { siteId, feedbackId: open.id, memberId: open.memberId, replied: Boolean(text), closed: input.close },
      });
      return updated;
    });
    const [item] = await this.queueItems([row]);
    if (!item) throw new Error('feedback: no item for an updated row');
    return item;
  }

  /** An image of a feedback of the site, for the operator answering it. */
  async imageOf(siteId: number, input: { id: number; key: string }): Promise<FeedbackImage> {
    const image = await store.imageOfFeedback(this.deps.db, siteId, input.id, input.key);
    if (!image) throw new DomainError('notFound', { msg: '图片不存在' });
    return { key: input.key, dataUrl: `data:${image.contentType};base64,${image.body.toString('base64')}` };
  }
}
