import { useState } from 'react';
import { Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccessProfileView, IotResource } from '@fleetkey/contract';
import { BatchDeleteButton } from '../common/BatchDeleteButton';
import { FreshRecordDialog } from '../common/FreshRecordDialog';
import { useListPage } from '../common/hooks/use-list-page';
import { ListPage } from '../common/ListPage';
import { RowActions } from '../common/RowActions';
import { ProfileDialog, type ProfileFormValues } from './components/ProfileDialog';
import { SUBUSER_KEYS, useSubusersApi } from '../subusers/hooks/useSubusers';
import { useCatalogue, useProfileActions, useProfileList } from './hooks/useProfiles';
import { dateTimeColumn } from '../common/date-time-column';
import { actionsColumn } from '../common/actions-column';

type Dialog = { mode: 'none' } | { mode: 'create' } | { mode: 'edit'; profile: AccessProfileView };

const toInput = (values: ProfileFormValues) => ({
  name: values.name.trim(),
  desc: values.desc ?? '',
  grants: values.grants,
  scope: {
    kind: values.scopeKind,
    groupIds: values.scopeKind === 'groups' ? values.groupIds : [],
    projectIds: values.scopeKind === 'projects' ? values.projectIds : [],
  },
});

/** The access profiles screen: what each profile grants, its scope, and which sub-users wear it. */
export function ProfileList() {
  const { t, i18n } = useTranslation();
  const view = useListPage();
  const [dialog, setDialog] = useState<Dialog>({ mode: 'none' });
  const list = useProfileList(view.query);
  const catalogue = useCatalogue().data ?? [];
  const actions = useProfileActions();
  const api = useSubusersApi();
  const close = () => setDialog({ mode: 'none' });
  const resourceName = (key: IotResource) => {
    const entry = catalogue.find((e) => e.key === key);
    return entry ? (i18n.language.startsWith('zh') ? entry.zh : entry.en) : key;
  };

  const columns: TableColumnsType<AccessProfileView> = [
    { title: t('profiles.name'), dataIndex: 'name', key: 'name' },
    {
      title: t('profiles.grants'),
      key: 'grants',
      render: (_, profile) => {
        const granted = Object.entries(profile.grants).filter(([, acts]) => acts.length > 0);
        if (granted.length === 0)
          return <Typography.Text type="secondary">{t('profiles.nothing')}</Typography.Text>;
        return (
          <Space size={[4, 4]} wrap>
            {granted.map(([resource, acts]) => (
              <Tag key={resource}>
                {resourceName(resource as IotResource)}:{' '}
                {acts.map((a) => t(`profiles.actions.${a}`)).join(' · ')}
              </Tag>
            ))}
          </Space>
        );
      },
    },
    {
      title: t('profiles.scope'),
      key: 'scope',
      render: (_, profile) => {
        switch (profile.scope.kind) {
          case 'all':
            return t('profiles.scopeAll');
          case 'groups':
            return t('profiles.scopeGroupCount', { count: profile.scope.groupIds.length });
          case 'projects':
            return t('profiles.scopeProjectCount', { count: profile.scope.projectIds.length });
        }
      },
    },
    {
      title: t('profiles.usedBy'),
      key: 'usedBy',
      render: (_, profile) =>
        profile.subusers.length === 0 ? (
          <Typography.Text type="secondary">{t('profiles.unused')}</Typography.Text>
        ) : (
          <Tooltip title={profile.subusers.join(', ')}>
            <Tag color="blue">{t('profiles.subuserCount', { count: profile.subusers.length })}</Tag>
          </Tooltip>
        ),
    },
    dateTimeColumn(t('profiles.updatedAt'), 'updatedAt'),
    actionsColumn(t, (profile) => (
      <RowActions
        onEdit={() => setDialog({ mode: 'edit', profile })}
        remove={{
          title: t('profiles.confirmDelete', { name: profile.name }),
          description: profile.subusers.length > 0 ? t('profiles.inUseHint') : undefined,
          onConfirm: () => view.deleteRow(actions.remove, profile.id),
        }}
      />
    )),
  ];

  return (
    <ListPage<AccessProfileView>
      testId="profile-list"
      list={{ view, query: list }}
      search={t('profiles.searchPlaceholder')}
      actions={
        <BatchDeleteButton
          count={view.selected.length}
          onConfirm={() =>
            actions.removeMany.mutate(view.selected.map(Number), { onSuccess: view.onDeletedMany })
          }
          testId="profile-batch-delete"
        />
      }
      create={{
        label: t('profiles.create'),
        testId: 'profile-create',
        onClick: () => setDialog({ mode: 'create' }),
      }}
      rowKey="id"
      columns={columns}
      selectable
    >
      {dialog.mode === 'create' && (
        <ProfileDialog onSave={(values) => actions.create.mutateAsync(toInput(values))} onClose={close} />
      )}
      {dialog.mode === 'edit' && (
        <FreshRecordDialog
          queryKey={[SUBUSER_KEYS.profiles, 'one', dialog.profile.id]}
          read={() => api.getProfile(dialog.profile.id)}
          title={t('profiles.editTitle')}
          onClose={close}
        >
          {(profile) => (
            <ProfileDialog
              editing={profile}
              onSave={(values) => actions.update.mutateAsync({ id: profile.id, input: toInput(values) })}
              onClose={close}
            />
          )}
        </FreshRecordDialog>
      )}
    </ListPage>
  );
}
