import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../../app-context';
import { legalText, type LegalLanguage, type LegalPage } from './legal-texts';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `?lang=zh|en` wins; otherwise the browser's first language; English when it is neither. */
export function legalLanguage(request: FastifyRequest): LegalLanguage {
  const { lang } = request.query as { lang?: unknown };
  if (lang === 'zh' || lang === 'en') return lang;
  const accepted = request.headers['accept-language'] ?? '';
  return /^\s*zh/i.test(accepted) ? 'zh' : 'en';
}

/** A legal page as a small standalone HTML document, with a link to the other language. */
export function legalHtml(page: LegalPage, language: LegalLanguage): string {
  const text = legalText(page, language);
  const other: LegalLanguage = language === 'zh' ? 'en' : 'zh';
  const sections = text.sections
    .map((s) => `<h2>${escape(s.heading)}</h2>\n${s.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}`)
    .join('\n');
  return `<!doctype html>
<html lang="${language === 'zh' ? 'zh-CN' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(text.title)}</title>
<style>
body{font:15px/1.7 system-ui,-apple-system,"Segoe UI","PingFang SC","Microsoft YaHei",sans-serif;color:#1f1f1f;max-width:760px;margin:0 auto;padding:32px 20px}
h1{font-size:26px;margin:0 0 12px}h2{font-size:18px;margin:28px 0 8px}p{margin:0 0 10px}
.lead{color:#595959}nav{text-align:right;font-size:13px}a{color:#1677ff}
</style>
</head>
<body>
<nav><a href="?lang=${other}" data-testid="legal-language">${other === 'zh' ? '中文' : 'English'}</a></nav>
<h1>${escape(text.title)}</h1>
<p class="lead">${escape(text.lead)}</p>
${sections}
</body>
</html>
`;
}

/** GET /legal/agreement and /legal/privacy: the default pages the consoles link to until others are set. */
export function legalPageRoutes({ app }: AppContext): void {
  for (const page of ['agreement', 'privacy'] as const) {
    app.get(`/legal/${page}`, { config: { audience: 'public' } }, async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Language')
        .send(legalHtml(page, legalLanguage(request))),
    );
  }
}
