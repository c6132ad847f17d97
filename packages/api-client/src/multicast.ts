import { COMMAND_DEFAULT_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@fleetkey/contract';
import type {
  CommandType,
  ListResult,
  LoraFieldDescription,
  LoraSessionView,
  MulticastGroupView,
  MulticastKind,
  MulticastMembersResult,
  MulticastMemberView,
  MulticastMode,
  MulticastResult,
  MulticastSendDetail,
  MulticastSendPage,
  LoraSessionBody,
} from '@fleetkey/contract';
import type { ApiClient } from './client';
import { iotListParams, type IotListQuery } from './devtypes';

/** A new group as a form fills it (description defaults to empty; gwid for gwb and gwr only). */
export interface MulticastGroupInput {
  name: string;
  description?: string;
  kind: MulticastKind;
  gwid?: string;
}

/** How a group command is sent: confirmed waits up to `timeout` ms for every member's reply. */
export interface MulticastSendOptions {
  devtype?: string;
  cmdtype?: CommandType;
  timeout?: number;
}

// The HTTP call must outlive the members' reply window (as for a device command).
const ANSWER_MARGIN_MS = 5_000;

/** The Multicast calls (iot-console.md §7 "Multicast"). */
export function multicastApi(client: ApiClient) {
  const path = (groupid: string) => `/multicast/${encodeURIComponent(groupid)}`;
  return {
    /** GET /multicast: a page of the account's groups; filter `{kind}`, search names. */
    list: (query: IotListQuery = {}) =>
      client.get<ListResult<MulticastGroupView>>('/multicast', { query: iotListParams(query) }),
    /**
     * PUT /multicast/{gwb|gwr}/{gwid}/commands/{cmd}: one unconfirmed command to all of a gateway's
     * sub-devices, broadcast by the gateway (gwb) or relayed to each (gwr).
     */
    gatewaySend: (mode: MulticastMode, gwid: string, cmd: string, params: Record<string, unknown> = {}) =>
      client.put<MulticastResult>(
        `/multicast/${mode}/${encodeURIComponent(gwid)}/commands/${encodeURIComponent(cmd)}`,
        { body: params },
      ),
    /** POST /multicast: a new, empty group. */
    create: (input: MulticastGroupInput) => client.post<MulticastGroupView>('/multicast', { body: input }),
    get: (groupid: string) => client.get<MulticastGroupView>(path(groupid)),
    /** PUT /multicast/{groupid}: a new name or description. */
    update: (groupid: string, input: { name?: string; description?: string }) =>
      client.put<MulticastGroupView>(path(groupid), { body: input }),
    /** DELETE /multicast/{groupid}: the devices stay. */
    remove: (groupid: string) => client.delete<null>(path(groupid)),
    /** GET /multicast/{groupid}/members: a page of members (within the caller's scope). */
    members: (groupid: string, query: IotListQuery = {}) =>
      client.get<ListResult<MulticastMemberView>>(`${path(groupid)}/members`, {
        query: iotListParams(query),
      }),
    /** POST /multicast/{groupid}/add: all the devices or none. */
    add: (groupid: string, devids: string[]) =>
      client.post<MulticastMembersResult>(`${path(groupid)}/add`, { body: { devids } }),
    /** POST /multicast/{groupid}/remove. */
    removeMembers: (groupid: string, devids: string[]) =>
      client.post<MulticastMembersResult>(`${path(groupid)}/remove`, { body: { devids } }),
    /** PUT /multicast/{groupid}/commands/{cmd}: the send with every member's result. */
    send: (
      groupid: string,
      cmd: string,
      params: Record<string, unknown> = {},
      options: MulticastSendOptions = {},
    ) => {
      const timeout = options.timeout ?? COMMAND_DEFAULT_TIMEOUT_MS;
      return client.put<MulticastSendDetail>(`${path(groupid)}/commands/${encodeURIComponent(cmd)}`, {
        body: params,
        query: { devtype: options.devtype, cmdtype: options.cmdtype ?? 'unconfirmed', timeout },
        timeoutMs: Math.max(REQUEST_TIMEOUT_MS, timeout + ANSWER_MARGIN_MS),
      });
    },
    /** GET /multicast/{groupid}/commands: past sends, newest first, with counts per state. */
    sends: (groupid: string, query: { skip?: number; limit?: number } = {}) =>
      client.get<MulticastSendPage>(`${path(groupid)}/commands`, { query: { ...query } }),
    /** GET /multicast/{groupid}/commands/{sendid}: each member's result as it stands now. */
    sendDetail: (groupid: string, sendid: string) =>
      client.get<MulticastSendDetail>(`${path(groupid)}/commands/${encodeURIComponent(sendid)}`),
    /** GET /multicast/{groupid}/lora: the session, keys masked (404 when it has none). */
    lora: (groupid: string) => client.get<LoraSessionView>(`${path(groupid)}/lora`),
    /** PUT /multicast/{groupid}/lora: sets or replaces the session. */
    setLora: (groupid: string, input: LoraSessionBody) =>
      client.put<LoraSessionView>(`${path(groupid)}/lora`, { body: input }),
    /** DELETE /multicast/{groupid}/lora. */
    removeLora: (groupid: string) => client.delete<null>(`${path(groupid)}/lora`),
    /** GET /dev/multicast/lora: the session form's fields. */
    loraFields: () => client.get<LoraFieldDescription[]>('/dev/multicast/lora'),
  };
}
