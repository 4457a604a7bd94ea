import { messages } from '@brigade/domain/messages/catalogue';
import type { AllergenBlock, CreateAllergenBlockRequest } from '@brigade/domain/schemas/allergens';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './block-repository.ts';

export interface BlockListParams {
  start: number;
  length: number;
  q?: string | undefined;
  sort_by?: 'subject' | 'test' | 'created_at' | undefined;
  sort_dir: 'asc' | 'desc';
}

export function toAllergenBlock(row: repo.AllergenBlockRow): AllergenBlock {
  return {
    allergen_block_id: row.allergenBlockId,
    subject: row.subject,
    test: row.test,
    created_at: row.createdAt.toISOString(),
  };
}

/** Spec §3/§5: "block match" stores that `subject` must not match `test`; "unblock" removes it. */
export function createAllergenBlocksService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const entity = 'allergen_block';

  return {
    async list(params: BlockListParams) {
      const { rows, total } = await repo.findPage(db, {
        start: params.start,
        length: params.length,
        q: params.q,
        sortBy: params.sort_by,
        sortDir: params.sort_dir,
      });
      return { items: rows.map(toAllergenBlock), total };
    },

    async block(actorId: number | null, input: CreateAllergenBlockRequest): Promise<AllergenBlock> {
      if (await repo.exists(db, input.subject, input.test)) throw conflict(messages.allergenBlockExists);
      try {
        return await db.transaction(async (tx) => {
          const row = await repo.insert(tx, {
            subject: input.subject,
            test: input.test,
            createdBy: actorId,
            now: clock(),
          });
          const block = toAllergenBlock(row);
          await audit.record(
            { userId: actorId, action: 'create', entity, entityId: block.allergen_block_id, change: block },
            tx,
          );
          return block;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.allergenBlockExists);
        throw error;
      }
    },

    async unblock(actorId: number, allergenBlockId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.deleteById(tx, allergenBlockId);
        if (!row) throw notFound();
        await audit.record(
          {
            userId: actorId,
            action: 'delete',
            entity,
            entityId: allergenBlockId,
            change: toAllergenBlock(row),
          },
          tx,
        );
      });
    },
  };
}

export type AllergenBlocksService = ReturnType<typeof createAllergenBlocksService>;
