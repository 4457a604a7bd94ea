import { labelDate } from '@brigade/domain/labels/label-numbers';
import { labelRecipeFinder } from '@brigade/domain/labels/label-recipe';
import { mealLabelUrl } from '@brigade/domain/labels/label-codes';
import { LABEL_TEXTS, MEAL_TYPE_LABEL_NAMES, type LabelTexts } from '@brigade/domain/labels/label-texts';
import type { MealLabel, MealLabelRecipe, MealLabelsResponse } from '@brigade/domain/schemas/labels';
import type PDFDocument from 'pdfkit';
import { drawQr, nextPage, pdfBytes } from '../../lib/pdf-codes.ts';

type Doc = InstanceType<typeof PDFDocument>;

/** 1 mm in PDF points. */
const MM = 72 / 25.4;
/**
 * A4 landscape with a 10 mm margin (what office printers print), 3 × 3 labels of 92.3 × 63.3 mm: the sheet the
 * screen previews (ADR 068).
 */
const MARGIN = 10 * MM;
const COLUMNS = 3;
const ROWS = 3;
const LABEL = { width: (277 / COLUMNS) * MM, height: (190 / ROWS) * MM };
const PAD = 3 * MM;
const QR = 19 * MM;
const BOLD = 'Helvetica-Bold';
const REGULAR = 'Helvetica';

interface Box {
  x: number;
  y: number;
}

/** The largest of these sizes at which the whole list fits the room left above the nutrition block. */
const INGREDIENT_SIZES = [5.6, 5, 4.4, 3.8];

/** The ingredient font size of each recipe: the same on every label of it, so measured once per PDF. */
const sizes = new WeakMap<MealLabelRecipe, number>();

function fittingSize(doc: Doc, recipe: MealLabelRecipe, all: string, at: { width: number; height: number }) {
  const known = sizes.get(recipe);
  if (known !== undefined) return known;
  const size =
    INGREDIENT_SIZES.find(
      (s) => doc.font(BOLD).fontSize(s).heightOfString(all, { width: at.width }) <= at.height,
    ) ?? INGREDIENT_SIZES.at(-1)!;
  sizes.set(recipe, size);
  return size;
}

/**
 * The ingredient list as one paragraph, allergens in bold: "Ingredients: Cream (milk), Lettuce, …", then the
 * allergens set by hand and the traces; set smaller when a long list would not fit `height`.
 */
function ingredients(
  doc: Doc,
  recipe: MealLabelRecipe,
  texts: LabelTexts,
  at: Box & { width: number; height: number },
) {
  const parts = [
    { text: `${texts.ingredients}: `, strong: true },
    ...recipe.ingredients.flatMap((segments, i) => [
      ...(i > 0 ? [{ text: ', ', strong: false }] : []),
      ...segments,
    ]),
  ];
  const lines = [
    ...(recipe.contains.length > 0
      ? [{ text: `${texts.contains}: ${recipe.contains.join(', ')}`, strong: true }]
      : []),
    ...(recipe.may_contain.length > 0
      ? [{ text: `${texts.mayContain}: ${recipe.may_contain.join(', ')}`, strong: false }]
      : []),
  ];
  const all = [parts.map((p) => p.text).join(''), ...lines.map((l) => l.text)].join('\n');
  doc.fontSize(fittingSize(doc, recipe, all, at));
  doc.text('', at.x, at.y, { width: at.width, continued: true });
  parts.forEach((part, i) => {
    doc
      .font(part.strong ? BOLD : REGULAR)
      .text(part.text, { continued: i < parts.length - 1, width: at.width });
  });
  for (const line of lines) doc.font(line.strong ? BOLD : REGULAR).text(line.text, { width: at.width });
}

function nutrition(doc: Doc, recipe: MealLabelRecipe, texts: LabelTexts, at: Box, width: number) {
  doc.font(BOLD).fontSize(5.6).text(texts.nutrition, at.x, at.y, { width });
  if (!recipe.nutrition) {
    doc.font(REGULAR).text(texts.noNutrition, { width });
    return;
  }
  for (const row of recipe.nutrition) {
    const y = doc.y;
    doc
      .font(REGULAR)
      .text(`${row.indent ? '  ' : ''}${row.label}`, at.x, y, { width: width * 0.62, lineBreak: false });
    doc.text(row.value, at.x + width * 0.62, y, { width: width * 0.38, align: 'right', lineBreak: false });
    doc.moveDown(0.05);
  }
}

