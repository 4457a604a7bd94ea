import { useCallback, useState } from 'react';
import type { CustomerGroup } from '@brigade/domain/schemas/groups';
import { useTranslation } from 'react-i18next';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { GroupDialog } from '../components/group-dialog.tsx';
import { GroupsTable } from '../components/groups-table.tsx';
import type { CustomerPicker } from '../../../components/customer-picker.ts';
import { MembersDialog } from '../components/members-dialog.tsx';

/** Groups (level 0): the list, 'Add group' behind the green button, edit and members per row. */
export default function GroupsPage({ CustomerPicker }: { CustomerPicker: CustomerPicker }) {
  const { t } = useTranslation('groups');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<CustomerGroup | null>(null);
  const [members, setMembers] = useState<CustomerGroup | null>(null);
  const edit = useCallback((g: CustomerGroup) => setEditing(g), []);
  const showMembers = useCallback((g: CustomerGroup) => setMembers(g), []);
  return (
    <>
      <PageToolbar onAdd={() => setAdding(true)} addLabel={t('add.title')} />
      <GroupsTable onEdit={edit} onMembers={showMembers} />
      <GroupDialog open={adding} group={null} onClose={() => setAdding(false)} />
      <GroupDialog open={editing !== null} group={editing} onClose={() => setEditing(null)} />
      {members ? (
        <MembersDialog group={members} onClose={() => setMembers(null)} Picker={CustomerPicker} />
      ) : null}
    </>
  );
}
