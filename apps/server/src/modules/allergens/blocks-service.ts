import { messages } from '@brigade/domain/messages/catalogue';
import type {
  AllergenBlock,
  AllergenBlockListQuery,
  CreateAllergenBlockRequest,
} from '@brigade/domain/schemas/allergens';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import type { AuditService } from '../audit/service.ts';
import * as repo from './blocks-repository.ts';
import { toAllergenBlock } from './mapping.ts';

/**
 * Blocked matches: "block match" stores that `subject` must not match `test` (the word matching then skips that
 * pair, ADR 009); "unblock" removes it.
 */
export function createAllergenBlocksService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;
  const entity = 'allergen_block';

  return {
    async list(query: AllergenBlockListQuery) {
      const { rows, total } = await repo.findPage(db, query);
      return { items: rows.map(toAllergenBlock), total };
    },

    async block(actorId: number | null, input: CreateAllergenBlockRequest): Promise<AllergenBlock> {
      if (await repo.exists(db, input.subject, input.test)) throw conflict(messages.allergenBlockExists);
      return uniqueOr(messages.allergenBlockExists, () =>
        db.transaction(async (tx) => {
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
        }),
      );
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
