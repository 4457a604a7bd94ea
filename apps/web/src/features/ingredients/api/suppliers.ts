import {
  supplier,
  supplierList,
  type CreateSupplierRequest,
  type UpdateSupplierRequest,
} from '@brigade/domain/schemas/ingredients';
import { crudResource } from '../../../lib/crud-resource.ts';

/**
 * /suppliers: list (`q` searches name, contact, e-mail and phone), get, create, update (version), delete
 * (409 while an ingredient spec uses the supplier).
 */
export const suppliersApi = crudResource({
  path: '/suppliers',
  item: supplier,
  list: supplierList,
  keyOf: (s) => s.supplier_id,
});
export const useCreateSupplier = () => suppliersApi.useCreate<CreateSupplierRequest>();
export const useUpdateSupplier = () => suppliersApi.useUpdate<UpdateSupplierRequest>();
