import { useState } from 'react';
import { Card, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@fleetkey/web-kit';
import { useRolloutList } from '../hooks/useRollouts';
import { RolloutBoard } from './RolloutBoard';
import { RolloutList } from './RolloutList';

/**
 * The type's rollouts and the board of the chosen one (the newest until the user picks another, or the one
 * the user just started).
 */
export function RolloutsPanel({
  devtype,
  chosen,
  onChoose,
}: {
  devtype: string;
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useRolloutList(devtype, page);
  const selected = chosen ?? list.data?.result[0]?.id;
  return (
    <Card size="small" title={t('firmware.rollouts.title')}>
      <Flex vertical gap={12}>
        <QueryError query={list} />
        <RolloutList
          page={list.data}
          loading={list.isPending || list.isPlaceholderData}
          current={page}
          onPage={setPage}
          selected={selected}
          onSelect={onChoose}
        />
        {selected && <RolloutBoard key={selected} id={selected} />}
      </Flex>
    </Card>
  );
}
