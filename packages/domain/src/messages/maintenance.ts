/** The developers' maintenance scripts: Brigade's own messages (part of the catalogue, ADR 017, ADR 060). */
export const maintenanceMessages = {
  maintenanceScriptUnknown: 'There is no maintenance script with this name',
} as const;
