import { Form, Input } from 'antd';
import type { RuleObject } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import { ROLE_BATCH_MAX, type PermissionItem } from '@fleetkey/contract';
import type { FieldMessage } from '@fleetkey/web-kit';
import { FormDialog } from '../../common/FormDialog';
import { parseBatchLines } from '../batch-lines';
import { useRoleActions } from '../hooks/useRoles';
import { PermissionField } from './PermissionField';

interface Values {
  lines: string;
  permissions: PermissionItem[];
}

/** A name the server found taken (nothing was created) is said under the lines that hold it. */
function takenName(error: unknown): FieldMessage[] {
  if (!(error instanceof ApiError) || error.code !== 'NAME_IN_USE') return [];
  const name = (error.data as { name?: unknown } | undefined)?.name;
  return [
    {
      name: ['lines'],
      key: 'rolesAdmin.batchNameInUse',
      values: { name: typeof name === 'string' ? name : '' },
    },
  ];
}

/**
 * Several roles at once (POST /roles/batch, all or none): one a line, `name` or `name,description`, all
 * with the same permission tree. Invalid lines are listed before anything is sent.
 */
export function RoleBatchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { createBatch } = useRoleActions();
  const validLines: RuleObject = {
    validator: (_, text: string) => {
      const { issues } = parseBatchLines(text);
      if (issues.length === 0) return Promise.resolve();
      const listed = issues.map((issue) =>
        t('rolesAdmin.batchLineIssue', { line: issue.line, issue: t(issue.message) }),
      );
      return Promise.reject(new Error(listed.join('; ')));
    },
  };

  return (
    <FormDialog<Values>
      title={t('rolesAdmin.batchTitle')}
      testIds={{ form: 'role-batch-form', ok: 'role-batch-ok' }}
      initialValues={{ lines: '', permissions: [] }}
      onSubmit={({ lines, permissions }) =>
        createBatch.mutateAsync(parseBatchLines(lines).roles.map((role) => ({ ...role, permissions })))
      }
      fieldErrors={takenName}
      onClose={onClose}
    >
      {/* Checked when OK is clicked, not while the lines are typed. */}
      <Form.Item
        name="lines"
        label={t('rolesAdmin.batchLines', { max: ROLE_BATCH_MAX })}
        rules={[validLines]}
        validateTrigger={false}
      >
        <Input.TextArea
          rows={6}
          placeholder={t('rolesAdmin.batchPlaceholder')}
          data-testid="role-batch-text"
        />
      </Form.Item>
      <Form.Item name="permissions" label={t('rolesAdmin.fields.permissions')}>
        <PermissionField />
      </Form.Item>
    </FormDialog>
  );
}
