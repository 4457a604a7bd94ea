import { messages } from '@brigade/domain/messages/catalogue';
import type {
  ChatPreference,
  ChatPreferenceListQuery,
  CreateChatPreferenceRequest,
  UpdateChatPreferenceRequest,
} from '@brigade/domain/schemas/chat-preferences';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import { checkedWrites } from '../../lib/checked-write.ts';
import { businessRule, conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { toChatPreference } from './mapping.ts';
import * as repo from './repository.ts';

/**
 * How customers want to be contacted. Exactly one preference is the default (GROUP in the demo): making another
 * the default moves the flag; the default itself cannot be unset or deleted, so customers always get one.
 */
export function createChatPreferencesService(deps: CoreDeps) {
  const { db, clock, audit } = deps;
  const entity = 'chat_preference';
  const writes = checkedWrites({ audit, entity, findByKey: repo.findById });

  return {
    async list(query: ChatPreferenceListQuery) {
      const { rows, total } = await repo.findPage(db, query);
      return { items: rows.map(toChatPreference), total };
    },

    async exportTable(query: ChatPreferenceListQuery): Promise<ExportTable> {
      const { items } = await this.list({ ...query, start: 0, length: EXPORT_MAX_ROWS });
      return {
        name: 'chat-preferences',
        columns: ['chat_preference_id', 'code', 'name', 'name_de', 'is_default', 'version', 'updated_at'],
        rows: items.map((c) => [
          c.chat_preference_id,
          c.code,
          c.name,
          c.name_de,
          c.is_default,
          c.version,
          c.updated_at,
        ]),
        readAt: clock(),
      };
    },

    async get(id: number): Promise<ChatPreference> {
      const row = await repo.findById(db, id);
      if (!row) throw notFound();
      return toChatPreference(row);
    },

    async create(actorId: number | null, input: CreateChatPreferenceRequest): Promise<ChatPreference> {
      const code = input.code.toUpperCase();
      if (await repo.existsByCode(db, code)) throw conflict(messages.chatPreferenceCodeTaken);
      return uniqueOr(messages.chatPreferenceCodeTaken, () =>
        db.transaction(async (tx) => {
          const now = clock();
          if (input.is_default) await repo.clearDefaultExcept(tx, null, now);
          const created = toChatPreference(
            await repo.insert(tx, {
              code,
              name: input.name,
              nameDe: input.name_de,
              isDefault: input.is_default ?? false,
              now,
            }),
          );
          await audit.record(
            {
              userId: actorId,
              action: 'create',
              entity,
              entityId: created.chat_preference_id,
              change: created,
            },
            tx,
          );
          return created;
        }),
      );
    },

    async update(actorId: number, id: number, input: UpdateChatPreferenceRequest): Promise<ChatPreference> {
      return db.transaction((tx) =>
        writes.update(tx, actorId, id, input.version, {
          check: (before) => {
            if (before.isDefault && !input.is_default) throw businessRule(messages.defaultChatPreferenceKept);
          },
          write: async (before) => {
            const now = clock();
            if (input.is_default && !before.isDefault) await repo.clearDefaultExcept(tx, id, now);
            const values = { name: input.name, nameDe: input.name_de, isDefault: input.is_default };
            return repo.updateIfVersion(tx, id, input.version, values, now);
          },
          audited: toChatPreference,
          after: toChatPreference,
        }),
      );
    },

    async remove(actorId: number, id: number, version: number): Promise<void> {
      await db.transaction((tx) =>
        writes.remove(tx, actorId, id, version, {
          check: (before) => {
            if (before.isDefault) throw businessRule(messages.defaultChatPreferenceKept);
          },
          write: () => repo.deleteIfVersion(tx, id, version),
          change: toChatPreference,
        }),
      );
    },
  };
}

export type ChatPreferencesService = ReturnType<typeof createChatPreferencesService>;
