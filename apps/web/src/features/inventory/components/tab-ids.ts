/** The ids that tie a group's tab to its panel (ARIA tabs pattern). */
export const groupTabId = (id: number) => `inventory-tab-${id}`;
export const groupPanelId = (id: number) => `inventory-panel-${id}`;
