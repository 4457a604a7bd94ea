import { useCallback, useState } from 'react';
import type { ChatPreference } from '@brigade/domain/schemas/chat-preferences';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { AddChatPreferenceDialog } from '../components/add-chat-preference-dialog.tsx';
import { ChatPreferencesTable } from '../components/chat-preferences-table.tsx';
import { EditChatPreferenceDialog } from '../components/edit-chat-preference-dialog.tsx';

/** Controls → Chat preferences (level 0): how customers want to be contacted; the default is GROUP. */
export default function ChatPreferencesPage() {
  const { t } = useTranslation('chat-preferences');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<ChatPreference | null>(null);
  const edit = useCallback((p: ChatPreference) => setEditing(p), []);
  return (
    <>
      <PageToolbar onAdd={() => setAdding(true)} addLabel={t('add.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('explanation')}
      </Typography>
      <ChatPreferencesTable onEdit={edit} />
      <AddChatPreferenceDialog open={adding} onClose={() => setAdding(false)} />
      <EditChatPreferenceDialog preference={editing} onClose={() => setEditing(null)} />
    </>
  );
}
