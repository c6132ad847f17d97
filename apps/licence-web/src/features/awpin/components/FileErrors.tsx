import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import type { FieldError } from '@fleetkey/contract';
import { useErrorText } from '@fleetkey/web-kit';

const MAX_SHOWN = 20;

// The row failures a refused import lists (400 VALIDATION_FAILED with `fields`), when it has any.
const fieldsOf = (error: unknown): FieldError[] => {
  if (!(error instanceof ApiError)) return [];
  const fields = (error.data as { fields?: unknown } | undefined)?.fields;
  return Array.isArray(fields) ? (fields as FieldError[]) : [];
};

/** Why an import was refused: each failing row and field with its message (the first 20), or the error. */
export function FileErrors({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fields = fieldsOf(error);
  if (fields.length === 0) return <Alert type="error" showIcon title={errorText(error)} />;
  return (
    <Alert
      type="error"
      showIcon
      title={t('awpin.pins.importRefused', { count: fields.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="pin-import-errors">
          {fields.slice(0, MAX_SHOWN).map((field) => (
            <li key={`${field.path}:${field.message}`}>
              {field.path === 'file' ? t('awpin.pins.file') : field.path}: {t(field.message)}
            </li>
          ))}
        </ul>
      }
    />
  );
}
