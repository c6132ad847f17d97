import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { QUERY_ROOTS } from '../../common/query-keys';
import { useIotApi } from '../../common/hooks/useIotApi';

/** A group read by its id (`enabled` false: not read), one query per group shared by the tab's uses. */
function useGroup(groupid: string, enabled = true) {
  const api = useIotApi();
  return useQuery({
    queryKey: [QUERY_ROOTS.deviceGroups, 'one', groupid],
    queryFn: () => api.groups.get(groupid),
    enabled,
    meta: { silentError: true },
  });
}

/** A group's name, or its id until the name is read (or when the group is not read at all). */
export function useGroupName(groupid: string, enabled = true): string {
  return useGroup(groupid, enabled).data?.name ?? groupid;
}

/** A project's group member by its name (the id below it): the tab showed bare UUIDs before. */
export function GroupName({ groupid }: { groupid: string }) {
  const group = useGroup(groupid);
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
