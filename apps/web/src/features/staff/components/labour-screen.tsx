import { mdiUpload } from '@mdi/js';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AnalyticsScreen } from '../../../components/analytics/analytics-screen.tsx';
import type { useAnalyticsParams } from '../../../components/analytics/use-analytics-params.ts';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import { PageToolbar } from '../../../components/page-toolbar.tsx';

/**
 * A labour screen: the upload and the other labour screen in the toolbar, then the analytics screen's week range
 * (no programme or zone filter: hours belong to no programme), a refusal with the way back, and its cards.
 */
export function LabourScreen(props: {
  params: ReturnType<typeof useAnalyticsParams>;
  range: { from: string; to: string } | undefined;
  other: { to: string; label: string };
  fetching: boolean;
  error: Error | null;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('staff');
  const prefix = i18n.language === 'de' ? '/de' : '';
  return (
    <>
      <PageToolbar>
        <Button color="inherit" component={Link} to={`${prefix}${props.other.to}`}>
          {props.other.label}
        </Button>
        <Button
          color="inherit"
          component={Link}
          to={`${prefix}/analytics/labour/upload_hours`}
          startIcon={<MdiIcon path={mdiUpload} size={0.9} />}
        >
          {t('upload.title')}
        </Button>
      </PageToolbar>
      <AnalyticsScreen
        params={props.params}
        range={props.range}
        filters={false}
        fetching={props.fetching}
        error={props.error}
      >
        {props.children}
      </AnalyticsScreen>
    </>
  );
}
