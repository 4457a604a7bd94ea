import { messages } from '@brigade/domain/messages/catalogue';
import type {
  createEmployeeRequest,
  Employee,
  EmployeeList,
  EmployeeListQuery,
  updateEmployeeRequest,
} from '@brigade/domain/schemas/staff';
import type { z } from 'zod';
import { checkedWrites } from '../../lib/checked-write.ts';
import { conflict, notFound, uniqueOr } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { toEmployee } from './mapping.ts';
import * as repo from './repository.ts';

/**
 * The employees whose hours are kept: kitchen staff and express couriers. Deactivating keeps the employee and
 * their hours (the list shows active ones unless asked); names stay unique, so the hours upload finds them.
 */
export function createEmployeesService({ db, clock, audit }: CoreDeps) {
  const entity = 'employee';
  const writes = checkedWrites({ audit, entity, findByKey: repo.findEmployee });

  return {
    async list(query: EmployeeListQuery): Promise<EmployeeList> {
      const rows = await repo.findEmployees(db, {
        includeInactive: query.include_inactive,
        kind: query.kind,
      });
      return { items: rows.map(toEmployee), total: rows.length };
    },

    async get(id: number): Promise<Employee> {
      const row = await repo.findEmployee(db, id);
      if (!row) throw notFound(messages.employeeNotFound);
      return toEmployee(row);
    },

    async create(actorId: number | null, input: z.output<typeof createEmployeeRequest>): Promise<Employee> {
      if (await repo.nameTaken(db, input.first_name, input.last_name)) {
        throw conflict(messages.employeeNameTaken);
      }
      return uniqueOr(messages.employeeNameTaken, () =>
        db.transaction(async (tx) => {
          const now = clock();
          const created = toEmployee(
            await repo.insertEmployee(tx, {
              firstName: input.first_name,
              lastName: input.last_name,
              role: input.role,
              kind: input.kind,
              hourlyCostChf: input.hourly_cost_chf.toFixed(2),
              createdAt: now,
              updatedAt: now,
            }),
          );
          await audit.record(
            { userId: actorId, action: 'create', entity, entityId: created.employee_id, change: created },
            tx,
          );
          return created;
        }),
      );
    },

    async update(
      actorId: number,
      id: number,
      input: z.output<typeof updateEmployeeRequest>,
    ): Promise<Employee> {
      return uniqueOr(messages.employeeNameTaken, () =>
        db.transaction((tx) =>
          writes.update(tx, actorId, id, input.version, {
            check: async () => {
              if (await repo.nameTaken(tx, input.first_name, input.last_name, id)) {
                throw conflict(messages.employeeNameTaken);
              }
            },
            write: () =>
              repo.employeeWrites.updateIfVersion(
                tx,
                id,
                input.version,
                {
                  firstName: input.first_name,
                  lastName: input.last_name,
                  role: input.role,
                  kind: input.kind,
                  hourlyCostChf: input.hourly_cost_chf.toFixed(2),
                  active: input.active,
                },
                clock(),
              ),
            audited: toEmployee,
            after: toEmployee,
          }),
        ),
      );
    },
  };
}

export type EmployeesService = ReturnType<typeof createEmployeesService>;
