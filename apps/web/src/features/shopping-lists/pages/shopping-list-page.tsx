import { useState } from 'react';
import { mdiEmailOutline, mdiFileExcel, mdiFormatListBulleted, mdiPencil, mdiPrinter } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';
import { apiUrl } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useLocalisePath } from '../../../lib/use-language.ts';
import { useShoppingList } from '../api/get-shopping-list.ts';
import { KitchenEmailDialog } from '../components/kitchen-email-dialog.tsx';
import { ListHeader } from '../components/list-header.tsx';
import { ShoppingGroups } from '../components/shopping-groups.tsx';
import { ShoppingListDialog } from '../components/shopping-list-dialog.tsx';
import { useDoneControl } from '../components/use-done-control.ts';

/** /shopping-lists/{id}: the list by supplier with totals; chefs tick lines done; print, export, edit dates. */
export default function ShoppingListPage() {
  const { t } = useTranslation('shopping-lists');
  const id = Number(useParams().id);
  const localise = useLocalisePath();
  const list = useShoppingList(id);
  const done = useDoneControl(id);
  const { data: user } = useSession();
  const [editing, setEditing] = useState(false);
  const [emailing, setEmailing] = useState(false);
  const data = list.data;
  // The kitchen's e-mail, like editing the dates: SUPER_CHEF and SUPER of the kitchen (level 1, AP).
  const kitchenLead = (user?.level ?? 2) <= 1 && user?.user_category === 'AP';

  return (
    <>
      <PageToolbar>
        <Button
          color="inherit"
          component={RouterLink}
          to={localise(`/printable/a4/shopping-list?id=${id}`)}
          startIcon={<MdiIcon path={mdiPrinter} size={0.9} />}
        >
          {t('actions.print')}
        </Button>
        <Button
          color="inherit"
          href={apiUrl(`/shopping-lists/${id}/export.xlsx`)}
          download
          startIcon={<MdiIcon path={mdiFileExcel} size={0.9} />}
        >
          {t('actions.export')}
        </Button>
        <Button
          color="inherit"
          component={RouterLink}
          to={localise(`/shopping-lists/v1/${id}`)}
          startIcon={<MdiIcon path={mdiFormatListBulleted} size={0.9} />}
        >
          {t('actions.flat')}
        </Button>
        {kitchenLead && data ? (
          <Button
            color="inherit"
            onClick={() => setEmailing(true)}
            startIcon={<MdiIcon path={mdiEmailOutline} size={0.9} />}
          >
            {t('email.open')}
          </Button>
        ) : null}
        {(user?.level ?? 2) <= 1 && data ? (
          <Button
            color="inherit"
            onClick={() => setEditing(true)}
            startIcon={<MdiIcon path={mdiPencil} size={0.9} />}
          >
            {t('actions.edit')}
          </Button>
        ) : null}
      </PageToolbar>
      {list.isFetching ? <LinearProgress aria-label={t('loading')} sx={{ mb: 2 }} /> : null}
      {/* The message reads 'Unable to get shopping list. <reason>' (the API client, ADR 076). */}
      {list.isError ? <Alert severity="error">{list.error.message}</Alert> : null}
      {data ? (
        <>
          <ListHeader list={data} />
          <ShoppingGroups content={data} done={done} />
          <ShoppingListDialog
            open={editing}
            onClose={() => setEditing(false)}
            draft={{ id, name: data.name, dates: data.dates, version: data.version }}
            onSaved={() => undefined}
          />
          <KitchenEmailDialog list={data} open={emailing} onClose={() => setEmailing(false)} />
        </>
      ) : null}
    </>
  );
}
