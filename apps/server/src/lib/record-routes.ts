import { idParam, versionQuery } from '@brigade/domain/schemas/common';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { errorResponses, noContent } from './http.ts';
import { sessionOf } from '../plugins/access.ts';

// Plain Fastify types (as in crud-routes.ts): the schemas below still validate and serialise.
type App = FastifyInstance;
type IdParam = typeof idParam;

/** One write route of a record: its path, tag, access and summary, and how its path names the record. */
interface RecordRoute<P extends z.ZodObject> {
  path: string;
  tags: string[];
  config: FastifyContextConfig;
  summary: string;
  /** The path parameters: `idParam` (numeric `:id`) for PUT and DELETE unless given; none for POST unless given. */
  params?: P;
  /** Errors beyond the usual ones: 404 (a POST under a missing record), 409 (a taken name, …), 422 (a rule refuses). */
  moreErrors?: readonly (404 | 409 | 422)[];
}

/** A write route that takes a body and answers the record. */
interface BodyRoute<P extends z.ZodObject, B extends z.ZodType> extends RecordRoute<P> {
  body: B;
  item: z.ZodType;
}

/** A route's options: its access config, then its schema: the tag, the summary and `parts` in their order. */
function optionsOf(r: RecordRoute<z.ZodObject>, parts: FastifySchema) {
  return { config: r.config, schema: { tags: r.tags, summary: r.summary, ...parts } };
}

/** The documented errors of a route: the usual ones of its method, then its `moreErrors`. */
function errorsOf(r: RecordRoute<z.ZodObject>, ...usual: (400 | 401 | 403 | 404 | 409)[]) {
  return errorResponses(...usual, ...(r.moreErrors ?? []));
}

/**
 * `POST path`: the session's user creates a record from the body; 201 with the created record. Errors: 400,
 * 401, 403 and `moreErrors`.
 */
export function createRoute<B extends z.ZodType, P extends z.ZodObject = z.ZodObject<Record<string, never>>>(
  app: App,
  r: BodyRoute<P, B> & {
    /** `request`: for what the answer adds beyond the record (booking caches a write made stale). */
    create: (
      actorId: number,
      body: z.infer<B>,
      params: z.infer<P>,
      request: FastifyRequest,
    ) => Promise<unknown>;
  },
) {
  app.post(
    r.path,
    optionsOf(r, {
      ...(r.params && { params: r.params }),
      body: r.body,
      response: { 201: r.item, ...errorsOf(r, 400, 401, 403) },
    }),
    async (request, reply) => {
      const params = request.params as z.infer<P>;
      const created = await r.create(sessionOf(request).user_id, request.body as z.infer<B>, params, request);
      return reply.code(201).send(created);
    },
  );
}

/**
 * `PUT path`: the session's user changes the record the path names; the body carries the version they read
 * (the service answers 409 when someone changed it since). 200 with the record. Errors: 400, 401, 403, 404,
 * 409 and `moreErrors`.
 */
export function updateRoute<B extends z.ZodType, P extends z.ZodObject = IdParam>(
  app: App,
  r: BodyRoute<P, B> & {
    update: (
      actorId: number,
      params: z.infer<P>,
      body: z.infer<B>,
      request: FastifyRequest,
    ) => Promise<unknown>;
  },
) {
  app.put(
    r.path,
    optionsOf(r, {
      params: r.params ?? idParam,
      body: r.body,
      response: { 200: r.item, ...errorsOf(r, 400, 401, 403, 404, 409) },
    }),
    async (request) =>
      r.update(sessionOf(request).user_id, request.params as z.infer<P>, request.body as z.infer<B>, request),
  );
}

/**
 * `DELETE path?version=`: the session's user deletes the record the path names, while its version is the one
 * they read (the service answers 409 otherwise). 204. Errors: 400, 401, 403, 404, 409 and `moreErrors`.
 */
export function deleteRoute<P extends z.ZodObject = IdParam>(
  app: App,
  r: RecordRoute<P> & {
    remove: (actorId: number, params: z.infer<P>, version: number, request: FastifyRequest) => Promise<void>;
  },
) {
  app.delete(
    r.path,
    optionsOf(r, {
      params: r.params ?? idParam,
      querystring: versionQuery,
      response: { 204: noContent, ...errorsOf(r, 400, 401, 403, 404, 409) },
    }),
    async (request, reply) => {
      const { version } = request.query as z.infer<typeof versionQuery>;
      await r.remove(sessionOf(request).user_id, request.params as z.infer<P>, version, request);
      return reply.code(204).send(null);
    },
  );
}