/** One meal label in the box whose top left corner is `at`. */
function label(
  doc: Doc,
  answer: MealLabelsResponse,
  meal: MealLabel,
  recipe: MealLabelRecipe,
  origin: string,
  at: Box,
) {
  const texts = LABEL_TEXTS[answer.lang];
  const x = at.x + PAD;
  const width = LABEL.width - 2 * PAD;
  doc
    .font(BOLD)
    .fontSize(9)
    .text(recipe.title, x, at.y + PAD, { width, height: 11, ellipsis: true, lineBreak: false });
  const portion = meal.portions > 1 ? ` · ${meal.portion}/${meal.portions}` : '';
  const meta = `${meal.customer} · ${MEAL_TYPE_LABEL_NAMES[meal.meal_type][answer.lang]} · ${labelDate(meal.date)}${portion}`;
  doc
    .font(REGULAR)
    .fontSize(7)
    .text(meta, x, at.y + PAD + 11.5, { width, lineBreak: false });
  const bottom = at.y + LABEL.height - PAD;
  const qrTop = bottom - QR;
  const top = at.y + PAD + 21;
  ingredients(doc, recipe, texts, { x, y: top, width, height: qrTop - 10 - top });
  const left = width - QR - 2 * MM;
  nutrition(doc, recipe, texts, { x, y: qrTop - 8 }, left * 0.52);
  const facts = x + left * 0.55;
  const factsWidth = left * 0.45;
  doc
    .font(BOLD)
    .fontSize(6.5)
    .text(`${texts.netWeight} ${recipe.net_weight_g} g`, facts, qrTop - 8, { width: factsWidth });
  doc.font(REGULAR).fontSize(5.4);
  doc.text(`${texts.produced}: ${labelDate(meal.produced)}`, { width: factsWidth });
  doc.text(`${texts.bestBefore}: ${labelDate(meal.best_before)}`, { width: factsWidth });
  doc.font(BOLD).text(`${texts.useBy}: ${labelDate(meal.use_by)}`, { width: factsWidth });
  doc.font(REGULAR).fontSize(4.8).text(texts.storage, { width: factsWidth });
  doc.text(answer.producer.join(', '), { width: factsWidth });
  drawQr(doc, mealLabelUrl(origin, { orderId: meal.order_id, date: meal.date, recipeId: meal.recipe_id }), {
    x: at.x + LABEL.width - PAD - QR,
    y: qrTop,
    size: QR,
  });
}

/**
 * The meal labels as one PDF: A4 landscape sheets of 3 × 3 labels, each QR code to the recipe's public analysis
 * page on `origin` with the label's code. `progress` is told after every sheet.
 */
export async function mealLabelsPdf(
  answer: MealLabelsResponse,
  origin: string,
  progress: (done: number) => Promise<void> = async () => {},
): Promise<{ bytes: Buffer; pages: number }> {
  // pdfkit loads with the first document, not with every server start (issue 22).
  const { default: PDFKit } = await import('pdfkit');
  const doc = new PDFKit({ size: 'A4', layout: 'landscape', margin: 0, autoFirstPage: false });
  doc.info.Title = `Meal labels ${answer.year}-${answer.week}`;
  const recipeOf = labelRecipeFinder(answer.recipes);
  const perPage = COLUMNS * ROWS;
  let pages = 0;
  for (let i = 0; i < answer.labels.length; i++) {
    if (i % perPage === 0) {
      await nextPage();
      doc.addPage();
      pages++;
      if (pages > 1 && pages % 10 === 0) await progress(i);
    }
    const slot = i % perPage;
    const at = {
      x: MARGIN + (slot % COLUMNS) * LABEL.width,
      y: MARGIN + Math.floor(slot / COLUMNS) * LABEL.height,
    };
    doc
      .save()
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .rect(at.x, at.y, LABEL.width, LABEL.height)
      .stroke()
      .restore();
    const meal = answer.labels[i]!;
    label(doc, answer, meal, recipeOf(meal)!, origin, at);
  }
  return { bytes: await pdfBytes(doc), pages };
}
