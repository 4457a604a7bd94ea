import type { CsvCell } from '@brigade/domain/text/csv-export';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { superAp } from '../plugins/access.ts';
import type { Clock } from './clock.ts';
import { sendExport } from './export.ts';
import { errorResponses } from './http.ts';

/** The answer of an analytics table: its rows (one per line of the table shown) and whatever else it carries. */
export interface AnalyticsTableAnswer {
  readonly rows: readonly Readonly<Record<string, CsvCell>>[];
}

/**
 * One analytics table (issue 20): GET `path` answers the JSON the screen draws its chart and table from;
 * GET `path/export.csv` and `path/export.xlsx` download the same rows with the same query (the header row
 * names the API fields, ADR 010). SUPER only (drawer level 0).
 */
export interface AnalyticsTableSpec<Q extends z.ZodType, R extends z.ZodType<AnalyticsTableAnswer>> {
  path: string;
  /** The file name of the download without date or extension, e.g. `analytics-customers-weekly`. */
  name: string;
  summary: string;
  query: Q;
  response: R;
  /** The rows' fields in the order of the download's columns. */
  columns: readonly string[];
  read: (query: z.output<Q>) => Promise<z.output<R>>;
}

/** Registers the JSON route of an analytics table and its two downloads. */
export function registerAnalyticsTable<Q extends z.ZodType, R extends z.ZodType<AnalyticsTableAnswer>>(
  app: FastifyInstance,
  clock: Clock,
  spec: AnalyticsTableSpec<Q, R>,
) {
  // Plain fastify types (the generic schemas are too wide for the zod type provider); the app's zod compilers
  // still parse the query and check the answer.
  const api = app;
  const tags = ['analytics'];
  api.get(
    spec.path,
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: spec.summary,
        querystring: spec.query,
        response: { 200: spec.response, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => spec.read(request.query as z.output<Q>),
  );
  for (const format of ['csv', 'xlsx'] as const) {
    api.get(
      `${spec.path}/export.${format}`,
      {
        config: { access: superAp },
        schema: {
          tags,
          summary: `The same rows as ${format === 'csv' ? 'CSV' : '.xlsx'} (columns: ${spec.columns.join(', ')})`,
          querystring: spec.query,
          response: errorResponses(400, 401, 403),
        },
      },
      async (request, reply) => {
        const answer = (await spec.read(request.query as z.output<Q>)) as AnalyticsTableAnswer;
        return sendExport(reply, format, {
          name: spec.name,
          columns: spec.columns,
          rows: answer.rows.map((row) => spec.columns.map((column) => row[column])),
          readAt: clock(),
        });
      },
    );
  }
}
