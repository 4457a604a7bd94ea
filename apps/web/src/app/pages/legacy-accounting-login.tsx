import { Navigate } from 'react-router';
import { useLocalisePath } from '../../lib/use-language.ts';

/**
 * '/bexio/legacy/login': the old app's login to the accounting service's legacy API. That API's login was
 * retired by the service; Brigade has one login (OpenID Connect, ADR 069), which the accounting tool starts.
 */
export default function LegacyAccountingLogin() {
  const localise = useLocalisePath();
  return <Navigate to={localise('/tools/bexio')} replace />;
}
