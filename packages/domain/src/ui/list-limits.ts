/** Lists of pick-up points or suppliers with more than 99 items show a limit warning. */
export const LIST_LIMIT = 99;

/** The old app's messages, word for word. */
export const LIST_LIMIT_MESSAGES = {
  pick_up_points: 'Pick up points has reached limit. Develop further.',
  suppliers: 'Suppliers has reached limit. Develop further.',
} as const;

/** The limit warning for a list of `count` items (more than 99), or null. */
export function listLimitWarning(list: keyof typeof LIST_LIMIT_MESSAGES, count: number): string | null {
  return count > LIST_LIMIT ? LIST_LIMIT_MESSAGES[list] : null;
}
