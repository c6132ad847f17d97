import type { CustomType, CustomView, DisplayPoint, DisplayTemplate } from '@fleetkey/contract';
import type { ValueFormat } from '../common/format';

// How a device type's display template (contract custom-calls.ts) shapes the console's data tables and
// cards: which points, in which order, under which label, with which unit, decimals and colour. Without a
// template every point shows under its own name, as before.

/** The name of the web custom (template, command panel) the device pages use when a type has several. */
export const DEFAULT_TEMPLATE_NAME = 'default';

/** The custom of a type the pages use: the web one named `default`, else the first web one by name. */
export function pickWebCustom(
  customs: readonly CustomView[],
  customtype: CustomType,
): CustomView | undefined {
  const web = customs.filter((custom) => custom.customtype === customtype && custom.apptype === 'web');
  return web.find((custom) => custom.customname === DEFAULT_TEMPLATE_NAME) ?? web[0];
}

/** The template the pages use (see pickWebCustom); none when absent. */
export function pickTemplate(customs: readonly CustomView[]): DisplayTemplate | undefined {
  const chosen = pickWebCustom(customs, 'displayTemplate');
  return chosen && 'points' in chosen.value ? chosen.value : undefined;
}

/** One column of a data table: the point, its title and how its values read. */
export interface PointColumn {
  name: string;
  title: string;
  color?: string;
  format(value: unknown): string;
}

/** A value as a template point shows it: rounded to its decimals, followed by its unit. */
export function formatPointValue(
  value: unknown,
  point: Pick<DisplayPoint, 'decimals' | 'unit'>,
  format: ValueFormat,
): string {
  const shown =
    typeof value === 'number' && point.decimals !== undefined ? value.toFixed(point.decimals) : format(value);
  return point.unit && shown !== '—' ? `${shown} ${point.unit}` : shown;
}

/** The template's points sorted by their order (ties keep the template's order). */
export function orderedPoints(template: DisplayTemplate): DisplayPoint[] {
  return template.points
    .map((point, index) => ({ point, index }))
    .sort((a, b) => a.point.order - b.point.order || a.index - b.index)
    .map(({ point }) => point);
}

/**
 * The columns for the points a table has: the template's, in its order, or every point as it came; values
 * read through `format` (useFormatValue's).
 */
export function pointColumns(
  points: readonly string[],
  template: DisplayTemplate | undefined,
  format: ValueFormat,
): PointColumn[] {
  if (!template) return points.map((name) => ({ name, title: name, format }));
  return orderedPoints(template).map((point) => ({
    name: point.name,
    title: point.label || point.name,
    color: point.color,
    format: (value: unknown) => formatPointValue(value, point, format),
  }));
}
