import { formatFen, intlLocale } from '@fleetkey/web-kit';

/**
 * A price in cents as the consoles write money: yuan as `¥300.00` in both languages, like every other amount
 * (English Intl wrote `CN¥300.00` beside the funds screens' `¥`); another currency as the UI language writes it.
 */
export function formatMoney(amountCents: number, currency: string, language: string): string {
  if (currency === 'CNY') return formatFen(amountCents);
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(
    amountCents / 100,
  );
}
