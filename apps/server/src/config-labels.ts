import { z } from 'zod';

/**
 * What labels print besides the food (ADR 068):
 *
 * LABEL_PRODUCER           the business's name and address on every meal label, lines separated by '|'
 *                          (Brigade Kitchen|Hardstrasse 201|8005 Zürich, the postal sender's default).
 * LABEL_BEST_BEFORE_DAYS   days from production to the best-before date (3).
 * LABEL_USE_BY_DAYS        days from production to the use-by date (4); not before best before.
 * PUBLIC_URL               the address customers open Brigade's public pages at (https://brigade.example.ch):
 *                          the origin of the QR codes on PDFs made on the server. Unset: the address the
 *                          request that asked for the PDF came to.
 */
const days = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a whole number of days from 0 to 365` })
    .int({ error: `${name} must be a whole number of days from 0 to 365` })
    .min(0, { error: `${name} must be a whole number of days from 0 to 365` })
    .max(365, { error: `${name} must be a whole number of days from 0 to 365` });

export const labelEnv = {
  LABEL_PRODUCER: z
    .string()
    .max(500, { error: 'LABEL_PRODUCER must be at most 500 characters' })
    .default('Brigade Kitchen|Hardstrasse 201|8005 Zürich'),
  LABEL_BEST_BEFORE_DAYS: days('LABEL_BEST_BEFORE_DAYS').default(3),
  LABEL_USE_BY_DAYS: days('LABEL_USE_BY_DAYS').default(4),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'PUBLIC_URL must be an http(s) address such as https://brigade.example.ch',
    })
    .optional(),
};

export interface LabelConfig {
  producer: string[];
  shelfLife: { bestBeforeDays: number; useByDays: number };
  publicUrl: string | undefined;
}

type LabelEnv = z.infer<z.ZodObject<typeof labelEnv>>;

export function readLabels(e: LabelEnv): LabelConfig {
  if (e.LABEL_USE_BY_DAYS < e.LABEL_BEST_BEFORE_DAYS) {
    throw new Error('LABEL_USE_BY_DAYS cannot be before LABEL_BEST_BEFORE_DAYS');
  }
  return {
    producer: e.LABEL_PRODUCER.split('|')
      .map((line) => line.trim())
      .filter(Boolean),
    shelfLife: { bestBeforeDays: e.LABEL_BEST_BEFORE_DAYS, useByDays: e.LABEL_USE_BY_DAYS },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
  };
}
