import { useMemo } from 'react';
import { useParams } from 'react-router';
import { DriverApp } from '../components/driver-app.tsx';

/** /consignments/{team}/{date}/{identifier}/app in the admin app (after a login); a phone opens its own entry. */
export default function DriverAppPage() {
  const { team = '', date = '', dateIdentifier: identifier = '' } = useParams();
  const run = useMemo(() => ({ team, date, identifier }), [team, date, identifier]);
  return <DriverApp run={run} />;
}
