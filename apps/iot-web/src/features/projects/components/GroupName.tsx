import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { QUERY_ROOTS } from '../../common/query-keys';
import { useIotApi } from '../../common/hooks/useIotApi';

/** A project's group member by its name (the id below it): the tab showed bare UUIDs before. */
export function GroupName({ groupid }: { groupid: string }) {
  const api = useIotApi();
  const group = useQuery({
    queryKey: [QUERY_ROOTS.deviceGroups, 'one', groupid],
    queryFn: () => api.groups.get(groupid),
    meta: { silentError: true },
  });
  return (
    <span data-testid={`project-group-${groupid}`}>
      {group.data?.name ?? groupid}
      {group.data && (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {groupid}
        </Typography.Text>
      )}
    </span>
  );
}
