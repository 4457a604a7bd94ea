import {
  fileNameQuery,
  folderContents,
  folderParams,
  storedFile,
  weekFolderTree,
} from '@brigade/domain/schemas/files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/http.ts';
import { superAp } from '../../plugins/access.ts';
import type { FilesService } from './service.ts';

const tags = ['files'];
// Hours sheets name staff and their pay: SUPER.
const config = { access: superAp };

export const filesRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  app.get(
    '/files/weeks',
    {
      config,
      schema: {
        tags,
        summary: "The year folders and their 'WK ' week folders",
        response: { 200: weekFolderTree, ...errorResponses(401, 403, 422) },
      },
    },
    async () => files.weeks(),
  );

  app.get(
    '/files/folders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'The files of a folder',
        params: folderParams,
        response: { 200: folderContents, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => ({ files: await files.folder(request.params.id) }),
  );

  app.get(
    '/files/find',
    {
      config,
      schema: {
        tags,
        summary: 'The one file of exactly this name',
        querystring: fileNameQuery,
        response: { 200: storedFile, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => files.named(request.query.name),
  );

  app.get(
    '/files/:id/csv',
    {
      config,
      schema: {
        tags,
        summary: "A spreadsheet's first sheet as CSV",
        params: folderParams,
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request, reply) => reply.type('text/csv; charset=utf-8').send(await files.csv(request.params.id)),
  );
};
