import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@fleetkey/api-client';
import { ROLE_BATCH_MAX, type PermissionItem } from '@fleetkey/contract';
import { parseBatchLines, type BatchLineIssue } from '../batch-lines';
import { useRoleActions } from '../hooks/useRoles';
import { PermissionField } from './PermissionField';
import { useErrorText } from '@fleetkey/web-kit';

/**
 * Several roles at once (POST /roles/batch, all or none): one a line, `name` or `name,description`, all
 * with the same permission tree. Invalid lines are listed before anything is sent.
 */
export function RoleBatchDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [permissions, setPermissions] = useState<PermissionItem[]>([]);
  const [issues, setIssues] = useState<BatchLineIssue[]>([]);
  const [error, setError] = useState<string | null>(null);
  const { createBatch } = useRoleActions();

  const submit = async () => {
    setError(null);
    const parsed = parseBatchLines(text);
    setIssues(parsed.issues);
    if (parsed.issues.length > 0) return;
    try {
      await createBatch.mutateAsync(parsed.roles.map((role) => ({ ...role, permissions })));
      onClose();
    } catch (e) {
      const name = e instanceof ApiError ? (e.data as { name?: unknown } | undefined)?.name : undefined;
      setError(
        e instanceof ApiError && e.code === 'NAME_IN_USE'
          ? t('rolesAdmin.batchNameInUse', { name: typeof name === 'string' ? name : '' })
          : errorText(e),
      );
    }
  };

  return (
    <Modal
      open
      title={t('rolesAdmin.batchTitle')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={createBatch.isPending}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'role-batch-ok' }}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('rolesAdmin.batchLines', { max: ROLE_BATCH_MAX })}
          validateStatus={issues.length > 0 ? 'error' : undefined}
          help={
            issues.length > 0 ? (
              <Typography.Text type="danger" data-testid="role-batch-issues">
                {issues
                  .map((issue) =>
                    t('rolesAdmin.batchLineIssue', { line: issue.line, issue: t(issue.message) }),
                  )
                  .join('; ')}
              </Typography.Text>
            ) : undefined
          }
        >
          <Input.TextArea
            rows={6}
            value={text}
            placeholder={t('rolesAdmin.batchPlaceholder')}
            onChange={(event) => setText(event.target.value)}
            data-testid="role-batch-text"
          />
        </Form.Item>
        <Form.Item label={t('rolesAdmin.fields.permissions')}>
          <PermissionField value={permissions} onChange={setPermissions} />
        </Form.Item>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}
