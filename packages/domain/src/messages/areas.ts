import { accountMessages } from './accounts.ts';
import { accountingMessages } from './accounting.ts';
import { analyticsMessages } from './analytics.ts';
import { adminCallMessages } from './call-messages-admin.ts';
import { kitchenCallMessages } from './call-messages-kitchen.ts';
import { operationsCallMessages } from './call-messages-operations.ts';
import { dataRightsMessages } from './data-rights.ts';
import { dayRecipeMessages } from './day-recipes.ts';
import { discountCodeMessages } from './discount-codes.ts';
import { integrationMessages } from './integrations.ts';
import { inventoryMessages } from './inventory.ts';
import { invoiceMessages } from './invoices.ts';
import { labelMessages } from './labels.ts';
import { logisticsMessages } from './logistics.ts';
import { lookupMessages } from './lookups.ts';
import { maintenanceMessages } from './maintenance.ts';
import { marginMessages } from './margins.ts';
import { menuMessages } from './menus.ts';
import { paymentMessages } from './payments.ts';
import { postalMessages } from './postal.ts';
import { staffMessages } from './staff.ts';

/** The messages of each area of Brigade, in their own files; the catalogue (ADR 017) adds them to its own. */
export const areaMessages = {
  ...menuMessages,
  ...inventoryMessages,
  ...labelMessages,
  ...integrationMessages,
  ...logisticsMessages,
  ...maintenanceMessages,
  ...postalMessages,
  ...accountingMessages,
  ...invoiceMessages,
  ...paymentMessages,
  ...discountCodeMessages,
  ...marginMessages,
  ...analyticsMessages,
  ...staffMessages,
  ...accountMessages,
  ...dataRightsMessages,
  ...dayRecipeMessages,
  ...lookupMessages,
  ...adminCallMessages,
  ...kitchenCallMessages,
  ...operationsCallMessages,
} as const;
