import { idParam, versionQuery } from '@brigade/domain/schemas/common';
import {
  createDeliveryGroupRequest,
  deliveryGroup,
  deliveryGroupList,
  deliveryGroupParams,
  updateDeliveryGroupRequest,
} from '@brigade/domain/schemas/special-programmes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { DeliveryGroupsService } from './delivery-groups-service.ts';

const config = { access: superAp };
const tags = ['special-programmes'];
const groupsPath = '/special-programmes/:id/delivery-groups';

/** The delivery groups of a special programme. */
export const deliveryGroupsRoutes: FastifyPluginAsyncZod<{ groups: DeliveryGroupsService }> = async (
  app,
  { groups },
) => {
  app.get(
    groupsPath,
    {
      config,
      schema: {
        tags,
        summary: "The programme's delivery groups with their customers",
        params: idParam,
        response: { 200: deliveryGroupList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => groups.listGroups(request.params.id),
  );

  app.post(
    groupsPath,
    {
      config,
      schema: {
        tags,
        summary: 'Add a delivery group (names unique within the programme)',
        params: idParam,
        body: createDeliveryGroupRequest,
        response: { 201: deliveryGroup, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await groups.createGroup(
            sessionOf(request).user_id,
            request.params.id,
            request.body.delivery_group,
          ),
        ),
  );

  app.put(
    `${groupsPath}/:groupId`,
    {
      config,
      schema: {
        tags,
        summary: 'Rename a delivery group; send the version you read',
        params: deliveryGroupParams,
        body: updateDeliveryGroupRequest,
        response: { 200: deliveryGroup, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      groups.updateGroup(sessionOf(request).user_id, request.params.id, request.params.groupId, request.body),
  );

  app.delete(
    `${groupsPath}/:groupId`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a delivery group (its customers stay on the programme, in no group); ?version=',
        params: deliveryGroupParams,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, groupId } = request.params;
      await groups.removeGroup(sessionOf(request).user_id, id, groupId, request.query.version);
      return reply.code(204).send(null);
    },
  );
};
