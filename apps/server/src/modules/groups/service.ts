import { messages } from '@brigade/domain/messages/catalogue';
import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type {
  CreateCustomerGroup,
  CustomerGroup,
  CustomerGroupListParams,
  GroupMember,
  UpdateCustomerGroup,
} from '@brigade/domain/schemas/groups';
import type { Db } from '../../db/client.ts';
import { versionedRemove } from '../../lib/audited-delete.ts';
import { createUniqueAudited, updateAudited } from '../../lib/audited-write.ts';
import { conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import type { ExportTable } from '../../lib/export.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { versionedRow } from '../../lib/versioned.ts';
import { toGroup } from './mapping.ts';
import * as repo from './repository.ts';

const columns = ['group_id', 'name', 'description', 'member_count', 'version', 'updated_at'] as const;

/** /groups: customer groups and their members (customers.group_id: a customer is in at most one group). */
export function createGroupsService({ db, clock, audit }: CoreDeps) {
  const entity = 'customer_group';

  async function groupOr404(tx: Db, id: number) {
    const row = await repo.findById(tx, id);
    if (!row) throw notFound();
    return row;
  }

  /** Sets a customer's group (null: none), audited as a change of the customer. */
  async function moveCustomer(
    tx: Db,
    actorId: number,
    customerId: number,
    from: number | null,
    to: number | null,
  ) {
    await repo.setGroup(tx, customerId, to, clock());
    const change = { group_id: { before: from, after: to } };
    await audit.record(
      { userId: actorId, action: 'update', entity: 'customer', entityId: customerId, change },
      tx,
    );
  }

  async function list(params: CustomerGroupListParams) {
    const { rows, total } = await repo.findPage(db, params);
    return { items: rows.map(toGroup), total };
  }

  return {
    list,

    async exportTable(params: Omit<CustomerGroupListParams, 'start' | 'length'>): Promise<ExportTable> {
      const { items } = await list({ ...params, start: 0, length: EXPORT_MAX_ROWS });
      return { name: 'groups', columns, rows: items.map((g) => columns.map((c) => g[c])), readAt: clock() };
    },

    async get(id: number): Promise<CustomerGroup> {
      return toGroup(await groupOr404(db, id));
    },

    async create(actorId: number, input: CreateCustomerGroup): Promise<CustomerGroup> {
      return createUniqueAudited(
        { db, audit },
        {
          entity,
          actorId,
          taken: messages.groupNameTaken,
          exists: () => repo.existsByName(db, input.name),
          insert: async (tx) => {
            const row = await repo.insert(tx, { name: input.name, description: input.description }, clock());
            return toGroup({ group: row, memberCount: 0 });
          },
          key: (created) => created.group_id,
        },
      );
    },

    async update(actorId: number, id: number, input: UpdateCustomerGroup): Promise<CustomerGroup> {
      return uniqueOr(messages.groupNameTaken, () =>
        updateAudited(
          { db, audit },
          {
            entity,
            actorId,
            key: id,
            read: async (tx) => toGroup(await groupOr404(tx, id)),
            write: async (tx) => {
              if (await repo.existsByName(tx, input.name, id)) throw conflict(messages.groupNameTaken);
              const values = { name: input.name, description: input.description };
              await versionedRow(await repo.updateIfVersion(tx, id, input.version, values, clock()), () =>
                repo.findById(tx, id),
              );
            },
          },
        ),
      );
    },

    /** Deleting a group leaves its members without a group (customers.group_id is set null). */
    remove: versionedRemove(
      { db, audit },
      {
        entity,
        // The audit keeps the group as it was, with its member count before the delete.
        deleteIfVersion: async (tx, key, expected) => {
          const before = await repo.findById(tx, key);
          return (await repo.deleteIfVersion(tx, key, expected)) && before;
        },
        findByKey: repo.findById,
        change: toGroup,
      },
    ),

    async members(id: number): Promise<{ items: GroupMember[]; total: number }> {
      await groupOr404(db, id);
      const items = await repo.findMembers(db, id);
      return { items, total: items.length };
    },

    /**
     * Puts a customer in the group. Already in it: nothing changes. In another group: 409 unless `move`,
     * so nobody is taken out of a group by accident.
     */
    async addMember(actorId: number, id: number, customerId: number, move: boolean): Promise<GroupMember> {
      return db.transaction(async (tx) => {
        await groupOr404(tx, id);
        const customer = await repo.findCustomer(tx, customerId);
        if (!customer) throw notFound(messages.spCustomerUnknown);
        const { group_id: from, ...member } = customer;
        if (from === id) return member;
        if (from !== null && !move) throw conflict(messages.groupMemberElsewhere);
        await moveCustomer(tx, actorId, customerId, from, id);
        return member;
      });
    },

    async removeMember(actorId: number, id: number, customerId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await groupOr404(tx, id);
        const customer = await repo.findCustomer(tx, customerId);
        if (!customer || customer.group_id !== id) throw notFound();
        await moveCustomer(tx, actorId, customerId, id, null);
      });
    },
  };
}

export type GroupsService = ReturnType<typeof createGroupsService>;
