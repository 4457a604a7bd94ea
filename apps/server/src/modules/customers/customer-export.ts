import type { CustomerDataSections } from '@brigade/domain/schemas/customer-data-rights';
import { notFound } from '../../lib/errors.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { customerData } from './data-rights-repository.ts';

export interface CustomerDataExport {
  customer_id: number;
  exported_at: string;
  /** Every table that holds rows of the customer, with those rows as stored. */
  tables: CustomerDataSections;
}

/**
 * A customer's right of access (ADR 082): everything stored about them in one document. The export is audited
 * with the number of rows per table — not the data itself.
 */
export function createCustomerExportService({ db, clock, audit }: CoreDeps) {
  return {
    async export(actorId: number, id: number): Promise<CustomerDataExport> {
      const tables = await customerData(db, id);
      if (!tables) throw notFound();
      const exportedAt = clock();
      const rows = Object.fromEntries(Object.entries(tables).map(([table, list]) => [table, list.length]));
      await audit.record({
        userId: actorId,
        action: 'export',
        entity: 'customer',
        entityId: id,
        change: { rows },
      });
      return { customer_id: id, exported_at: exportedAt.toISOString(), tables };
    },
  };
}

export type CustomerExportService = ReturnType<typeof createCustomerExportService>;
