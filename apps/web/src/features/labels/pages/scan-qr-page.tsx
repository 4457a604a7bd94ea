import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePackingCheck } from '../api/labels-api.ts';
import { CameraScanner } from '../components/camera-scanner.tsx';
import { ScanVerdict } from '../components/scan-verdict.tsx';
import { scan, type ScanSession } from '../model/scan-session.ts';

/**
 * /printable/a4/meal-labels/{year}/{week}/scan-qr: the packing check. A USB scanner types each code into the
 * field (and presses Enter); a phone's camera can read them too. Scan a bag's barcode, then its meals (or a meal
 * and then its bag): green when the meal belongs in that bag, red with the reason — another customer, another
 * day, not ordered in this bag, or a meal that matches the customer's allergies. A reset label starts over.
 */
export default function ScanQrPage() {
  const { t } = useTranslation('labels');
  const [text, setText] = useState('');
  const [hint, setHint] = useState<string>(t('scan.start'));
  const check = usePackingCheck();
  const field = useRef<HTMLInputElement>(null);
  // The scans so far: read and written only by the handler (a scanner's codes arrive faster than renders).
  const session = useRef<ScanSession>({ bag: null, meal: null });

  const handle = useCallback(
    (value: string) => {
      const step = scan(session.current, value);
      setText('');
      field.current?.focus();
      if (step.kind === 'unknown') return setHint(t('scan.unknown'));
      if (step.kind === 'reset') {
        check.reset();
        session.current = { bag: null, meal: null };
        return setHint(t('scan.start'));
      }
      session.current = step.session;
      if (step.kind === 'wait-bag') return setHint(t('scan.waitBag'));
      if (step.kind === 'wait-meal') {
        check.reset();
        return setHint(t('scan.waitMeal', { bag: step.session.bag }));
      }
      setHint(t('scan.nextMeal', { bag: step.bag }));
      check.mutate({ meal: step.meal, bag: step.bag });
    },
    [check, t],
  );

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography variant="h5" component="h1">
        {t('scan.title')}
      </Typography>
      <Typography>{t('scan.intro')}</Typography>
      <TextField
        inputRef={field}
        autoFocus
        label={t('scan.field')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && text.trim()) {
            e.preventDefault();
            handle(text);
          }
        }}
        autoComplete="off"
      />
      <Typography role="status" data-testid="scan-hint">
        {hint}
      </Typography>
      <Box>
        <CameraScanner onCode={handle} />
      </Box>
      {check.isError ? <Alert severity="error">{check.error.message}</Alert> : null}
      {check.data ? <ScanVerdict key={check.submittedAt} verdict={check.data} /> : null}
    </Stack>
  );
}
