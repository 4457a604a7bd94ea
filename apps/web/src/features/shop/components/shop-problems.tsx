import { mdiLinkVariant } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportProblemView, ShopOrderDetail } from '@brigade/domain/schemas/shop';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon.tsx';
import type { VariantTarget } from './map-variant-dialog.tsx';
import { problemText } from './problem-text.ts';

/** The variant an unknown-product problem asks to map; null when the shop sent the line without one. */
export function variantTarget(problem: ImportProblemView, detail: ShopOrderDetail): VariantTarget | null {
  if (problem.code !== 'unknown_variant' || problem.variant_id === null) return null;
  const line = detail.lines.find((l) => l.line_item_id === problem.line_item_id);
  return { variantId: problem.variant_id, productId: line?.product_id ?? null, title: problem.title };
}

/**
 * Why the order waits, each with its fix: an unknown product is mapped here; the rest is fixed in the shop or
 * in our data, then imported again.
 */
export function ShopProblems({
  detail,
  onMap,
}: {
  detail: ShopOrderDetail;
  onMap: (target: VariantTarget) => void;
}) {
  const { t } = useTranslation('shop');
  if (detail.problems.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="shop-problems-heading">
      <Typography id="shop-problems-heading" variant="h6" component="h3">
        {t('detail.problems')}
      </Typography>
      {detail.problems.map((problem, index) => {
        const target = variantTarget(problem, detail);
        return (
          <Alert
            key={`${problem.code}-${index}`}
            severity="warning"
            action={
              target ? (
                <Button
                  color="inherit"
                  size="small"
                  variant="outlined"
                  startIcon={<MdiIcon path={mdiLinkVariant} size={0.8} />}
                  onClick={() => onMap(target)}
                >
                  {t('map.open')}
                </Button>
              ) : undefined
            }
          >
            {problemText(problem, t)}
            {target ? null : (
              <Typography variant="body2" color="text.secondary">
                {t(`fix.${problem.code}`)}
              </Typography>
            )}
          </Alert>
        );
      })}
    </Stack>
  );
}
