/** A price in cents as the language writes money: `¥300.00` / `CN¥300.00`. */
export function formatMoney(amountCents: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-GB', { style: 'currency', currency }).format(
    amountCents / 100,
  );
}
