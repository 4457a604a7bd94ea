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

/** The allergies overview: every active customer's allergens, warnings and dislikes, for the kitchen. */
export function createCustomerAllergiesService({ db, clock }: Pick<CoreDeps, 'db' | 'clock'>) {
  async function list(
    params: CustomerAllergyParams,
  ): Promise<{ items: CustomerAllergyItem[]; total: number }> {
    const { rows, total } = await healthRepo.findAllergyPage(db, params);
    const ids = rows.map((r) => r.customerId);
    const health = groupBy(await healthRepo.healthOf(db, ids), (h) => h.customerId);
    return { items: rows.map((r) => toAllergyItem(r, health.get(r.customerId) ?? [])), total };
  }

  return {
    list,

    async exportTable(params: Omit<CustomerAllergyParams, 'start' | 'length'>): Promise<ExportTable> {
      const { items } = await list({ ...params, start: 0, length: EXPORT_MAX_ROWS });
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
