import { createContext, useContext } from 'react';

/** The element in the app bar where a screen's toolbar actions go (null outside the default layout). */
export const ToolbarSlotContext = createContext<HTMLElement | null>(null);

export function useToolbarSlot(): HTMLElement | null {
  return useContext(ToolbarSlotContext);
}
