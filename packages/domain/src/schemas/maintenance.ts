import { z } from 'zod';

// The developers' maintenance scripts (ADR 060): each lists what it would change (a dry run) before a person
// runs it as a job; a run is one audit entry.

/** The scripts, by their API names, in the order the developers' tools list them. */
export const MAINTENANCE_SCRIPT_NAMES = [
  'correct-allergies',
  'move-hardcoded-to-dislikes',
  'remove-duplicate-allergies',
  'run-all-allergy-scripts',
  'correct-internal-addresses',
  'sync-customers',
  'update-postcodes',
  'update-special-programme-addresses',
] as const;
export type MaintenanceScriptName = (typeof MAINTENANCE_SCRIPT_NAMES)[number];

/** A dry run shows at most this many changes (and the total); a run's audit entry keeps at most AUDIT_MAX. */
export const DRY_RUN_MAX_CHANGES = 500;

export const MAINTENANCE_ENTITIES = [
  'customer',
  'address',
  'postcode',
  'special_programme_customer',
] as const;

/** One field of one record that a script changes: whom or what (`label`), the value before and after. */
export const maintenanceChange = z.object({
  entity: z.enum(MAINTENANCE_ENTITIES),
  /** The record's key: a customer, address or programme entry id, or a postcode. */
  id: z.union([z.number(), z.string()]),
  /** Whom or what, for a person: "Anna Muster (#12)", "8001 Zürich". */
  label: z.string(),
  field: z.string(),
  before: z.string(),
  after: z.string(),
});
export type MaintenanceChange = z.infer<typeof maintenanceChange>;

export const maintenanceScriptInfo = z.object({ name: z.string(), description: z.string() });
export type MaintenanceScriptInfo = z.infer<typeof maintenanceScriptInfo>;

export const maintenanceScriptList = z.object({ items: z.array(maintenanceScriptInfo) });

/** Any name is taken here, so an unknown script is answered 404 with its own message. */
export const maintenanceScriptParams = z.object({ name: z.string().min(1).max(100) });

/** What a run would change now: the total and the first DRY_RUN_MAX_CHANGES changes. */
export const maintenanceDryRun = z.object({
  script: z.string(),
  total: z.number().int(),
  changes: z.array(maintenanceChange),
});
export type MaintenanceDryRun = z.infer<typeof maintenanceDryRun>;

/** A run was queued as the job `maintenance.run`; its result is `{ changed }`. */
export const maintenanceRunQueued = z.object({ job_id: z.string() });
