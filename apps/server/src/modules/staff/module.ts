import type { Module } from '../../lib/module.ts';
import { createEmployeesService, type EmployeesService } from './employees-service.ts';
import { createHoursService, type HoursService } from './hours-service.ts';
import { labourRoutes } from './labour-routes.ts';
import { createLabourService, type LabourDeps, type LabourService } from './labour-service.ts';
import { employeeRoutes, hoursRoutes } from './routes.ts';
import { createHoursUploadService } from './upload-service.ts';

/** Employees, their hours, the hours upload and the labour figures (SUPER only; hours are personal data). */
export function createStaffModule(
  deps: LabourDeps,
): Module<{ employees: EmployeesService; hours: HoursService; labour: LabourService }> {
  const employees = createEmployeesService(deps);
  const hours = createHoursService(deps);
  const hoursUpload = createHoursUploadService(deps);
  const labour = createLabourService(deps);
  return {
    services: { employees, hours, labour },
    routes: async (api) => {
      await api.register(employeeRoutes, { employees, hours, hoursUpload });
      await api.register(hoursRoutes, { employees, hours, hoursUpload });
      await api.register(labourRoutes, { labour, clock: deps.clock });
    },
  };
}
