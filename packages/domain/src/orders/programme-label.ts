import type { ProgrammeType } from '../programmes/meal-types.ts';

/** The programme of an order as the lists name it: LEAN and STRONG, each with flex, and 1-day trials. */
export type ProgrammeLabel = 'LEAN' | 'LEAN flex' | 'STRONG' | 'STRONG flex' | 'LEAN trial' | 'STRONG trial';

export const PROGRAMME_LABELS: readonly ProgrammeLabel[] = [
  'LEAN',
  'LEAN flex',
  'STRONG',
  'STRONG flex',
  'LEAN trial',
  'STRONG trial',
];

/** 'LEAN flex', 'STRONG', 'LEAN trial' …: a 1-day trial is named as a trial whatever its flex. */
export function programmeLabel(order: {
  readonly type: ProgrammeType;
  readonly is_flex: boolean;
  readonly day_trial: boolean;
}): ProgrammeLabel {
  if (order.day_trial) return `${order.type} trial`;
  return order.is_flex ? `${order.type} flex` : order.type;
}
