import { customType, integer, timestamp } from 'drizzle-orm/pg-core';

/** Optimistic concurrency: every editable row carries a version the client sends back (stale → 409). */
export const versioned = () => ({
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Bytes (a PDF, an attachment); both drivers answer a bytea as bytes (node-postgres a Buffer, PGlite a Uint8Array). */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => Buffer.from(value),
});
