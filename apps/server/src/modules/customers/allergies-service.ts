import { EXPORT_MAX_ROWS } from '@brigade/domain/schemas/common';
import type {
  CustomerAllergen,
  CustomerAllergyItem,
  CustomerAllergyParams,
} from '@brigade/domain/schemas/customer-health';
import type { ExportTable } from '../../lib/export.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { CoreDeps } from '../../lib/module.ts';
import * as healthRepo from './allergies-repository.ts';
import { recordHealthRead } from './health-reads.ts';
import { toAllergyItem } from './mapping.ts';

const columns = [
  'customer_id',
  'name',
  'allergens',
  'warnings',
  'other_allergens',
  'other_warnings',
  'dislikes',
  'special_requirements',
] as const;

/**
 * The allergies overview: every active customer's allergens, warnings and dislikes, for the kitchen. Each read
 * (a page, an export) is one audit entry naming the customers shown.
 */
export function createCustomerAllergiesService({ db, clock, audit }: CoreDeps) {
  async function list(
    params: CustomerAllergyParams,
  ): Promise<{ items: CustomerAllergyItem[]; total: number }> {
    const { rows, total } = await healthRepo.findAllergyPage(db, params);
    const ids = rows.map((r) => r.customerId);
    const health = groupBy(await healthRepo.healthOf(db, ids), (h) => h.customerId);
    return { items: rows.map((r) => toAllergyItem(r, health.get(r.customerId) ?? [])), total };
  }

  const shown = (actorId: number, via: string, items: readonly CustomerAllergyItem[]) =>
    recordHealthRead(audit, actorId, { via, key: 'allergies', customerIds: items.map((i) => i.customer_id) });

  return {
    async list(actorId: number, params: CustomerAllergyParams) {
      const page = await list(params);
      await shown(actorId, 'allergies overview', page.items);
      return page;
    },

    async exportTable(
      actorId: number,
      params: Omit<CustomerAllergyParams, 'start' | 'length'>,
    ): Promise<ExportTable> {
      const { items } = await list({ ...params, start: 0, length: EXPORT_MAX_ROWS });
      await shown(actorId, 'allergies export', items);
      const names = (allergens: CustomerAllergen[]) => allergens.map((a) => a.name).join(', ');
      return {
        name: 'customer-allergies',
        columns,
        rows: items.map((i) => [
          i.customer_id,
          i.name,
          names(i.allergens),
          names(i.warnings),
          i.other_allergens.join(', '),
          i.other_warnings.join(', '),
          i.dislikes.join(', '),
          i.special_requirements,
        ]),
        readAt: clock(),
      };
    },
  };
}

export type CustomerAllergiesService = ReturnType<typeof createCustomerAllergiesService>;
