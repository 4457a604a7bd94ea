import { messages } from '@brigade/domain/messages/catalogue';
import type {
  AllergenBlock,
  AllergenBlockListQuery,
  CreateAllergenBlockRequest,
} from '@brigade/domain/schemas/allergens';
import { createUniqueAudited } from '../../lib/audited-write.ts';
import { notFound } from '../../lib/errors.ts';
import { mappedPage } from '../../lib/find-page.ts';
import type { CoreDeps } from '../../lib/module.ts';
import * as repo from './blocks-repository.ts';
import { toAllergenBlock } from './mapping.ts';

/**
 * Blocked matches: "block match" stores that `subject` must not match `test` (the word matching then skips that
 * pair, ADR 009); "unblock" removes it.
 */
export function createAllergenBlocksService(deps: CoreDeps) {
  const { db, clock, audit } = deps;
  const entity = 'allergen_block';

  return {
    list: (query: AllergenBlockListQuery) => mappedPage(repo.findPage(db, query), toAllergenBlock),

    async block(actorId: number | null, input: CreateAllergenBlockRequest): Promise<AllergenBlock> {
      return createUniqueAudited(deps, {
        entity,
        actorId,
        taken: messages.allergenBlockExists,
        exists: () => repo.exists(db, input.subject, input.test),
        insert: async (tx) =>
          toAllergenBlock(
            await repo.insert(tx, {
              subject: input.subject,
              test: input.test,
              createdBy: actorId,
              now: clock(),
            }),
          ),
        key: (block) => block.allergen_block_id,
      });
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
