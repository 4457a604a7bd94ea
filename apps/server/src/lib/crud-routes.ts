import { exportFormatField, idParam, type ExportFormat } from '@brigade/domain/schemas/common';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { sendExport, type ExportTable } from './export.ts';
import { errorResponses } from './http.ts';
import { createRoute, deleteRoute, updateRoute } from './record-routes.ts';
import { superAp, type AccessPolicy } from '../plugins/access.ts';

// Plain Fastify types: the schemas below still validate and serialise (the zod compilers are the app's).
type App = FastifyInstance;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ListQuery = z.ZodObject<any>;

interface CrudService<Item, Create, Update, Key, Query> {
  list(query: Query): Promise<{ items: Item[]; total: number }>;
  exportTable(query: Query): Promise<ExportTable>;
  get(key: Key): Promise<Item>;
  create(actorId: number, body: Create): Promise<Item>;
  update(actorId: number, key: Key, body: Update): Promise<Item>;
  remove(actorId: number, key: Key, version: number): Promise<void>;
}

export interface CrudOptions<Item, Create, Update, Key, Query> {
  /** `/couriers`: list, export, get, create, update (version → 409) and delete (?version=). */
  path: string;
  tag: string;
  noun: string;
  item: z.ZodType<Item>;
  list: z.ZodType;
  listQuery: ListQuery;
  create: z.ZodType<unknown, Create>;
  update: z.ZodType<unknown, Update>;
  /** The path parameter: `idParam` (numeric `:id`) unless given. */
  param?: { schema: z.ZodObject; name: string; key: (params: never) => Key };
  service: CrudService<Item, Create, Update, Key, Query>;
  /** Who may read (list, export, get): level-0 Administration unless given. */
  readAccess?: AccessPolicy;
  /** The route config of the writes (access, level-0 Administration unless given; booking caches they make stale). */
  writeConfig?: FastifyContextConfig;
}

/** What every route of one resource shares: its tag, paths, access and how a path names one record. */
interface Resource<Item, Create, Update, Key, Query> {
  o: CrudOptions<Item, Create, Update, Key, Query>;
  tags: string[];
  one: string;
  params: z.ZodObject;
  keyOf: (params: unknown) => Key;
  config: FastifyContextConfig;
  writeConfig: FastifyContextConfig;
}

function listRoutes<Item, Create, Update, Key, Query>(
  app: App,
  { o, tags, config }: Resource<Item, Create, Update, Key, Query>,
) {
  app.get(
    o.path,
    {
      config,
      schema: {
        tags,
        summary: `List ${o.noun}s`,
        querystring: o.listQuery,
        response: { 200: o.list, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => o.service.list(request.query as Query),
  );

  app.get(
    `${o.path}/export`,
    {
      config,
      schema: {
        tags,
        summary: `Download the ${o.noun} list (same filter and sort) as CSV or .xlsx`,
        querystring: o.listQuery.extend(exportFormatField),
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const query = request.query as Query & { format: ExportFormat };
      return sendExport(reply, query.format, await o.service.exportTable(query));
    },
  );
}

function readAndCreateRoutes<Item, Create, Update, Key, Query>(
  app: App,
  { o, tags, one, params, keyOf, config, writeConfig }: Resource<Item, Create, Update, Key, Query>,
) {
  app.get(
    one,
    {
      config,
      schema: {
        tags,
        summary: `One ${o.noun}`,
        params,
        response: { 200: o.item, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => o.service.get(keyOf(request.params)),
  );

  createRoute(app, {
    path: o.path,
    tags,
    config: writeConfig,
    summary: `Add a ${o.noun}`,
    body: o.create,
    item: o.item,
    moreErrors: [409, 422],
    create: (actorId, body) => o.service.create(actorId, body as Create),
  });
}

function changeRoutes<Item, Create, Update, Key, Query>(
  app: App,
  { o, tags, one, params, keyOf, writeConfig }: Resource<Item, Create, Update, Key, Query>,
) {
  updateRoute(app, {
    path: one,
    tags,
    config: writeConfig,
    summary: `Edit a ${o.noun}; send the version you read (409 when someone changed it since)`,
    params,
    body: o.update,
    item: o.item,
    moreErrors: [422],
    update: (actorId, key, body) => o.service.update(actorId, keyOf(key), body as Update),
  });

  deleteRoute(app, {
    path: one,
    tags,
    config: writeConfig,
    summary: `Delete a ${o.noun}; ?version= is the version you read`,
    params,
    remove: (actorId, key, version) => o.service.remove(actorId, keyOf(key), version),
  });
}

/**
 * The list + dialog pattern of the screens as routes: a thin route per action (list, export, get, create,
 * update, delete, in that order), each with its zod schemas and level-0 Administration access unless given.
 */
export function registerCrud<Item, Create, Update, Key, Query = never>(
  app: App,
  o: CrudOptions<Item, Create, Update, Key, Query>,
) {
  const param = o.param ?? {
    schema: idParam,
    name: ':id',
    key: (params: { id: number }) => params.id as Key,
  };
  const resource: Resource<Item, Create, Update, Key, Query> = {
    o,
    tags: [o.tag],
    one: `${o.path}/${param.name}`,
    params: param.schema,
    keyOf: (params) => param.key(params as never),
    config: { access: o.readAccess ?? superAp },
    writeConfig: { access: superAp, ...o.writeConfig },
  };
  listRoutes(app, resource);
  readAndCreateRoutes(app, resource);
  changeRoutes(app, resource);
}
