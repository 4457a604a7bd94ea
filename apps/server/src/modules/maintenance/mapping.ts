import {
  DRY_RUN_MAX_CHANGES,
  type MaintenanceChange,
  type MaintenanceDryRun,
  type MaintenanceScriptInfo,
} from '@brigade/domain/schemas/maintenance';
import type { MaintenanceScript } from '../../lib/maintenance-script.ts';

export const toScriptInfo = (script: MaintenanceScript): MaintenanceScriptInfo => ({
  name: script.name,
  description: script.description,
});

/** A dry run as the API answers it: the total, and the first DRY_RUN_MAX_CHANGES changes. */
export const toDryRun = (script: string, changes: readonly MaintenanceChange[]): MaintenanceDryRun => ({
  script,
  total: changes.length,
  changes: changes.slice(0, DRY_RUN_MAX_CHANGES),
});
