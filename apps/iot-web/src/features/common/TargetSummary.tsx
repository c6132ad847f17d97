import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RuleTargets } from '@fleetkey/contract';

/** Targets in a list cell: the type, then all its devices, or how many devices or groups are listed. */
export function TargetSummary({ targets }: { targets: RuleTargets }) {
  const { t } = useTranslation();
  return (
    <Typography.Text style={{ fontSize: 13 }}>
      {targets.devtype}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {' · '}
        {targets.devids
          ? t('rules.targetCounts.devices', { count: targets.devids.length })
          : targets.groupids
            ? t('rules.targetCounts.groups', { count: targets.groupids.length })
            : t('rules.targetKinds.all')}
      </Typography.Text>
    </Typography.Text>
  );
}
