import {
  createSupplierRequest,
  supplier,
  supplierList,
  supplierListQuery,
  updateSupplierRequest,
} from '@brigade/domain/schemas/ingredients';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../../lib/crud-routes.ts';
import { level1Ap } from '../../plugins/access.ts';
import type { SuppliersService } from './service.ts';

/** Suppliers of ingredients (`/ingredients?tab=suppliers`, drawer level 1 like the ingredients). */
export const suppliersRoutes: FastifyPluginAsyncZod<{ suppliers: SuppliersService }> = async (
  app,
  { suppliers },
) => {
  registerCrud(app, {
    path: '/suppliers',
    tag: 'suppliers',
    noun: 'supplier',
    item: supplier,
    list: supplierList,
    listQuery: supplierListQuery,
    create: createSupplierRequest,
    update: updateSupplierRequest,
    service: suppliers,
    readAccess: level1Ap,
    writeConfig: { access: level1Ap },
  });
};
