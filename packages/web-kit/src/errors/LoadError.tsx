import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './use-error-text';

/** A list or panel that failed to load: what went wrong and a retry button. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const text = useErrorText()(error);
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
