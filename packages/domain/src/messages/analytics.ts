/** The analytics screens' refusals (issue 20): Brigade's own wording (the spec names no messages). */
export const analyticsMessages = {
  analyticsFromNotMonday: 'from must be a Monday as YYYY-MM-DD (the first week of the range)',
  analyticsToNotMonday: 'to must be a Monday as YYYY-MM-DD (the last week of the range)',
  analyticsRangeOrder: 'The first week must not come after the last week',
  analyticsRangeTooLong: 'Choose at most 156 weeks at a time',
  analyticsProgrammeInvalid: 'programme must be one of all, LEAN, STRONG, flex, trial',
  analyticsZoneInvalid: 'zone must be the id of a postcode zone',
} as const;
