import type { ImportProblemView } from '@brigade/domain/schemas/shop';
import { translateMessage } from '../../../lib/i18n.ts';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** Why a shop order waits, in words: 'Unknown product: LEAN programme – 2 weeks'. */
export function problemText(problem: ImportProblemView, t: Translate): string {
  switch (problem.code) {
    case 'unknown_variant':
    case 'missing_week':
      return t(`problem.${problem.code}`, { title: problem.title });
    case 'invalid':
      return t('problem.invalid', { message: translateMessage(problem.message) });
    default:
      return t(`problem.${problem.code}`);
  }
}

/** Every problem of an order in one line, for the import queue's table. */
export function problemsText(problems: readonly ImportProblemView[], t: Translate): string {
  return problems.map((problem) => problemText(problem, t)).join('; ');
}
