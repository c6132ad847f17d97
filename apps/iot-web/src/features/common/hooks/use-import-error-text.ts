import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import { useErrorText } from '@fleetkey/web-kit';

// An import file's refusal (400 naming `file`) says why in its field message: not a CSV or XLSX, empty, a
// header only, a quote left open, columns missing… The code's own text ("some of the data is not valid")
// said none of that, and was all an import dialog showed (issue 34).

/** The validation key a refused upload gives its `file` field, or null for any other failure. */
export function fileRefusalKey(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields = (error.data as { fields?: { path?: unknown; message?: unknown }[] } | undefined)?.fields;
  const message = fields?.find((field) => field.path === 'file')?.message;
  return typeof message === 'string' ? message : null;
}

/** An import's failure as text: why the file was refused when the server said, else the error's own text. */
export function useImportErrorText(): (error: unknown) => string {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      const key = fileRefusalKey(error);
      return key !== null && i18n.exists(key) ? t(key) : errorText(error);
    },
    [t, i18n, errorText],
  );
}
