import { mdiChevronDown } from '@mdi/js';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';

/** The order exactly as the shop sent it, folded away until asked for. */
export function PayloadBlock({ payload }: { payload: Record<string, unknown> }) {
  const { t } = useTranslation('shop');
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary
        expandIcon={<MdiIcon path={mdiChevronDown} />}
        aria-controls="shop-payload"
        id="shop-payload-summary"
      >
        <Typography>{t('detail.payload')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="shop-payload">
        <Box
          component="pre"
          data-testid="shop-payload"
          sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', overflow: 'auto', maxHeight: 480, fontSize: 12 }}
        >
          {JSON.stringify(payload, null, 2)}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
