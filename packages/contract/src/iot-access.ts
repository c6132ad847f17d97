import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation/keys';

// The IoT console's authorization vocabulary (iot-console.md §6, §7 "Sub-users"): the main account (role 0)
// may do everything; a sub-user may do what its access profile grants, on the devices of its scope. Every
// IoT route declares one (resource, action); the same catalogue drives the profile editor and the menus.

/** What can be done to a resource: read it, change it, or (devices) send it commands. */
export const IOT_ACTIONS = ['read', 'write', 'control'] as const;
/** What can be done to a resource. */
export type IotAction = (typeof IOT_ACTIONS)[number];

/** The catalogue GET /authorization_mapping_table answers: each resource, its names and its actions. */
export const IOT_RESOURCE_CATALOGUE = [
  { key: 'devtypes', zh: '设备类型', en: 'Device types', actions: ['read', 'write'] },
  { key: 'devices', zh: '设备', en: 'Devices', actions: ['read', 'write', 'control'] },
  { key: 'groups', zh: '设备分组', en: 'Device groups', actions: ['read', 'write'] },
  // Reading a device includes its data (real-time, history, events); writing or deleting data is apart.
  { key: 'data', zh: '设备数据写入与删除', en: 'Device data changes', actions: ['write'] },
  // Reading firmware includes its rollouts; writing uploads and deletes versions; control starts, pauses,
  // resumes, cancels and retries rollouts (on the devices of the scope only).
  { key: 'firmware', zh: '固件与升级', en: 'Firmware and updates', actions: ['read', 'write', 'control'] },
  // Writing creates, edits and deletes tasks; control starts, pauses, resumes and cancels them. What a task
  // sends also needs the devices' (command) or firmware's (rollout) control, checked when it is saved.
  { key: 'tasks', zh: '定时任务', en: 'Scheduled tasks', actions: ['read', 'write', 'control'] },
  // Writing edits groups, their members and LoRa sessions; control sends a command to a group.
  { key: 'multicast', zh: '组播', en: 'Multicast groups', actions: ['read', 'write', 'control'] },
  // Reading covers rules, their actions and alarm records; writing edits rules (enabling, the record flag)
  // and actions; control handles alarms (acknowledge, clear, delete cleared ones), so someone on duty can
  // deal with alarms without changing what raises them. A command action also needs devices:control.
  { key: 'rules', zh: '规则与告警', en: 'Rules and alarms', actions: ['read', 'write', 'control'] },
  // Reading covers algorithms, examples and results (and their CSV); writing edits algorithms and examples
  // and adds, overrides or deletes results; control starts and stops examples' schedules.
  { key: 'statistics', zh: '统计', en: 'Statistics', actions: ['read', 'write', 'control'] },
  // Reading covers DBC files (tree and text) and decoding frames with them; writing uploads and deletes.
  { key: 'dbc', zh: 'CAN 数据库', en: 'CAN databases', actions: ['read', 'write'] },
  // Reading covers the DTC catalogue and the devices' diagnostic answers; writing edits and imports the
  // catalogue. Asking a device to read or clear DTCs is devices:control (it sends a command) and uds:read.
  { key: 'uds', zh: '诊断故障码', en: 'Diagnostics (UDS)', actions: ['read', 'write'] },
  // Writing creates, edits and deletes projects and adds or removes their members (within the scope).
  { key: 'projects', zh: '项目', en: 'Projects', actions: ['read', 'write'] },
  // Customs: display templates and command panels per device type; reading them is what the device and
  // real-time pages need to show a type's points, writing changes how every device of the type is shown.
  { key: 'customs', zh: '自定义配置', en: 'Customs', actions: ['read', 'write'] },
  // Common files are their own resource, not part of customs: they are documents (manuals, configuration
  // files), so field staff can be allowed to download manuals without being allowed to change display
  // templates, and a designer to edit templates without uploading files everyone can fetch.
  { key: 'files', zh: '公共文件', en: 'Common files', actions: ['read', 'write'] },
  // Reading covers the balance, flows, orders, bills and usage; writing opens and closes the account, sets
  // the payment password, recharges and asks for refunds (which also need the payment password).
  { key: 'funds', zh: '资金与账单', en: 'Funds and billing', actions: ['read', 'write'] },
] as const satisfies readonly { key: string; zh: string; en: string; actions: readonly IotAction[] }[];

