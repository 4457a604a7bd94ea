import { messages } from '@brigade/domain/messages/catalogue';
import type { DeliveryGroup, UpdateDeliveryGroup } from '@brigade/domain/schemas/special-programmes';
import type { Db } from '../../db/client.ts';
import { conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { versionedRow } from '../../lib/versioned.ts';
import { findCustomers } from './customers-repository.ts';
import * as repo from './delivery-groups-repository.ts';
import { toDeliveryGroup } from './mapping.ts';
import { programmeOr404 } from './service.ts';

const entity = 'delivery_group';

/** The delivery groups of a special programme (names unique within it), with the customers in each. */
export function createDeliveryGroupsService({ db, clock, audit }: CoreDeps) {
  async function groupsOf(tx: Db, programmeId: number): Promise<DeliveryGroup[]> {
    const [groups, members] = await Promise.all([
      repo.findGroups(tx, programmeId),
      findCustomers(tx, programmeId),
    ]);
    return groups.map((g) => toDeliveryGroup(g, members));
  }

  return {
    async listGroups(id: number): Promise<{ delivery_groups: DeliveryGroup[] }> {
      await programmeOr404(db, id);
      return { delivery_groups: await groupsOf(db, id) };
    },

    async createGroup(actorId: number, id: number, name: string): Promise<DeliveryGroup> {
      return uniqueOr(messages.deliveryGroupTaken, () =>
        db.transaction(async (tx) => {
          await programmeOr404(tx, id);
          if (await repo.groupNameTaken(tx, id, name)) throw conflict(messages.deliveryGroupTaken);
          const row = await repo.insertGroup(tx, id, name, clock());
          const created = toDeliveryGroup(row, []);
          await audit.record(
            { userId: actorId, action: 'create', entity, entityId: row.deliveryGroupId, change: created },
            tx,
          );
          return created;
        }),
      );
    },

    async updateGroup(
      actorId: number,
      id: number,
      groupId: number,
      input: UpdateDeliveryGroup,
    ): Promise<DeliveryGroup> {
      return uniqueOr(messages.deliveryGroupTaken, () =>
        db.transaction(async (tx) => {
          await programmeOr404(tx, id);
          const before = await repo.findGroup(tx, id, groupId);
          if (!before) throw notFound();
          if (await repo.groupNameTaken(tx, id, input.delivery_group, groupId)) {
            throw conflict(messages.deliveryGroupTaken);
          }
          const values = { deliveryGroup: input.delivery_group };
          await versionedRow(
            await repo.groupWrites.updateIfVersion(tx, groupId, input.version, values, clock()),
            () => repo.findGroup(tx, id, groupId),
          );
          const after = (await groupsOf(tx, id)).find((g) => g.delivery_group_id === groupId)!;
          const change = { before: { delivery_group: before.deliveryGroup, version: before.version }, after };
          await audit.record({ userId: actorId, action: 'update', entity, entityId: groupId, change }, tx);
          return after;
        }),
      );
    },

    /** Deleting a group takes its customers out of it (their versions move); they stay on the programme. */
    async removeGroup(actorId: number, id: number, groupId: number, version: number): Promise<void> {
      await db.transaction(async (tx) => {
        await programmeOr404(tx, id);
        const group = await repo.findGroup(tx, id, groupId);
        if (!group) throw notFound();
        if (group.version !== version) throw conflict(messages.staleVersion);
        await repo.clearGroup(tx, groupId, clock());
        await versionedRow(await repo.groupWrites.deleteIfVersion(tx, groupId, version), () =>
          repo.findGroup(tx, id, groupId),
        );
        await audit.record(
          {
            userId: actorId,
            action: 'delete',
            entity,
            entityId: groupId,
            change: { special_programme_id: id, delivery_group: group.deliveryGroup },
          },
          tx,
        );
      });
    },
  };
}

export type DeliveryGroupsService = ReturnType<typeof createDeliveryGroupsService>;
