import { createQueryKeys } from '../../../lib/query-keys.ts';

export const chatPreferenceKeys = createQueryKeys('chat-preferences');
