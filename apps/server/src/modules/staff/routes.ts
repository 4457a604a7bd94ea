import { idParam } from '@brigade/domain/schemas/common';
import {
  createEmployeeRequest,
  employee,
  employeeList,
  employeeListQuery,
  hoursInput,
  hoursMonth,
  hoursMonthParams,
  hoursMonthQuery,
  hoursRow,
  hoursUploadPreview,
  hoursUploadRequest,
  hoursUploadResult,
  updateEmployeeRequest,
  updateHoursRequest,
} from '@brigade/domain/schemas/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { createRoute, deleteRoute, updateRoute } from '../../lib/record-routes.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { EmployeesService } from './employees-service.ts';
import type { HoursService } from './hours-service.ts';
import type { HoursUploadService } from './upload-service.ts';

export interface StaffRouteServices {
  employees: EmployeesService;
  hours: HoursService;
  hoursUpload: HoursUploadService;
}

/** Employees (SUPER only: drawer level 0; hours are personal data, reads audited). */
export const employeeRoutes: FastifyPluginAsyncZod<StaffRouteServices> = async (app, s) => {
  const config = { access: superAp };
  const tags = ['staff'];

  app.get(
    '/employees',
    {
      config,
      schema: {
        tags,
        summary: 'Employees by name: active ones unless include_inactive=true; kind STAFF or EXPRESS_COURIER',
        querystring: employeeListQuery,
        response: { 200: employeeList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => s.employees.list(request.query),
  );
  app.get(
    '/employees/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One employee',
        params: idParam,
        response: { 200: employee, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => s.employees.get(request.params.id),
  );
  createRoute(app, {
    path: '/employees',
    tags,
    config,
    summary: 'Add an employee (409 when another has the same first and last name)',
    body: createEmployeeRequest,
    item: employee,
    moreErrors: [409],
    create: (actorId, body) => s.employees.create(actorId, body),
  });
  updateRoute(app, {
    path: '/employees/:id',
    tags,
    config,
    summary: 'Edit, deactivate (active false) or reactivate an employee; send the version you read',
    body: updateEmployeeRequest,
    item: employee,
    update: (actorId, { id }, body) => s.employees.update(actorId, id, body),
  });
};

/** Hours: a month, the dialog's rows, and the upload (preview, then save). */
export const hoursRoutes: FastifyPluginAsyncZod<StaffRouteServices> = async (app, s) => {
  const config = { access: superAp };
  const tags = ['staff'];

  app.get(
    '/hours/month/:year/:month',
    {
      config,
      schema: {
        tags,
        summary:
          'A month of hours per employee (original and paid date, week id, net hours) with totals; audited',
        params: hoursMonthParams,
        querystring: hoursMonthQuery,
        response: { 200: hoursMonth, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) =>
      s.hours.month(sessionOf(request).user_id, request.params.year, request.params.month, request.query),
  );
  createRoute(app, {
    path: '/hours',
    tags,
    config,
    summary: "Add an employee's hours of a date (409 when that date has hours already)",
    body: hoursInput,
    item: hoursRow,
    moreErrors: [404, 409],
    create: (actorId, body) => s.hours.create(actorId, body),
  });
  updateRoute(app, {
    path: '/hours/:id',
    tags,
    config,
    summary: 'Edit an hours row; send the version you read',
    body: updateHoursRequest,
    item: hoursRow,
    update: (actorId, { id }, body) => s.hours.update(actorId, id, body),
  });
  deleteRoute(app, {
    path: '/hours/:id',
    tags,
    config,
    summary: 'Delete an hours row; ?version= is the version you read',
    remove: (actorId, { id }, version) => s.hours.remove(actorId, id, version),
  });

  app.post(
    '/hours/upload/preview',
    {
      config,
      schema: {
        tags,
        summary:
          'Read an hours file (CSV text or .xlsx base64; headers date, mins, chf, name, is_am): every row with its problems and what saving would do. Saves nothing',
        body: hoursUploadRequest,
        response: { 200: hoursUploadPreview, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => s.hoursUpload.preview(request.body),
  );
  app.post(
    '/hours/upload',
    {
      config,
      schema: {
        tags,
        summary:
          'Save an hours file: every row or none (400 with the rows’ problems); a row replaces what is saved under its employee, date and AM/PM, so the same file twice adds nothing',
        body: hoursUploadRequest,
        response: { 200: hoursUploadResult, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => s.hoursUpload.save(sessionOf(request).user_id, request.body),
  );
};
