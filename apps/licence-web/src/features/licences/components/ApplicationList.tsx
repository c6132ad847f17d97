import { useState } from 'react';
import { App, Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LICENCE_TYPES } from '@fleetkey/contract';
import type { ApplymentView } from '@fleetkey/contract';
import { QueryError, useErrorText } from '@fleetkey/web-kit';
import { formatDateTime } from '../../common/format';
import { ListTable, listPageOf } from '../../common/ListTable';
import { useApplymentList } from '../hooks/useLicences';
import { useLicenceAction } from '../hooks/useLicenceAction';
import { useLicenceApi } from '../hooks/useLicenceApi';
import { useApplicationColumns } from './application-columns';
import { EditApplicationDialog } from './EditApplicationDialog';

/** Applications whose duration the applicant may still change: pending new licences and renewals. */
const editable = (a: ApplymentView) =>
  a.state === 'pending' && (a.type === LICENCE_TYPES.newLicence || a.type === LICENCE_TYPES.renew);

/**
 * The user's own applications (new licence, renewal, unbind, company audit); a pending one can be withdrawn,
 * and a pending new licence or renewal asked for another duration.
 */
export function ApplicationList({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const api = useLicenceApi();
  const [page, setPage] = useState(1);
  const list = useApplymentList(page);
  const sharedColumns = useApplicationColumns();
  const [editing, setEditing] = useState<ApplymentView | null>(null);
  const withdraw = useLicenceAction((applyId: string) => api.applyments.withdraw(userId, applyId));
  const onWithdraw = (applyId: string) =>
    withdraw.mutate(applyId, {
      onSuccess: () => void message.success(t('licences.applications.withdrawn')),
      onError: (error) => void message.error(errorText(error)),
    });

  return (
    <>
      <QueryError query={list} />
      <ListTable<ApplymentView>
        testId="application-table"
        {...listPageOf(list, page, setPage)}
        emptyText={t('licences.applications.empty')}
        columns={[
          ...sharedColumns,
          {
            key: 'examined',
            title: t('licences.applications.examined'),
            render: (_, a) => (
              <>
                {a.examinedAt === null ? '—' : formatDateTime(a.examinedAt)}
                {a.examinRemark && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {a.examinRemark}
                  </Typography.Text>
                )}
              </>
            ),
          },
          {
            key: 'actions',
            title: t('licences.fields.actions'),
            render: (_, a) =>
              a.state === 'pending' && (
                <Space size={12}>
                  {editable(a) && (
                    <Button
                      type="link"
                      size="small"
                      style={{ paddingInline: 0 }}
                      onClick={() => setEditing(a)}
                      data-testid={`application-edit-${a.id}`}
                    >
                      {t('licences.applications.edit')}
                    </Button>
                  )}
                  <Popconfirm
                    title={t('licences.applications.withdrawConfirm')}
                    okText={t('common.ok')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => onWithdraw(a.id)}
                  >
                    <Button
                      type="link"
                      size="small"
                      style={{ paddingInline: 0 }}
                      loading={withdraw.isPending && withdraw.variables === a.id}
                    >
                      {t('licences.applications.withdraw')}
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      {editing && (
        <EditApplicationDialog userId={userId} application={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
