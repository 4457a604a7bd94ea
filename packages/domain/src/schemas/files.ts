import { z } from 'zod';

// The file-storage service's year and week folders (ADR 062).

export const storedFile = z.object({
  id: z.string(),
  name: z.string(),
  mime_type: z.string(),
  modified_at: z.string().nullable(),
  /** A spreadsheet (can be read as CSV). */
  is_sheet: z.boolean(),
  is_folder: z.boolean(),
});
export type StoredFileView = z.infer<typeof storedFile>;

export const weekFolderTree = z.object({
  /** False: no file-storage service is configured (GOOGLE_DRIVE_FOLDER_ID and credentials). */
  connected: z.boolean(),
  years: z.array(
    z.object({ year: z.string(), weeks: z.array(z.object({ id: z.string(), name: z.string() })) }),
  ),
});
export type WeekFolderTree = z.infer<typeof weekFolderTree>;

export const folderParams = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const folderContents = z.object({ files: z.array(storedFile) });
export const fileNameQuery = z.object({ name: z.string().trim().min(1).max(300) });
