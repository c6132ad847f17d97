import {
  MULTICAST_RESULT_STATES,
  type CommandBody,
  type CommandReply,
  type CommandType,
  type ListQuery,
  type MulticastCommandQuery,
  type MulticastResultState,
  type MulticastSendDetail,
  type MulticastSendPage,
  type MulticastSendView,
} from '@fleetkey/contract';
import type { Insertable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../../app-context';
import type { DeviceCommandsTable } from '../../../db/schema';
import type { IotActor, DeviceScope } from '../../../platform/auth/iot-actor';
import { AppError } from '../../../platform/errors/app-error';
import type { CommandDelivery } from '../commands/command-delivery';
import type { CommandReplies } from '../commands/command-replies';
import { commandMessage, commandTopic } from '../commands/command-view';
import { commandsRepository } from '../commands/commands.repository';
import { devicesRepository, type DeviceRow } from '../devices/devices.repository';
import { requireDeclaredByEach } from '../devtypes/declared-commands';
import { loraSessionKeys } from './lora-session-keys';
import { multicastRepository, type MulticastGroupRow, type MulticastSendRow } from './multicast.repository';
import { foundGroup } from './multicast.service';
import { pageOfViews } from '../../../db/paging';

const noCounts = (): Record<MulticastResultState, number> =>
  Object.fromEntries(MULTICAST_RESULT_STATES.map((state) => [state, 0])) as Record<
    MulticastResultState,
    number
  >;

function toSendView(row: MulticastSendRow, counts: Record<MulticastResultState, number>): MulticastSendView {
  return {
    id: row.id,
    groupId: row.groupId,
    cmd: row.cmd,
    cmdtype: row.cmdtype as CommandType,
    params: JSON.parse(row.params) as Record<string, unknown>,
    kind: row.kind,
    gwid: row.gwid,
    sentBy: row.sentBy,
    sentAt: row.sentAt,
    counts,
    total: Object.values(counts).reduce((sum, n) => sum + n, 0),
  };
}

/**
 * Commands to a multicast group (contract multicast-calls.ts): one recorded command per member, published per
 * member (direct) or once through the group's gateway (gwb, gwr); members that cannot hear it are `offline`.
 */
export function multicastSendsService(
  { db, bus, clock, config }: Pick<AppContext, 'db' | 'bus' | 'clock' | 'config'>,
  { replies, delivery }: { replies: CommandReplies; delivery: CommandDelivery },
) {
  const repo = multicastRepository(db);
  const commands = commandsRepository(db);
  const loraKeys = loraSessionKeys(config);

  async function detail(scope: DeviceScope, send: MulticastSendRow): Promise<MulticastSendDetail> {
    const results = (await repo.results(scope, send.id)).map((row) => ({
      devid: row.devid,
      devtype: row.devtype,
      commandId: row.commandId,
      state: (row.commandId === null ? 'offline' : (row.state ?? 'sent')) as MulticastResultState,
      reply: row.reply === null ? null : (JSON.parse(row.reply) as CommandReply),
      repliedAt: row.repliedAt,
    }));
    const counts = noCounts();
    for (const result of results) counts[result.state] += 1;
    return { ...toSendView(send, counts), results };
  }

  /** The gateway a gwb or gwr group sends through; 409 GATEWAY_INVALID when it is gone from the scope. */
  async function gatewayOf(scope: DeviceScope, group: MulticastGroupRow): Promise<DeviceRow> {
    const gateway = group.gwid === null ? undefined : await devicesRepository(db).find(scope, group.gwid);
    if (!gateway) throw AppError.of('GATEWAY_INVALID', { gwid: group.gwid });
    return gateway;
  }

  /** The LoRa part of a gwr message: the session with its keys opened, and this downlink's frame counter. */
  async function loraPart(scope: DeviceScope, group: MulticastGroupRow) {
    // A LoRa multicast downlink is heard by every device set up with the McAddr, whatever the list says: a
    // sub-user scoped to groups may send only when every member is within its scope.
    if (scope.profileId !== null) {
      const visible = await repo.targets(scope, group.id);
      if (visible.length !== (await repo.countAll(group.id))) throw AppError.of('SCOPE_LIMITED');
    }
    const session = await repo.findLora(group.id);
    const fCnt = await repo.takeFCnt(group.id);
    if (!session || fCnt === undefined) throw AppError.of('LORA_SESSION_REQUIRED');
    return {
      mcAddr: session.mcAddr,
      mcAppSKey: loraKeys.open(group.id, 'mcAppSKey', session.appSkey),
      mcNwkSKey: loraKeys.open(group.id, 'mcNwkSKey', session.nwkSkey),
      frequency: Number(session.frequency),
      dataRate: session.dataRate,
      periodicity: session.periodicity,
      class: session.loraClass,
      fCnt,
    };
  }

  return {
    /**
     * Sends one command to the group's members within the scope: offline members are recorded as such and
     * get nothing; unconfirmed answers at once, confirmed after every reply or `timeout` ms.
     */
    async send(
      actor: IotActor,
      groupId: string,
      cmd: string,
      query: MulticastCommandQuery,
      params: CommandBody,
    ): Promise<MulticastSendDetail> {
      const { scope } = actor;
      const group = await foundGroup(repo, scope, groupId);
      const devids = (await repo.targets(scope, groupId, query.devtype)).map((t) => t.devid);
      if (devids.length === 0) throw AppError.of('MULTICAST_NO_MEMBERS');
      const members = await devicesRepository(db).findMany(scope, devids);
      await requireDeclaredByEach(
        db,
        scope.ownerId,
        members.map((m) => m.devtype),
        cmd,
        params,
      );
      const gateway = group.kind === 'direct' ? null : await gatewayOf(scope, group);
      if (!bus.link().up) throw AppError.of('BROKER_UNAVAILABLE');
      const lora = group.kind === 'gwr' ? await loraPart(scope, group) : undefined;

      const now = clock.now();
      const confirmed = query.cmdtype === 'confirmed';
      const hears = (member: DeviceRow) =>
        gateway ? delivery.reachable(gateway) : delivery.reachable(member);
      const rows = new Map<string, Insertable<DeviceCommandsTable>>();
      for (const member of members.filter(hears))
        rows.set(member.devid, {
          id: randomUUID(),
          devid: member.devid,
          cmd,
          cmdtype: query.cmdtype,
          datatype: 'json',
          params: JSON.stringify(params),
          state: 'sent',
          timeoutMs: confirmed ? query.timeout : null,
          multicastMode: group.kind === 'direct' ? null : group.kind,
          multicastGwid: group.gwid,
          sentAt: now,
        });
      const send = {
        id: randomUUID(),
        groupId,
        cmd,
        cmdtype: query.cmdtype,
        params: JSON.stringify(params),
        kind: group.kind,
        gwid: group.gwid,
        sentBy: actor.username,
        sentAt: now,
      };
      await db.transaction().execute(async (trx) => {
        await commandsRepository(trx).insert([...rows.values()]);
        await multicastRepository(trx).insertSend(
          send,
          members.map((m) => ({ sendId: send.id, devid: m.devid, commandId: rows.get(m.devid)?.id ?? null })),
        );
      });

      // Waiting starts before publishing: a nearby device can answer before publish() returns.
      const waits = confirmed
        ? [...rows.values()].map(async (row) => ({
            id: row.id,
            reply: await replies.expect(row.id, row.devid, query.timeout),
          }))
        : [];
      const devtypeOf = new Map(members.map((m) => [m.devid, m.devtype]));
      if (gateway) {
        const listed = [...rows.values()].map((row) => ({
          devid: row.devid,
          devtype: devtypeOf.get(row.devid),
          id: row.id,
        }));
        if (listed.length > 0) {
          const extra = {
            multicast: group.kind,
            group: groupId,
            subdevs: listed.map((m) => m.devid),
            members: listed,
            ...(lora ? { lora } : {}),
          };
          await bus.publish(
            commandTopic(gateway.devtype, gateway.devid, cmd),
            commandMessage(send, params, extra),
            1,
          );
        }
      } else {
        for (const row of rows.values()) {
          const topic = commandTopic(devtypeOf.get(row.devid) ?? '', row.devid, cmd);
          await bus.publish(topic, commandMessage(row, params, { multicast: 'direct', group: groupId }), 1);
        }
      }
      for (const { id, reply } of await Promise.all(waits))
        if (reply === null) await commands.markTimedOut(id, clock.now());
      return detail(scope, send);
    },

    /** A page of the group's sends, newest first, each with its members (within the scope) counted by state. */
    async list(scope: DeviceScope, groupId: string, window: ListQuery): Promise<MulticastSendPage> {
      await foundGroup(repo, scope, groupId);
      const page = await repo.sends(groupId, window);
      const counts = new Map(page.result.map((row) => [row.id, noCounts()]));
      for (const { sendId, state, n } of await repo.counts(
        scope,
        page.result.map((row) => row.id),
      )) {
        const of = counts.get(sendId);
        if (of) of[state] += n;
      }
      return pageOfViews(page, (row) => toSendView(row, counts.get(row.id) ?? noCounts()));
    },

    /** A send with each member's result, read now (replies that came later show). */
    async get(scope: DeviceScope, groupId: string, sendId: string): Promise<MulticastSendDetail> {
      await foundGroup(repo, scope, groupId);
      const send = await repo.findSend(groupId, sendId);
      if (!send) throw AppError.of('NOT_FOUND');
      return detail(scope, send);
    },
  };
}
