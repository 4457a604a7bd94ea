import {
  labourByEmployee,
  labourOverall,
  labourQuery,
  type LabourQuery,
} from '@brigade/domain/schemas/labour';
import type { CsvCell } from '@brigade/domain/text/csv-export';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../lib/clock.ts';
import { sendExport, type ExportTable } from '../../lib/export.ts';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { LabourService } from './labour-service.ts';

const overallColumns = [
  'week_id',
  'start_date',
  'staff_hours',
  'staff_cost_chf',
  'courier_hours',
  'courier_cost_chf',
  'hours',
  'cost_chf',
  'meals',
  'meals_per_hour',
  'staff_cost_per_meal',
] as const;
const employeeColumns = [
  'week_id',
  'start_date',
  'employee_id',
  'name',
  'role',
  'kind',
  'hours',
  'cost_chf',
] as const;

function tableOf(
  name: string,
  columns: readonly string[],
  rows: readonly object[],
  readAt: Date,
): ExportTable {
  const cells = rows.map((r) => columns.map((c) => (r as Record<string, CsvCell>)[c] ?? null));
  return { name, columns, rows: cells, readAt };
}

/** The labour figures (analytics, SUPER only): JSON for the screens, and the same rows as CSV and .xlsx. */
export const labourRoutes: FastifyPluginAsyncZod<{ labour: LabourService; clock: Clock }> = async (
  app,
  { labour, clock },
) => {
  const config = { access: superAp };
  const tags = ['analytics'];
  const range = 'from and to: Mondays, at most 156 weeks (none: the 12 weeks up to the current week)';

  app.get(
    '/labour/overall',
    {
      config,
      schema: {
        tags,
        summary: `Per week: hours and cost of staff and express couriers, meals made, meals per staff hour; ${range}`,
        querystring: labourQuery,
        response: { 200: labourOverall, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => labour.overall(request.query),
  );
  app.get(
    '/labour/employees',
    {
      config,
      schema: {
        tags,
        summary: `Net hours and cost per employee and week (of the paid date); audited; ${range}`,
        querystring: labourQuery,
        response: { 200: labourByEmployee, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => labour.byEmployee(sessionOf(request).user_id, request.query),
  );

  for (const format of ['csv', 'xlsx'] as const) {
    app.get(
      `/labour/overall/export.${format}`,
      {
        config,
        schema: {
          tags,
          summary: `The weeks as ${format}`,
          querystring: labourQuery,
          response: errorResponses(400, 401, 403),
        },
      },
      async (request, reply) => {
        const answer = await labour.overall(request.query as LabourQuery);
        const rows = [...answer.rows, { week_id: 'TOTAL', start_date: answer.from, ...answer.total }];
        return sendExport(reply, format, tableOf('labour-overall', overallColumns, rows, clock()));
      },
    );
    app.get(
      `/labour/employees/export.${format}`,
      {
        config,
        schema: {
          tags,
          summary: `The employee weeks as ${format}; audited`,
          querystring: labourQuery,
          response: errorResponses(400, 401, 403),
        },
      },
      async (request, reply) => {
        const answer = await labour.byEmployee(sessionOf(request).user_id, request.query as LabourQuery);
        return sendExport(reply, format, tableOf('labour-employees', employeeColumns, answer.rows, clock()));
      },
    );
  }
};
