import type {
  BoardImportResult,
  BoardNodeLink,
  BoardNodeRef,
  BoardView,
  LicenceNodes,
  LicencePermissions,
  ListResult,
  NodeImportResult,
  NodeView,
  OplogView,
  PermissionItem,
  PermissionView,
  RoleView,
} from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { governedAdmin, linkedRole, statusOf, sharedServerWithKeeper } from './support/admins';
import { testEngines } from './support/databases';
import { insertLicence, signedInUser } from './support/licence-rows';
import { fileForm } from './support/file-form';
import { refusal } from './support/outcome';

const DAY = 86_400_000;

describe.each(testEngines)('AWFlow nodes, target boards and what licences permit ($name)', (engine) => {
  const setup = sharedServerWithKeeper(engine, { env: { OUTBOX_API: '1' } });

  const importNodes = (content: string | Buffer, client = setup.keeper) =>
    client.post<NodeImportResult>('/nodes_upload', { body: fileForm('nodes.json', content) });
  const importBoards = (content: string) =>
    setup.keeper.post<BoardImportResult>('/boards_upload', { body: fileForm('boards.json', content) });
  const nodeCount = async () =>
    (await setup.keeper.get<{ count: number }>('/nodes', { query: { aggregation: 'count' } })).count;
  const nodeNamed = async (name: string) => {
    const page = await setup.keeper.get<ListResult<NodeView>>('/nodes', { query: { search: name } });
    const node = page.result.find((n) => n.name === name);
    if (!node) throw new Error(`no node ${name}`);
    return node;
  };

  it.each([
    ['an empty file', '', 'file', 'validation.fileEmpty'],
    ['a file of blanks', ' \n\t ', 'file', 'validation.fileEmpty'],
    ['an empty node list', '{"nodes": []}', 'file', 'validation.fileEmpty'],
    ['text that is not JSON', '{"nodes": [', 'file', 'validation.jsonFormatInvalid'],
    ['JSON without a node list', '{"items": [{"name": "a"}]}', 'file', 'validation.fileStructureInvalid'],
    ['a JSON string', '"nodes"', 'file', 'validation.fileStructureInvalid'],
    ['a node that is not an object', '[{"name": "ok1"}, 7]', 'nodes.1', 'validation.fileStructureInvalid'],
    [
      'a node without a name',
      '[{"name": "ok2"}, {"type": "io"}]',
      'nodes.1.name',
      'validation.nodeNameRequired',
    ],
    [
      'a node with a blank name',
      '{"nodes": [{"name": "  "}]}',
      'nodes.0.name',
      'validation.nodeNameRequired',
    ],
    ['a node named by a number', '[{"name": 5}]', 'nodes.0.name', 'validation.nodeNameRequired'],
    ['a name twice', '[{"name": "Twin"}, {"name": "twin"}]', 'nodes.1.name', 'validation.duplicate'],
  ])(
    'refuses %s with the §8 message at the failing row, importing nothing',
    async (_case, file, path, message) => {
      const before = await nodeCount();
      const error = await refusal(importNodes(file));
      expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(error?.data.fields).toContainEqual({ location: 'body', path, message });
      expect(await nodeCount()).toBe(before);
    },
  );

  it('refuses a file that is not UTF-8 as not JSON, and an upload without a file', async () => {
    const error = await refusal(importNodes(Buffer.from([0xff, 0xfe, 0x7b])));
    expect(error?.data.fields).toContainEqual({
      location: 'body',
      path: 'file',
      message: 'validation.jsonFormatInvalid',
    });
    await expect(setup.keeper.post('/nodes_upload', { body: {} })).rejects.toMatchObject({ status: 400 });
  });

  it('imports all or nothing: one bad row among good ones leaves every node as it was', async () => {
    await importNodes(JSON.stringify([{ name: 'keepme', type: 'io' }]));
    const before = await nodeCount();
    const file = [{ name: 'fresh1' }, { name: 'keepme', type: 'changed' }, { name: 'x'.repeat(65) }];
    const error = await refusal(importNodes(JSON.stringify(file)));
    expect(error?.data.fields).toEqual([
      { location: 'body', path: 'nodes.2.name', message: 'validation.tooLong' },
    ]);
    expect(await nodeCount()).toBe(before);
    expect((await nodeNamed('keepme')).type).toBe('io');
  });

  it('imports a node file with info fields, and a re-import updates the node of the same name', async () => {
    const file = {
      nodes: [
        {
          name: 'mqtt-in',
          type: 'network',
          os: 'linux',
          version: '1.0',
          description: 'reads MQTT',
          inputs: 0,
        },
        { name: 'modbus-read', type: 'industrial', os: 'rtos', outputs: ['value'] },
      ],
    };
    await expect(importNodes(JSON.stringify(file))).resolves.toEqual({ created: 2, updated: 0 });
    const first = await nodeNamed('mqtt-in');
    expect(first).toMatchObject({
      type: 'network',
      os: 'linux',
      version: '1.0',
      info: { inputs: 0 },
      demo: null,
    });

    await expect(
      importNodes(JSON.stringify([{ name: 'MQTT-IN', type: 'net', version: '1.1' }])),
    ).resolves.toEqual({
      created: 0,
      updated: 1,
    });
    const again = await setup.keeper.get<NodeView>(`/nodes/${first.id}`);
    expect(again).toMatchObject({ id: first.id, name: 'MQTT-IN', type: 'net', version: '1.1' });
    const oplog = await setup.server.db.selectFrom('oplogs').select('content').execute();
    expect(oplog).toContainEqual({ content: 'imported node file nodes.json (1 nodes)' });
  });

  it('lists nodes filtered by type and OS, and downloads all or the selected as a file that imports back', async () => {
    await importNodes(
      JSON.stringify([
        { name: 'filterA', type: 'ftype', os: 'fos' },
        { name: 'filterB', type: 'ftype' },
      ]),
    );
    const byType = await setup.keeper.get<ListResult<NodeView>>('/nodes', { query: { type: 'ftype' } });
    expect(byType.result.map((n) => n.name).sort()).toEqual(['filterA', 'filterB']);
    const byBoth = await setup.keeper.get<ListResult<NodeView>>('/nodes', {
      query: { type: 'ftype', os: 'fos' },
    });
    expect(byBoth.result.map((n) => n.name)).toEqual(['filterA']);

    const modbus = await nodeNamed('modbus-read');
    const picked = await setup.keeper.getFile('/nodes_download', { query: { ids: modbus.id } });
    expect(picked.fileName).toBe('nodes.json');
    const content = await picked.blob.text();
    expect(JSON.parse(content)).toEqual({
      nodes: [
        {
          outputs: ['value'],
          name: 'modbus-read',
          type: 'industrial',
          description: '',
          os: 'rtos',
          version: '',
        },
      ],
    });
    await expect(importNodes(content)).resolves.toEqual({ created: 0, updated: 1 });
    const all = JSON.parse(await (await setup.keeper.getFile('/nodes_download')).blob.text()) as {
      nodes: unknown[];
    };
    expect(all.nodes).toHaveLength(await nodeCount());
  });

  it('creates one node from the dialog, refuses a taken name and a missing one, and logs the creation', async () => {
    const created = await setup.keeper.post<NodeView>('/nodes', {
      body: { name: 'typed-node', type: 'logic', os: 'rtos', info: { inputs: 2 } },
    });
    expect(created).toMatchObject({
      name: 'typed-node',
      type: 'logic',
      os: 'rtos',
      version: '',
      info: { inputs: 2 },
    });
    await expect(setup.keeper.get<NodeView>(`/nodes/${created.id}`)).resolves.toMatchObject({
      name: 'typed-node',
    });
    await expect(setup.keeper.post('/nodes', { body: { name: 'TYPED-NODE' } })).rejects.toMatchObject({
      status: 409,
      code: 'NAME_IN_USE',
    });
    const missing = await refusal(setup.keeper.post('/nodes', { body: { type: 'io' } }));
    expect(missing).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(JSON.stringify(missing?.data)).toContain('validation.nodeNameRequired');
    const logs = await setup.keeper.get<ListResult<OplogView>>('/sys/oplogs', { query: { limit: 100 } });
    expect(logs.result.map((log) => log.content)).toContain('created node typed-node');
  });

  it('edits a node, refuses a taken name, stores and serves its demo file', async () => {
    await importNodes(JSON.stringify([{ name: 'editme' }, { name: 'taken' }]));
    const node = await nodeNamed('editme');
    await expect(
      setup.keeper.put<NodeView>(`/nodes/${node.id}`, { body: { description: 'new words' } }),
    ).resolves.toMatchObject({
      description: 'new words',
    });
    await expect(setup.keeper.put(`/nodes/${node.id}`, { body: { name: 'TAKEN' } })).rejects.toMatchObject({
      status: 409,
      code: 'NAME_IN_USE',
    });
    const withDemo = await setup.keeper.post<NodeView>(`/nodes/${node.id}`, {
      body: fileForm('demo.flow', 'demo bytes'),
    });
    expect(withDemo.demo).toMatchObject({ fileName: 'demo.flow', size: 10 });
    const demo = await setup.keeper.getFile(`/nodes/${node.id}/demo`);
    expect(await demo.blob.text()).toBe('demo bytes');
    expect(demo.fileName).toBe('demo.flow');
  });

  it('relates boards to nodes by file and by edit, lists links, and deletes with links', async () => {
    await importNodes(JSON.stringify([{ name: 'bn-1' }, { name: 'bn-2' }]));
    const unknown = await refusal(importBoards(JSON.stringify([{ model: 'B1', nodes: ['bn-1', 'nope'] }])));
    expect(unknown?.data.fields).toEqual([
      {
        location: 'body',
        path: 'boards.0.nodes',
        message: 'validation.boardNodeUnknown',
        params: { name: 'nope' },
      },
    ]);
    const noModel = await refusal(importBoards(JSON.stringify({ boards: [{ os: 'rtos' }] })));
    expect(noModel?.data.fields).toEqual([
      { location: 'body', path: 'boards.0.model', message: 'validation.required' },
    ]);

    await expect(
      importBoards(JSON.stringify({ boards: [{ model: 'STM32F4', os: 'rtos', nodes: ['bn-1'] }] })),
    ).resolves.toEqual({
      created: 1,
      updated: 0,
    });
    const [board] = await setup.keeper.get<BoardView[]>('/boards_new');
    expect(board).toMatchObject({ model: 'STM32F4', os: 'rtos', nodes: [{ name: 'bn-1' }] });
    if (!board) throw new Error('no board');
    const bn2 = await nodeNamed('bn-2');
    await setup.keeper.put(`/boards/${board.id}`, {
      body: { nodeIds: [board.nodes[0]?.id, bn2.id], firmwareVersion: '2.0' },
    });
    const related = await setup.keeper.get<BoardNodeRef[]>(`/boards_node/${board.id}`);
    expect(related.map((n) => n.name)).toEqual(['bn-1', 'bn-2']);
    const links = await setup.keeper.get<ListResult<BoardNodeLink>>('/board_nodes', {
      query: { nodeId: bn2.id },
    });
    expect(links.result).toEqual([{ boardId: board.id, model: 'STM32F4', nodeId: bn2.id, nodeName: 'bn-2' }]);
    await expect(
      setup.keeper.put(`/boards/${board.id}`, { body: { nodeIds: ['missing'] } }),
    ).rejects.toMatchObject({ status: 400 });

    const file = JSON.parse(
      await (await setup.keeper.getFile('/boards_download', { query: { ids: board.id } })).blob.text(),
    ) as {
      boards: unknown[];
    };
    expect(file.boards).toEqual([
      {
        model: 'STM32F4',
        firmwareName: '',
        firmwareVersion: '2.0',
        description: '',
        os: 'rtos',
        nodes: ['bn-1', 'bn-2'],
      },
    ]);

    await setup.keeper.delete(`/nodes/${bn2.id}`);
    expect((await setup.keeper.get<BoardNodeRef[]>(`/boards_node/${board.id}`)).map((n) => n.name)).toEqual([
      'bn-1',
    ]);
    await setup.keeper.delete('/boards_batch_del', { body: { ids: [board.id] } });
    await expect(setup.keeper.get(`/boards/${board.id}`)).rejects.toMatchObject({ status: 404 });
  });

  it('deletes nodes in a batch all or none', async () => {
    await importNodes(JSON.stringify([{ name: 'gone-1' }, { name: 'gone-2' }]));
    const ids = [(await nodeNamed('gone-1')).id, (await nodeNamed('gone-2')).id];
    await expect(
      setup.keeper.delete('/nodes_batch_del', { body: { ids: [...ids, 'missing'] } }),
    ).rejects.toMatchObject({
      status: 404,
    });
    expect((await nodeNamed('gone-1')).id).toBe(ids[0]);
    await setup.keeper.delete('/nodes_batch_del', { body: { ids } });
    await expect(setup.keeper.get(`/nodes/${ids[0]}`)).rejects.toMatchObject({ status: 404 });
  });

  it("answers nodes_license and permission_license from the licence's role, changing with the role and the licence", async () => {
    await importNodes(
      JSON.stringify([{ name: 'lic-direct', type: 'io' }, { name: 'lic-board' }, { name: 'lic-other' }]),
    );
    const direct = await nodeNamed('lic-direct');
    const viaBoard = await nodeNamed('lic-board');
    const other = await nodeNamed('lic-other');
    const board = await setup.keeper.post<BoardView>('/boards', {
      body: { model: 'ESP32', nodeIds: [viaBoard.id] },
    });
    const feature = await setup.keeper.post<PermissionView>('/permission', {
      body: { name: 'charts', key: 'charts' },
    });
    const items: PermissionItem[] = [
      { type: 'node', id: direct.id, permit: 'write' },
      { type: 'permission', id: feature.id, permit: 'read' },
    ];
    const role = await setup.keeper.post<RoleView>('/roles', {
      body: { name: 'flowRole', permissions: items },
    });
    const otherRole = await setup.keeper.post<RoleView>('/roles', {
      body: { name: 'otherRole', permissions: [{ type: 'node', id: other.id, permit: 'read' }] },
    });
    await setup.keeper.put('/board_role', { body: { boardId: board.id, roleId: role.id } });

    const { client, user } = await signedInUser(setup.server);
    const licenceId = await insertLicence(setup.server, user.id, setup.server.clock.now() + 30 * DAY);
    await insertLicence(setup.server, user.id, setup.server.clock.now() - DAY);
    // Registration's trial licence grants nothing; the expired licence is left out.
    const ofLicence = async <T extends { licenceId: string }>(path: string) => {
      const licences = await client.get<T[]>(path);
      expect(licences.filter((l) => l.licenceId !== licenceId).map((l) => l.licenceId)).toHaveLength(1);
      return licences.find((l) => l.licenceId === licenceId);
    };
    const nodesOf = async () =>
      (await ofLicence<LicenceNodes>('/nodes_license'))?.nodes.map((n) => [n.name, n.permit]);
    expect(await ofLicence<LicenceNodes>('/nodes_license')).toMatchObject({
      role: null,
      nodes: [],
      boards: [],
    });

    await setup.keeper.put(`/licences/role/${licenceId}`, { body: { roleId: role.id } });
    const granted = await ofLicence<LicenceNodes>('/nodes_license');
    expect(granted?.role).toEqual({ id: role.id, name: 'flowRole' });
    expect(granted?.boards).toEqual([
      expect.objectContaining({ id: board.id, model: 'ESP32', nodeIds: [viaBoard.id] }),
    ]);
    expect(await nodesOf()).toEqual([
      ['lic-board', 'read'],
      ['lic-direct', 'write'],
    ]);
    const permitted = await ofLicence<LicencePermissions>('/permission_license');
    expect(permitted?.functions).toEqual([{ id: feature.id, key: 'charts', name: 'charts', permit: 'read' }]);
    expect(permitted?.flows.map((f) => [f.name, f.permit])).toEqual([
      ['lic-board', 'read'],
      ['lic-direct', 'write'],
    ]);

    // The role's node permissions change: the licence's grants follow at once.
    await setup.keeper.put(`/roles/${role.id}`, {
      body: { permissions: [{ type: 'node', id: viaBoard.id, permit: 'write' }] },
    });
    expect(await nodesOf()).toEqual([['lic-board', 'write']]);
    const narrowed = await ofLicence<LicencePermissions>('/permission_license');
    expect(narrowed?.functions).toEqual([]);

    // The licence's role changes.
    await setup.keeper.put(`/licences/role/${licenceId}`, { body: { roleId: otherRole.id } });
    expect(await nodesOf()).toEqual([['lic-other', 'read']]);
    const moved = await ofLicence<LicencePermissions>('/permission_license');
    expect(moved?.flows).toEqual([{ id: other.id, name: 'lic-other', permit: 'read' }]);

    // A deleted node leaves the role's tree and the licence's grants.
    await setup.keeper.delete(`/nodes/${other.id}`);
    expect(await nodesOf()).toEqual([]);
    expect((await setup.keeper.get<RoleView>(`/roles/${otherRole.id}`)).permissions).toEqual([]);
  });

  it('refuses read-only administrators every node and board write with 403, and serves their reads', async () => {
    const { client: reader, admin } = await governedAdmin(setup.server, setup.keeper, 'nodereader');
    await linkedRole(setup.keeper, admin.id, 'nodeReader', [
      { type: 'permission', id: 'nodes', permit: 'read' },
      { type: 'permission', id: 'boards', permit: 'read' },
    ]);
    await importNodes(JSON.stringify([{ name: 'ro-node' }]));
    const node = await nodeNamed('ro-node');
    const board = await setup.keeper.post<BoardView>('/boards', { body: { model: 'RO-BOARD' } });
    const writes: [string, string, unknown][] = [
      ['POST', '/nodes_upload', fileForm('n.json', '[{"name": "ro-new"}]')],
      ['POST', '/nodes', { name: 'ro-typed' }],
      ['PUT', `/nodes/${node.id}`, { description: 'no' }],
      ['DELETE', `/nodes/${node.id}`, undefined],
      ['POST', `/nodes/${node.id}`, fileForm('demo.bin', 'x')],
      ['DELETE', '/nodes_batch_del', { ids: [node.id] }],
      ['POST', '/boards_upload', fileForm('b.json', '[{"model": "RO-NEW"}]')],
      ['POST', '/boards', { model: 'RO-OTHER' }],
      ['PUT', `/boards/${board.id}`, { os: 'no' }],
      ['DELETE', `/boards/${board.id}`, undefined],
      ['DELETE', '/boards_batch_del', { ids: [board.id] }],
    ];
    for (const [method, path, body] of writes)
      expect(await statusOf(reader, method as 'POST', path, body), `${method} ${path}`).toBe(403);
    expect(await setup.keeper.get<NodeView>(`/nodes/${node.id}`)).toMatchObject({
      name: 'ro-node',
      description: '',
    });
    for (const path of [
      '/nodes',
      `/nodes/${node.id}`,
      '/boards',
      '/boards_new',
      `/boards/${board.id}`,
      `/boards_node/${board.id}`,
      '/board_nodes',
    ])
      expect(await statusOf(reader, 'GET', path), path).toBe(200);
  });
});
