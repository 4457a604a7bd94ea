import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { labelRecipeFinder } from '@brigade/domain/labels/label-recipe';
import type { MealLabelsResponse } from '@brigade/domain/schemas/labels';
import { sheetsOf } from '../model/label-sheets.ts';
import { MealLabelCard } from './meal-label-card.tsx';

/**
 * The meal labels as printed sheets: 3 × 3 per A4 landscape page inside a 10 mm margin (the PDF's layout),
 * each sheet on its own page.
 */
export function MealLabelSheets({ answer }: { answer: MealLabelsResponse }) {
  const recipeOf = labelRecipeFinder(answer.recipes);
  return (
    <>
      <GlobalStyles
        styles={{
          '@page': { margin: '10mm' },
          '@media print': { '.print-sheet': { padding: '0 !important' } },
        }}
      />
      {sheetsOf(answer.labels, 9).map((sheet, i) => (
        <Box
          key={i}
          data-testid="label-sheet"
          sx={{
            width: '277mm',
            height: '190mm',
            display: 'grid',
            gridTemplateColumns: 'repeat(3, 92.3mm)',
            gridTemplateRows: 'repeat(3, 63.3mm)',
            breakAfter: 'page',
            '&:not(:last-of-type)': { mb: '10mm', '@media print': { mb: 0 } },
          }}
        >
          {sheet.map((label) => (
            <MealLabelCard
              key={`${label.order_id}-${label.date}-${label.meal_type}-${label.portion}`}
              label={label}
              recipe={recipeOf(label)!}
              lang={answer.lang}
              producer={answer.producer}
            />
          ))}
        </Box>
      ))}
    </>
  );
}
