import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PackingCheckResponse, PackingProblemDto } from '@brigade/domain/schemas/labels';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '../../../lib/format.ts';
import { FLASH } from '../model/scan-session.ts';

/**
 * Toggles on and off at the colour's pace, then stays on: the packer sees it from across the table. A new
 * verdict is a new component (keyed by the parent), so it flashes again.
 */
function useFlash(colour: 'red' | 'green'): boolean {
  const [toggles, setToggles] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      setToggles((n) => {
        if (n + 1 >= FLASH.toggles) clearInterval(timer);
        return Math.min(n + 1, FLASH.toggles);
      });
    }, FLASH.intervalMs[colour]);
    return () => clearInterval(timer);
  }, [colour]);
  return toggles >= FLASH.toggles || toggles % 2 === 0;
}

function Problem({ problem }: { problem: PackingProblemDto }) {
  const { t, i18n } = useTranslation('labels');
  switch (problem.code) {
    case 'wrong_day':
      return t('scan.problem.wrong_day', {
        meal: formatIsoDate(problem.meal_date, i18n.language),
        bag: formatIsoDate(problem.bag_date, i18n.language),
      });
    case 'wrong_customer':
      return t('scan.problem.wrong_customer', { meal: problem.meal_customer, bag: problem.bag_customer });
    case 'not_in_bag':
      return t('scan.problem.not_in_bag', { bag: problem.bag_no });
    case 'allergy':
      return t('scan.problem.allergy', { ingredients: problem.ingredients.join(', ') });
  }
}

/** Green when the meal belongs in the bag; red with every reason when it does not. */
export function ScanVerdict({ verdict }: { verdict: PackingCheckResponse }) {
  const { t } = useTranslation('labels');
  const colour = verdict.ok ? 'green' : 'red';
  const on = useFlash(colour);
  return (
    <Box
      role="alert"
      data-testid="scan-verdict"
      data-verdict={colour}
      sx={{
        bgcolor: on ? FLASH.colours[colour] : '#fff',
        border: `4px solid ${FLASH.colours[colour]}`,
        p: 3,
        borderRadius: 2,
      }}
    >
      <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
        {verdict.ok ? t('scan.ok') : t('scan.notOk')}
      </Typography>
      <Typography>
        {t('scan.pair', {
          recipe: verdict.meal.recipe,
          customer: verdict.bag.customer,
          bag: verdict.bag.bag_no,
        })}
      </Typography>
      {verdict.problems.length > 0 ? (
        <Box component="ul" sx={{ fontSize: '1.2rem', fontWeight: 600, m: 0, mt: 1 }}>
          {verdict.problems.map((p) => (
            <li key={p.code}>
              <Problem problem={p} />
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
