import { useState } from 'react';
import { App, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BroadcastView } from '@fleetkey/contract';
import { PasswordConfirmDialog } from '../../admin-access/PasswordConfirmDialog';
import { LoadError } from '../../common/LoadError';
import { useBroadcasts, useRecall, type PushFilters } from '../hooks/usePushes';
import { BroadcastDrawer } from './BroadcastDrawer';
import { BroadcastTable } from './BroadcastTable';
import { PushFilterBar } from './PushFilterBar';

/** The broadcasts tab: filters, the table, a detail drawer, and a recall behind the password check. */
export function BroadcastList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<PushFilters>({});
  const [page, setPage] = useState(1);
  const [descend, setDescend] = useState(true);
  const [openId, setOpenId] = useState<string | null>(null);
  const [recalling, setRecalling] = useState<BroadcastView | null>(null);
  const list = useBroadcasts(filters, page, descend);
  const recall = useRecall();

  return (
    <Flex vertical gap={12}>
      <PushFilterBar
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {list.isError && <LoadError error={list.error} onRetry={() => void list.refetch()} />}
      <BroadcastTable
        data={list.data}
        loading={list.isFetching}
        page={page}
        descend={descend}
        onPage={setPage}
        onOrder={(next) => {
          setDescend(next);
          setPage(1);
        }}
        onOpen={setOpenId}
        onRecall={setRecalling}
      />
      <BroadcastDrawer id={openId} onClose={() => setOpenId(null)} />
      <PasswordConfirmDialog
        open={recalling !== null}
        title={t('pushes.broadcasts.recallTitle', { title: recalling?.title ?? '' })}
        onCancel={() => setRecalling(null)}
        onConfirmed={() => {
          if (!recalling) return;
          // The password is confirmed: the dialog closes, and a refusal (already recalled) is a toast.
          recall.mutate(recalling.id, {
            onSuccess: () => void message.success(t('pushes.broadcasts.recallDone')),
          });
          setRecalling(null);
        }}
      />
    </Flex>
  );
}
