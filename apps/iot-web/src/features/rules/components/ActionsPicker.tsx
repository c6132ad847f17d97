import { useState } from 'react';
import { Button, Flex, Select } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RULE_LIMITS } from '@fleetkey/contract';
import { useAllRuleActions, useRuleActionWrites } from '../hooks/useRuleActions';
import { ActionDialog } from './ActionDialog';

/**
 * The saved actions a rule runs (a Form.Item gives value and onChange), and a button that makes a new one
 * in place and adds it, so writing a rule never means leaving it for the actions screen.
 */
export function ActionsPicker({ value, onChange }: { value?: string[]; onChange?: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const actions = useAllRuleActions();
  const { create } = useRuleActionWrites();
  const [creating, setCreating] = useState(false);
  return (
    <Flex gap={8} align="flex-start">
      <Select
        mode="multiple"
        allowClear
        value={value}
        onChange={onChange}
        maxCount={RULE_LIMITS.actionsMax}
        loading={actions.isPending}
        placeholder={t('rules.editor.actionsPlaceholder')}
        notFoundContent={t('rules.editor.noActions')}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ flex: 1 }}
        data-testid="rule-actions"
        options={(actions.data ?? []).map((a) => ({
          value: a.id,
          label: `${a.name} · ${t(`ruleActions.kinds.${a.kind}`)}`,
        }))}
      />
      <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="rule-action-new">
        {t('ruleActions.create')}
      </Button>
      {creating && (
        <ActionDialog
          onSave={async (body) => {
            const made = await create.mutateAsync(body);
            onChange?.([...(value ?? []), made.id]);
          }}
          onClose={() => setCreating(false)}
        />
      )}
    </Flex>
  );
}
