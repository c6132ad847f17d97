import { Button, Flex, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@fleetkey/web-kit';
import type { RuleActionTestResult } from '@fleetkey/contract';
import { useRuleActionWrites } from '../hooks/useRuleActions';
import { OutcomeTag } from './Tags';

/**
 * "Send test": runs the action once now with sample values (POST /rule_actions/{id}/test) and shows what it
 * did beside the button — done, or failed/skipped with the reason (a webhook's status code, a refused
 * address) — so a wrong address is found before an alarm needs it.
 */
export function ActionTestButton({ id }: { id: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { test } = useRuleActionWrites();
  const result: RuleActionTestResult | undefined = test.data;
  return (
    <Flex gap={4} align="center" data-testid="action-test">
      <Button
        size="small"
        type="link"
        icon={<ExperimentOutlined />}
        loading={test.isPending}
        onClick={() => test.mutate(id)}
        data-testid="action-test-send"
      >
        {t('ruleActions.sendTest')}
      </Button>
      {result && <OutcomeTag outcome={result.outcome} title={result.error ?? undefined} />}
      {result?.error && (
        <Typography.Text
          type="danger"
          style={{ fontSize: 12 }}
          ellipsis={{ tooltip: result.error }}
          data-testid="action-test-error"
        >
          {result.error}
        </Typography.Text>
      )}
      {test.isError && (
        <Typography.Text type="danger" style={{ fontSize: 12 }} data-testid="action-test-error">
          {errorText(test.error)}
        </Typography.Text>
      )}
    </Flex>
  );
}
