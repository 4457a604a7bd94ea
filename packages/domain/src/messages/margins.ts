/** The margins screen's refusals (issue 19): Brigade's own wording (the spec names no messages). */
export const marginMessages = {
  marginsFromNotMonday: 'from must be a Monday as YYYY-MM-DD (the first week of the range)',
  marginsToNotMonday: 'to must be a Monday as YYYY-MM-DD (the last week of the range)',
  marginsRangeOrder: 'The first week must not come after the last week',
  marginsRangeTooLong: 'Choose at most 26 weeks at a time',
} as const;
