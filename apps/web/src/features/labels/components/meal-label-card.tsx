import Box from '@mui/material/Box';
import { labelDate } from '@brigade/domain/labels/label-numbers';
import { LABEL_TEXTS, MEAL_TYPE_LABEL_NAMES, type LabelLanguage } from '@brigade/domain/labels/label-texts';
import type { MealLabel, MealLabelRecipe } from '@brigade/domain/schemas/labels';
import { QrCode } from '../../../components/codes/qr-code.tsx';

/** A meal label is a third of the printable A4 landscape area (277 × 190 mm): the PDF prints the same. */
export const MEAL_LABEL = { width: '92.3mm', height: '63.3mm' };

function Ingredients({ recipe, lang }: { recipe: MealLabelRecipe; lang: LabelLanguage }) {
  const texts = LABEL_TEXTS[lang];
  return (
    <Box sx={{ fontSize: '5.6pt', lineHeight: 1.2, overflow: 'hidden', maxHeight: '26mm' }}>
      <b>{texts.ingredients}: </b>
      {recipe.ingredients.map((segments, i) => (
        <span key={i} data-testid="label-ingredient">
          {i > 0 ? ', ' : ''}
          {segments.map((s, j) =>
            s.strong ? <strong key={j}>{s.text}</strong> : <span key={j}>{s.text}</span>,
          )}
        </span>
      ))}
      {recipe.contains.length > 0 ? (
        <div>
          <strong>
            {texts.contains}: {recipe.contains.join(', ')}
          </strong>
        </div>
      ) : null}
      {recipe.may_contain.length > 0 ? (
        <div>
          {texts.mayContain}: {recipe.may_contain.join(', ')}
        </div>
      ) : null}
    </Box>
  );
}

function Nutrition({ recipe, lang }: { recipe: MealLabelRecipe; lang: LabelLanguage }) {
  const texts = LABEL_TEXTS[lang];
  return (
    <Box sx={{ fontSize: '5.4pt', lineHeight: 1.15, flex: '1 1 52%' }}>
      <b>{texts.nutrition}</b>
      {recipe.nutrition ? (
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', '& td': { p: 0 } }}>
          <tbody>
            {recipe.nutrition.map((row) => (
              <tr key={row.label}>
                <td style={{ paddingLeft: row.indent ? '1.5mm' : 0 }}>{row.label}</td>
                <td style={{ textAlign: 'right' }}>{row.value}</td>
              </tr>
            ))}
          </tbody>
        </Box>
      ) : (
        <div>{texts.noNutrition}</div>
      )}
    </Box>
  );
}

/**
 * One meal label as it prints: the dish, whose and when, the ingredients with allergens in bold, traces, the
 * nutrition per 100 g, the net weight and dates, storage, the producer and the QR code to the dish's public page.
 */
export function MealLabelCard(props: {
  label: MealLabel;
  recipe: MealLabelRecipe;
  lang: LabelLanguage;
  producer: readonly string[];
}) {
  const { label, recipe, lang } = props;
  const texts = LABEL_TEXTS[lang];
  const portion = label.portions > 1 ? ` · ${label.portion}/${label.portions}` : '';
  return (
    <Box
      data-testid="meal-label"
      sx={{
        ...MEAL_LABEL,
        boxSizing: 'border-box',
        p: '3mm',
        outline: '0.2mm solid #bbb',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        fontFamily: 'Helvetica, Arial, sans-serif',
        color: '#000',
      }}
    >
      <Box
        sx={{
          fontSize: '9pt',
          fontWeight: 700,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        {recipe.title}
      </Box>
      <Box sx={{ fontSize: '7pt', mb: '1mm' }}>
        {label.customer} · {MEAL_TYPE_LABEL_NAMES[label.meal_type][lang]} · {labelDate(label.date)}
        {portion}
      </Box>
      <Ingredients recipe={recipe} lang={lang} />
      <Box sx={{ display: 'flex', gap: '2mm', mt: 'auto', alignItems: 'flex-end' }}>
        <Nutrition recipe={recipe} lang={lang} />
        <Box sx={{ fontSize: '5.2pt', lineHeight: 1.2, flex: '1 1 48%' }}>
          <Box sx={{ fontSize: '6.5pt', fontWeight: 700 }}>
            {texts.netWeight} {recipe.net_weight_g} g
          </Box>
          <div>
            {texts.produced}: {labelDate(label.produced)}
          </div>
          <div>
            {texts.bestBefore}: {labelDate(label.best_before)}
          </div>
          <div>
            <b>
              {texts.useBy}: {labelDate(label.use_by)}
            </b>
          </div>
          <Box sx={{ fontSize: '4.8pt' }}>{texts.storage}</Box>
          <Box sx={{ fontSize: '4.8pt' }}>{props.producer.join(', ')}</Box>
        </Box>
        <QrCode value={`${window.location.origin}${label.qr_path}`} size="19mm" title={texts.scan} />
      </Box>
    </Box>
  );
}
