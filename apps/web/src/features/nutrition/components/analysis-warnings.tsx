import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { unconvertedReason } from './unconverted-reason.ts';

/** Lines left out and ingredients without nutrients, by name: the figures are too low until they are fixed. */
export function AnalysisWarnings(props: {
  unconverted: readonly { name: string; reason: string }[];
  missingNutrients: readonly string[];
}) {
  const { t } = useTranslation('nutrition');
  if (props.unconverted.length === 0 && props.missingNutrients.length === 0) return null;
  return (
    <Stack spacing={1}>
      {props.unconverted.length > 0 && (
        <Alert severity="warning" data-testid="unconverted-warning">
          <AlertTitle>{t('warnings.unconvertedTitle')}</AlertTitle>
          <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
            {props.unconverted.map((line, i) => (
              <li key={`${line.name}-${i}`}>
                <strong>{line.name}</strong>: {unconvertedReason(line.reason, t)}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      {props.missingNutrients.length > 0 && (
        <Alert severity="warning" data-testid="missing-nutrients-warning">
          <AlertTitle>{t('warnings.missingTitle')}</AlertTitle>
          {props.missingNutrients.join(', ')}
        </Alert>
      )}
    </Stack>
  );
}
