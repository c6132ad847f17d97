import type {
  AggregationProtocolView,
  DevBoardView,
  LicenceNodes,
  ListResult,
  MyBoardUse,
  NodeView,
  PinModelView,
  RoleView,
} from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { statusOf, sharedServerWithKeeper } from './support/admins';
import { testEngines } from './support/databases';
import { insertLicence, signedInUser } from './support/licence-rows';

const DAY = 86_400_000;

/** The multipart body of an upload of one file. */
function upload(name: string, content: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  return form;
}

const triple = (serial: string) => ({ serial, model: 'AWP-U1', uid: `UID-${serial}` });

describe.each(testEngines)(
  'what a user of the platform reads in AWPin, AWPX and AWFlow ($name)',
  (engine) => {
    const setup = sharedServerWithKeeper(engine, { env: { OUTBOX_API: '1' } });

    it('lets a role-0 user read boards, their lists, pins, uploads and the AWPX catalogue and statistic', async () => {
      await setup.keeper.post<DevBoardView>('/develop_board', {
        body: { ...triple('UR-1'), industry: 'energy' },
      });
      const { client } = await signedInUser(setup.server);
      const boards = await client.get<ListResult<DevBoardView>>('/develop_board');
      expect(boards.result.map((b) => b.serial)).toContain('UR-1');
      for (const path of ['/industry', '/serie', '/client_data', '/three_elements', '/develop_board/uploads'])
        expect(await statusOf(client, 'GET', path), path).toBe(200);
      expect(await client.get<PinModelView[]>('/pins/models')).toBeInstanceOf(Array);
      const catalogue = await client.get<AggregationProtocolView[]>('/awpx/aggregation_protocol');
      expect(catalogue.length).toBeGreaterThan(0);
      const today = new Date(setup.server.clock.now()).toISOString().slice(0, 10);
      const range = `?from=${today}&to=${today}&timeZone=UTC`;
      expect(await statusOf(client, 'GET', `/awpx/statistic${range}`)).toBe(200);
      // Everyone's use statistics and every write stay with administrators.
      expect(await statusOf(client, 'GET', `/develop_board/statistics${range}`)).toBe(403);
      expect(await statusOf(client, 'POST', '/develop_board', triple('UR-2'))).toBe(403);
      expect(await statusOf(client, 'PUT', '/pins', { model: 'AWP-U1', pins: [] })).toBe(403);
    });

    it("shows a user their own toolkit's use counts and nobody else's", async () => {
      await setup.keeper.post('/develop_board', { body: triple('UC-1') });
      await setup.keeper.post('/develop_board', { body: triple('UC-2') });
      const me = await signedInUser(setup.server);
      const other = await signedInUser(setup.server);
      for (const serial of ['UC-1', 'UC-2', 'UC-1'])
        await me.client.post('/client_data', { body: triple(serial) });
      await other.client.post('/client_data', { body: triple('UC-2') });
      const mine = await me.client.get<MyBoardUse[]>('/develop_board/my_uses');
      expect(mine.map((use) => [use.serial, use.uses])).toEqual([
        ['UC-1', 2],
        ['UC-2', 1],
      ]);
      expect(await other.client.get<MyBoardUse[]>('/develop_board/my_uses')).toMatchObject([
        { serial: 'UC-2', uses: 1 },
      ]);
    });

    it('lets a user download the demo of a node their licence grants, and refuses any other node', async () => {
      await setup.keeper.post('/nodes', { body: { name: 'demo-granted' } });
      await setup.keeper.post('/nodes', { body: { name: 'demo-other' } });
      const nodes = await setup.keeper.get<ListResult<NodeView>>('/nodes', { query: { search: 'demo-' } });
      const id = (name: string) => nodes.result.find((n) => n.name === name)?.id ?? '';
      for (const name of ['demo-granted', 'demo-other'])
        await setup.keeper.post(`/nodes/${id(name)}`, { body: upload(`${name}.flow`, `bytes of ${name}`) });
      const role = await setup.keeper.post<RoleView>('/roles', {
        body: { name: 'demoRole', permissions: [{ type: 'node', id: id('demo-granted'), permit: 'read' }] },
      });
      const { client, user } = await signedInUser(setup.server);
      const licenceId = await insertLicence(setup.server, user.id, setup.server.clock.now() + 30 * DAY);
      expect(await statusOf(client, 'GET', `/nodes/${id('demo-granted')}/demo`)).toBe(403);

      await setup.keeper.put(`/licences/role/${licenceId}`, { body: { roleId: role.id } });
      const granted = await client.get<LicenceNodes[]>('/nodes_license');
      expect(granted.flatMap((l) => l.nodes)).toContainEqual(
        expect.objectContaining({ name: 'demo-granted', demoFileName: 'demo-granted.flow' }),
      );
      const demo = await client.getFile(`/nodes/${id('demo-granted')}/demo`);
      expect(await demo.blob.text()).toBe('bytes of demo-granted');
      expect(await statusOf(client, 'GET', `/nodes/${id('demo-other')}/demo`)).toBe(403);
    });
  },
);
