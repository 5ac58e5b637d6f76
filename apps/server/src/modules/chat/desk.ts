import type { ChatRoomRef } from '@courtside/contract';
import { insertAudit } from '../../platform/audit';
import type { OperatorActor } from '../../platform/auth';
import type { Db } from '../../platform/db';
import type { ChatService, Moderator } from './service';
import type { RoomPatch } from './store';

/** The back office's chat actions: the same rules as a room administrator's, each one audited. */
export class ChatDesk {
  constructor(private readonly deps: { db: Db; chat: ChatService }) {}

  private as(actor: OperatorActor, siteId: number): Moderator {
    return { kind: 'operator', name: actor.name, siteId };
  }

  private audit(actor: OperatorActor, action: string, detail: unknown) {
    return insertAudit(this.deps.db, { actor: actor.name, action: `chat.${action}`, detail });
  }

  words(siteId: number) {
    return this.deps.chat.words(siteId);
  }

  async changeWords(actor: OperatorActor, siteId: number, input: { add: string[]; remove: string[] }) {
    const result = await this.deps.chat.changeWords(siteId, input);
    await this.audit(actor, 'words', { siteId, ...input });
    return result;
  }

  async settings(actor: OperatorActor, siteId: number, room: ChatRoomRef, patch: RoomPatch) {
    const result = await this.deps.chat.changeSettings(this.as(actor, siteId), room, patch);
    await this.audit(actor, 'settings', { siteId, room, patch });
    return result;
  }

  async mute(
    actor: OperatorActor,
    siteId: number,
    input: { room: ChatRoomRef; memberId: number; minutes: number; reason: string },
  ) {
    const result = await this.deps.chat.mute(this.as(actor, siteId), input);
    await this.audit(actor, 'mute', { siteId, ...input });
    return result;
  }

  async unblock(actor: OperatorActor, siteId: number, input: { room: ChatRoomRef; memberId: number }) {
    const result = await this.deps.chat.unblock(this.as(actor, siteId), input);
    await this.audit(actor, 'unblock', { siteId, ...input });
    return result;
  }

  muted(actor: OperatorActor, siteId: number, room: ChatRoomRef) {
    return this.deps.chat.muted(this.as(actor, siteId), room);
  }

  async remove(actor: OperatorActor, siteId: number, input: { room: ChatRoomRef; messageId: string }) {
    const result = await this.deps.chat.remove(this.as(actor, siteId), input);
    await this.audit(actor, 'delete', { siteId, ...input });
    return result;
  }
}
