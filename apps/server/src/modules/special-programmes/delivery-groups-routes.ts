import { idParam } from '@brigade/domain/schemas/common';
import {
  createDeliveryGroupRequest,
  deliveryGroup,
  deliveryGroupList,
  deliveryGroupParams,
  updateDeliveryGroupRequest,
} from '@brigade/domain/schemas/special-programmes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { createRoute, deleteRoute, updateRoute } from '../../lib/record-routes.ts';
import { superAp } from '../../plugins/access.ts';
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

  createRoute(app, {
    path: groupsPath,
    tags,
    config,
    summary: 'Add a delivery group (names unique within the programme)',
    params: idParam,
    body: createDeliveryGroupRequest,
    item: deliveryGroup,
    moreErrors: [404, 409],
    create: (actorId, body, { id }) => groups.createGroup(actorId, id, body.delivery_group),
  });

  updateRoute(app, {
    path: `${groupsPath}/:groupId`,
    tags,
    config,
    summary: 'Rename a delivery group; send the version you read',
    params: deliveryGroupParams,
    body: updateDeliveryGroupRequest,
    item: deliveryGroup,
    update: (actorId, { id, groupId }, body) => groups.updateGroup(actorId, id, groupId, body),
  });

  deleteRoute(app, {
    path: `${groupsPath}/:groupId`,
    tags,
    config,
    summary: 'Delete a delivery group (its customers stay on the programme, in no group); ?version=',
    params: deliveryGroupParams,
    remove: (actorId, { id, groupId }, version) => groups.removeGroup(actorId, id, groupId, version),
  });
};
