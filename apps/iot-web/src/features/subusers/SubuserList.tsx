import { useState } from 'react';
import { Button, Popconfirm, Select, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUBUSER_STATUSES, type SubuserStatus, type SubuserView } from '@fleetkey/contract';
import { BatchDeleteButton } from '../common/BatchDeleteButton';
import { CreateButton } from '../common/CreateButton';
import { formatDateTime } from '../common/format';
import { FreshRecordDialog } from '../common/FreshRecordDialog';
import { useListPage } from '../common/hooks/use-list-page';
import { ListPage } from '../common/ListPage';
import { RowActions } from '../common/RowActions';
import { ResetPasswordDialog } from './components/ResetPasswordDialog';
import { profileChange } from './profile-change';
import { SubuserDialog, type SubuserFormValues } from './components/SubuserDialog';
import {
  SUBUSER_KEYS,
  useAllProfiles,
  useSubuserActions,
  useSubuserList,
  useSubusersApi,
} from './hooks/useSubusers';
import { dateTimeColumn } from '../common/date-time-column';
import { actionsColumn } from '../common/actions-column';

type Dialog = { mode: 'none' } | { mode: 'create' } | { mode: 'edit' | 'reset'; subuser: SubuserView };

/**
 * The sub-users screen: search and status filter, the list with profile, status and last sign-in; create,
 * edit, reset the password, disable or enable, delete one or many — each change ends in the activity log.
 */
export function SubuserList() {
  const { t } = useTranslation();
  const view = useListPage();
  const [status, setStatus] = useState<SubuserStatus | undefined>();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'none' });
  const list = useSubuserList(view.query, status);
  const profiles = useAllProfiles().data?.result ?? [];
  const actions = useSubuserActions();
  const api = useSubusersApi();
  const close = () => setDialog({ mode: 'none' });

  const create = (values: SubuserFormValues) =>
    actions.create.mutateAsync({
      username: values.username.trim(),
      name: values.name.trim(),
      password: values.password,
      ...(values.mobile ? { mobile: values.mobile } : {}),
      ...(values.email ? { email: values.email } : {}),
      ...(values.role !== null ? { role: values.role } : {}),
    });
  const update = async (subuser: SubuserView, values: SubuserFormValues) => {
    await actions.update.mutateAsync({
      username: subuser.username,
      input: { name: values.name.trim(), mobile: values.mobile, email: values.email },
    });
    const change = profileChange(subuser.role, values.role);
    if (change) await actions.setProfile.mutateAsync({ username: subuser.username, change });
  };

  const columns: TableColumnsType<SubuserView> = [
    { title: t('subusers.username'), dataIndex: 'username', key: 'username' },
    { title: t('subusers.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('subusers.profile'),
      key: 'profile',
      render: (_, s) =>
        s.roleName ? <Tag color="blue">{s.roleName}</Tag> : <Tag>{t('subusers.noProfile')}</Tag>,
    },
    {
      title: t('subusers.status'),
      key: 'status',
      render: (_, s) => (
        <Space size={4} wrap>
          <Tag
            color={s.status === 'enabled' ? 'green' : 'default'}
            data-testid={`subuser-status-${s.username}`}
          >
            {t(`subusers.statuses.${s.status}`)}
          </Tag>
          {s.mustChangePassword && (
            <Tooltip title={t('subusers.initialPasswordTip')}>
              <Tag color="orange">{t('subusers.initialPasswordTag')}</Tag>
            </Tooltip>
          )}
        </Space>
      ),
    },
    {
      title: t('subusers.lastLogin'),
      dataIndex: 'lastLoginAt',
      key: 'lastLoginAt',
      render: (ms: number | null) => (ms ? formatDateTime(ms) : t('subusers.never')),
    },
    dateTimeColumn(t('deviceTypes.createdAt'), 'createdAt', { sorter: true }),
    actionsColumn(t, (subuser) => {
      const next: SubuserStatus = subuser.status === 'enabled' ? 'disabled' : 'enabled';
      return (
        <RowActions
          onEdit={() => setDialog({ mode: 'edit', subuser })}
          remove={{
            title: t('subusers.confirmDelete', { username: subuser.username }),
            description: t('subusers.deleteHint'),
            onConfirm: () => view.deleteRow(actions.remove, subuser.username),
            testId: `subuser-delete-${subuser.username}`,
          }}
        >
          <Button size="small" type="link" onClick={() => setDialog({ mode: 'reset', subuser })}>
            {t('subusers.resetPassword')}
          </Button>
          <Popconfirm
            title={t(`subusers.confirm.${next}`, { username: subuser.username })}
            description={next === 'disabled' ? t('subusers.disableHint') : undefined}
            onConfirm={() => actions.setStatus.mutate({ username: subuser.username, status: next })}
          >
            <Button size="small" type="link" data-testid={`subuser-toggle-${subuser.username}`}>
              {t(`subusers.toggle.${next}`)}
            </Button>
          </Popconfirm>
        </RowActions>
      );
    }),
  ];

  return (
    <ListPage<SubuserView>
      testId="subuser-list"
      list={{ view, query: list }}
      search={t('subusers.searchPlaceholder')}
      filters={
        <Select<SubuserStatus | undefined>
          allowClear
          placeholder={t('subusers.status')}
          style={{ width: 140 }}
          value={status}
          onChange={view.firstPage(setStatus)}
          options={SUBUSER_STATUSES.map((value) => ({ value, label: t(`subusers.statuses.${value}`) }))}
        />
      }
      actions={
        <Space wrap>
          <CreateButton
            label={t('subusers.create')}
            onClick={() => setDialog({ mode: 'create' })}
            testId="subuser-create"
          />
          <BatchDeleteButton
            count={view.selected.length}
            testId="subuser-batch-delete"
            onConfirm={() => actions.removeMany.mutate(view.selected, { onSuccess: view.onDeletedMany })}
          />
        </Space>
      }
      rowKey="username"
      selectable
      columns={columns}
    >
      {dialog.mode === 'create' && <SubuserDialog profiles={profiles} onSave={create} onClose={close} />}
      {dialog.mode === 'edit' && (
        <FreshRecordDialog
          queryKey={[SUBUSER_KEYS.subusers, 'one', dialog.subuser.username]}
          read={() => api.get(dialog.subuser.username)}
          title={t('subusers.editTitle')}
          onClose={close}
        >
          {(subuser) => (
            <SubuserDialog
              editing={subuser}
              profiles={profiles}
              onSave={(values) => update(subuser, values)}
              onClose={close}
            />
          )}
        </FreshRecordDialog>
      )}
      {dialog.mode === 'reset' && (
        <ResetPasswordDialog
          subuser={dialog.subuser}
          onSave={(password) =>
            actions.update.mutateAsync({ username: dialog.subuser.username, input: { password } })
          }
          onClose={close}
        />
      )}
    </ListPage>
  );
}
