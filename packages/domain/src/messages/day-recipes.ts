/** The kitchen's day changes to recipe lines: Brigade's own messages (part of the catalogue, ADR 017, ADR 074). */
export const dayRecipeMessages = {
  dayLineRecipeNotOnDay: 'This recipe is not on the menu of that day.',
  dayLineUnknown: 'This recipe has no such ingredient line.',
  dayLineIngredientUnknown: 'Choose an existing ingredient.',
  dayLineSpecNotOfIngredient: "This supplier spec is not one of the ingredient's.",
  dayLineBusy: 'This line is already being updated. Wait for the server to confirm.',
  dayLineTickRequired: 'Tick done, loaded or both.',
  // The web's prefix of a failed line write ('Unable to <action>. <reason>')
  unableToUpdateDayLine: 'Unable to update day recipe ingredient.',
} as const;
