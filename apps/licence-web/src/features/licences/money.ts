import { intlLocale } from '@fleetkey/web-kit';

/** A price in cents as the UI language writes money: `¥300.00` / `CN¥300.00`. */
export function formatMoney(amountCents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(
    amountCents / 100,
  );
}
