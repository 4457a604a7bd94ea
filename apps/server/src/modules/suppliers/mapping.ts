import type { CreateSupplier, Supplier } from '@brigade/domain/schemas/ingredients';
import type { SupplierValues, SupplierWithCount } from './repository.ts';

export function toSupplier(row: SupplierWithCount): Supplier {
  return {
    supplier_id: row.supplierId,
    name: row.name,
    contact: row.contact,
    email: row.email,
    phone: row.phone,
    spec_count: row.specCount,
    version: row.version,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The request's columns as the table's values. */
export function toValues(input: CreateSupplier): SupplierValues {
  return { name: input.name, contact: input.contact, email: input.email, phone: input.phone };
}
