import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from './error-message-key';

/** A list or panel that failed to load: what went wrong and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t, i18n } = useTranslation();
  // A console's own error codes resolve here too: its texts share the i18n instance with web-kit's.
  const text = t(errorMessageKey(error, undefined, (key) => i18n.exists(key)));
  return (
    <Alert
      type="error"
      showIcon
      data-testid="load-error"
      title={text}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** A query's load failure, if any, with a retry of the query. */
export function QueryError({
  query,
}: {
  query: { isError: boolean; error: unknown; refetch: () => Promise<unknown> };
}) {
  return query.isError ? <LoadError error={query.error} onRetry={() => void query.refetch()} /> : null;
}
