import { useState } from 'react';
import { App, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BroadcastView } from '@fleetkey/contract';
import { QueryError } from '@fleetkey/web-kit';
import { PasswordConfirmDialog } from '../../admin-access/PasswordConfirmDialog';
import { listPageOf } from '../../common/ListTable';
import { useListView } from '../../common/use-list-view';
import { useBroadcasts, useRecall, type PushFilters } from '../hooks/usePushes';
import { BroadcastDrawer } from './BroadcastDrawer';
import { BroadcastTable } from './BroadcastTable';
import { PushFilterBar } from './PushFilterBar';

/** The broadcasts tab: filters, the table, a detail drawer, and a recall behind the password check. */
export function BroadcastList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { view, page, setPage, update } = useListView<{ filters: PushFilters; descend: boolean }>({
    filters: {},
    descend: true,
  });
  const [openId, setOpenId] = useState<string | null>(null);
  const [recalling, setRecalling] = useState<BroadcastView | null>(null);
  const list = useBroadcasts(view.filters, page, view.descend);
  const recall = useRecall();

  return (
    <Flex vertical gap={12}>
      <PushFilterBar onChange={(filters) => update({ filters })} />
      <QueryError query={list} />
      <BroadcastTable
        {...listPageOf(list, page, setPage)}
        descend={view.descend}
        onOrder={(descend) => update({ descend })}
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
