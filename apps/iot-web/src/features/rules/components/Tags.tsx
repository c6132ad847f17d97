import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecordState, RuleActionOutcome, RuleSeverity } from '@fleetkey/contract';
import { OUTCOME_COLORS, RECORD_STATE_COLORS, SEVERITY_COLORS } from '../rule-texts';

/** A severity as a coloured tag. */
export function SeverityTag({ severity }: { severity: RuleSeverity }) {
  const { t } = useTranslation();
  return (
    <Tag color={SEVERITY_COLORS[severity]} data-testid="severity" data-severity={severity}>
      {t(`rules.severities.${severity}`)}
    </Tag>
  );
}

/** An alarm record's state as a coloured tag. */
export function RecordStateTag({ state }: { state: RecordState }) {
  const { t } = useTranslation();
  return (
    <Tag color={RECORD_STATE_COLORS[state]} data-testid="record-state" data-state={state}>
      {t(`alarms.states.${state}`)}
    </Tag>
  );
}

/** An action's outcome as a coloured tag. */
export function OutcomeTag({ outcome, title }: { outcome: RuleActionOutcome; title?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={OUTCOME_COLORS[outcome]} title={title} data-testid="action-outcome" data-outcome={outcome}>
      {t(`ruleLogs.outcomes.${outcome}`)}
    </Tag>
  );
}
