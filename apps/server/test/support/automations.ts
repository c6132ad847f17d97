import type { ApiClient } from '@fleetkey/api-client';
import type { RuleActionView, RuleView, TaskView } from '@fleetkey/contract';

// The automations of the IoT console (scheduled tasks, rule actions, rules) made through the real calls.

/**
 * A nightly command task for one device, an e-mail rule action and a no-data rule on its type: one of each,
 * so the route tests have real ids to put in their paths.
 */
export async function taskActionAndRule(
  client: ApiClient,
  devtype: string,
  devid: string,
): Promise<{ task: TaskView; action: RuleActionView; rule: RuleView }> {
  const task = await client.post<TaskView>('/tasks', {
    body: {
      name: 'Nightly',
      type: 'command',
      schedule: { kind: 'cron', cron: '0 3 * * *', timezone: 'UTC' },
      command: { devtype, cmd: 'flush', targetKind: 'devices', devids: [devid] },
    },
  });
  const action = await client.post<RuleActionView>('/rule_actions', {
    body: { name: 'Mail', kind: 'email', addresses: ['ops@example.com'] },
  });
  const rule = await client.post<RuleView>('/rules', {
    body: { name: 'Quiet', targets: { devtype }, trigger: { kind: 'noData', minutes: 30 } },
  });
  return { task, action, rule };
}