/** A resource of the IoT console a profile can grant. */
export type IotResource = (typeof IOT_RESOURCE_CATALOGUE)[number]['key'];
/** Every grantable resource, in catalogue order. */
export const IOT_RESOURCES = IOT_RESOURCE_CATALOGUE.map((entry) => entry.key) as readonly IotResource[];

/** What a route needs, e.g. `devices:control`. */
export interface IotPermission {
  resource: IotResource;
  action: IotAction;
}

/** A profile's grants: the actions allowed per resource (absent = none). Write does not imply read. */
export type IotGrants = Partial<Record<IotResource, IotAction[]>>;

/** The actions a resource has, from the catalogue. */
export function actionsOf(resource: IotResource): readonly IotAction[] {
  return IOT_RESOURCE_CATALOGUE.find((entry) => entry.key === resource)?.actions ?? [];
}

/** Whether grants allow an action on a resource; `null` grants are the main account's (everything). */
export function iotAllows(grants: IotGrants | null, permission: IotPermission): boolean {
  if (grants === null) return true;
  return grants[permission.resource]?.includes(permission.action) ?? false;
}

/** Every grant of the catalogue: what a main account holds, and a profile's "select all". */
export function everyGrant(): IotGrants {
  return Object.fromEntries(IOT_RESOURCE_CATALOGUE.map((entry) => [entry.key, [...entry.actions]]));
}

/**
 * Which devices a profile reaches: all of the owner's, those in the listed groups, or those of the listed
 * projects (the projects' devices and the devices of the projects' groups).
 */
export const IOT_SCOPE_KINDS = ['all', 'groups', 'projects'] as const;
/** Which devices a profile reaches. */
export type IotScopeKind = (typeof IOT_SCOPE_KINDS)[number];

/** Most groups one profile's scope may list. */
export const ACCESS_PROFILE_GROUPS_MAX = 200;
/** Most projects one profile's scope may list. */
export const ACCESS_PROFILE_PROJECTS_MAX = 200;

/** Grants as a profile body carries them: only the catalogue's resources and each resource's own actions. */
export const iotGrantsSchema = z
  .record(z.string(), z.array(z.enum(IOT_ACTIONS, { error: M.accessGrantInvalid })).max(IOT_ACTIONS.length))
  .superRefine((grants, ctx) => {
    for (const [resource, actions] of Object.entries(grants)) {
      const known = IOT_RESOURCE_CATALOGUE.find((entry) => entry.key === resource);
      if (!known) {
        ctx.addIssue({ code: 'custom', path: [resource], message: M.accessGrantInvalid });
        continue;
      }
      const own: readonly string[] = known.actions;
      if (actions.some((action) => !own.includes(action)))
        ctx.addIssue({ code: 'custom', path: [resource], message: M.accessGrantInvalid });
    }
  })
  .transform((grants): IotGrants => {
    const clean: IotGrants = {};
    for (const resource of IOT_RESOURCES) {
      const actions = grants[resource];
      if (actions && actions.length > 0) clean[resource] = IOT_ACTIONS.filter((a) => actions.includes(a));
    }
    return clean;
  });

/** A profile's scope as the calls answer it: the groups of a group scope, the projects of a project scope. */
export interface IotScopeView {
  kind: IotScopeKind;
  groupIds: string[];
  projectIds: string[];
}

/** What GET /subusers_access/mine answers: the signed-in user's grants and scope (main account: all). */
export interface IotAccessView {
  main: boolean;
  /** Still on an initial password its main account set: the console asks for a new one first. */
  mustChangePassword: boolean;
  grants: IotGrants;
  scope: IotScopeView;
}
