import { customerDataCsvRows } from '@brigade/domain/customers/data-export';
import { idParam } from '@brigade/domain/schemas/common';
import {
  customerDataExportQuery,
  type CustomerDataFormat,
  eraseCustomerRequest,
  eraseCustomerResponse,
} from '@brigade/domain/schemas/customer-data-rights';
import { toCsv } from '@brigade/domain/text/csv-export';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { CustomerEraseService } from './customer-erase.ts';
import type { CustomerDataExport, CustomerExportService } from './customer-export.ts';

const tags = ['customers'];

/** The export as a download: the JSON document as is, or the CSV of its tables. */
function sendCustomerData(reply: FastifyReply, format: CustomerDataFormat, data: CustomerDataExport) {
  const filename = `customer-${data.customer_id}-${data.exported_at.slice(0, 10)}.${format}`;
  reply
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
  if (format === 'csv') {
    return reply.type('text/csv; charset=utf-8').send(toCsv(customerDataCsvRows(data.tables)));
  }
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
}
const config = { access: superAp };

type Options = { exports: CustomerExportService; erasure: CustomerEraseService };

/** A customer's data rights (ADR 082): all their data as one file, and their erasure. SUPER only. */
export const dataRightsRoutes: FastifyPluginAsyncZod<Options> = async (app, { exports, erasure }) => {
  app.get(
    '/customers/:id/export',
    {
      config,
      schema: {
        tags,
        summary:
          'Everything stored about the customer (every table that names them) as one JSON document or one CSV with a section per table; audited',
        params: idParam,
        querystring: customerDataExportQuery,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) =>
      sendCustomerData(
        reply,
        request.query.format,
        await exports.export(sessionOf(request).user_id, request.params.id),
      ),
  );

  app.post(
    '/customers/:id/erase',
    {
      config,
      schema: {
        tags,
        summary:
          "Erase the customer's personal and health data (confirm: their number or full name typed back); orders and invoices stay as the accounting law asks. 422 while orders still run",
        params: idParam,
        body: eraseCustomerRequest,
        response: { 200: eraseCustomerResponse, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => erasure.erase(sessionOf(request).user_id, request.params.id, request.body.confirm),
  );
};
