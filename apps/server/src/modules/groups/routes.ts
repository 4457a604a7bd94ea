import { idParam } from '@brigade/domain/schemas/common';
import {
  addGroupMemberRequest,
  createCustomerGroupRequest,
  customerGroup,
  customerGroupList,
  customerGroupListQuery,
  groupMember,
  groupMemberList,
  groupMemberParams,
  updateCustomerGroupRequest,
} from '@brigade/domain/schemas/groups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../../lib/crud-routes.ts';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { GroupsService } from './service.ts';

const config = { access: superAp };
const tags = ['groups'];

/** Groups (`/groups`, drawer level 0): customer groups and their members. */
export const groupsRoutes: FastifyPluginAsyncZod<{ groups: GroupsService }> = async (app, { groups }) => {
  registerCrud(app, {
    path: '/groups',
    tag: 'groups',
    noun: 'group',
    item: customerGroup,
    list: customerGroupList,
    listQuery: customerGroupListQuery,
    create: createCustomerGroupRequest,
    update: updateCustomerGroupRequest,
    service: groups,
  });

  app.get(
    '/groups/:id/customers',
    {
      config,
      schema: {
        tags,
        summary: "The group's members by last name",
        params: idParam,
        response: { 200: groupMemberList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => groups.members(request.params.id),
  );

  app.put(
    '/groups/:id/customers/:customerId',
    {
      config,
      schema: {
        tags,
        summary: 'Put a customer in the group; one in another group: 409 unless move is true',
        params: groupMemberParams,
        body: addGroupMemberRequest,
        response: { 200: groupMember, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      groups.addMember(
        sessionOf(request).user_id,
        request.params.id,
        request.params.customerId,
        request.body.move,
      ),
  );

  app.delete(
    '/groups/:id/customers/:customerId',
    {
      config,
      schema: {
        tags,
        summary: 'Take a customer out of the group',
        params: groupMemberParams,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await groups.removeMember(sessionOf(request).user_id, request.params.id, request.params.customerId);
      return reply.code(204).send(null);
    },
  );
};
