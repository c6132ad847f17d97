import { DEFAULT_SITE_LINKS, installerDownloadPath, type SysConfigView } from '@fleetkey/contract';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedServerWithKeeper } from './support/admins';
import { testEngines } from './support/databases';

describe.each(testEngines)('system configuration: /sys/config and /config.json ($name)', (engine) => {
  const setup = sharedServerWithKeeper(engine);

  const configJson = async () => (await fetch(`${setup.server.origin}/config.json`)).json();

  it('answers what /config.json answers before anyone sets it here: the operator’s file', async () => {
    await expect(setup.keeper.get<SysConfigView>('/sys/config')).resolves.toEqual({
      client: { version: '3.0.6', message: '', path: '', registerStyle: 'second', forgotStyle: 'second' },
      links: DEFAULT_SITE_LINKS,
      updatedAt: null,
      updatedBy: null,
    });
    const fromFile = { version: '3.0.7', message: 'from the file', path: '/downloads/a.exe' };
    await writeFile(path.join(setup.server.dataDir, 'config.json'), JSON.stringify(fromFile));
    await expect(setup.keeper.get('/sys/config')).resolves.toMatchObject({
      client: fromFile,
      updatedBy: null,
    });
  });

  it('stores a change in the database; /config.json reflects it, the rest kept, and it is logged', async () => {
    const installerPath = installerDownloadPath('3f1c1d5e-0000-4000-8000-000000000000');
    const before = setup.server.clock.now();
    const changed = await setup.keeper.put<SysConfigView>('/sys/config', {
      body: { client: { version: '3.1.0', path: installerPath } },
    });
    expect(changed).toMatchObject({
      client: { version: '3.1.0', message: 'from the file', path: installerPath },
      updatedBy: 'keeper',
    });
    expect(changed.updatedAt).toBeGreaterThanOrEqual(before);
    expect(await configJson()).toEqual(changed.client);

    // The database now wins over the file, on this node and any other reading the same database.
    await writeFile(path.join(setup.server.dataDir, 'config.json'), JSON.stringify({ version: '9.9.9' }));
    expect(await configJson()).toEqual(changed.client);
    const row = await setup.server.db
      .selectFrom('sysSettings')
      .selectAll()
      .where('key', '=', 'client')
      .executeTakeFirst();
    expect(JSON.parse(row?.value ?? '{}')).toEqual(changed.client);

    const log = await setup.server.db.selectFrom('oplogs').select('content').execute();
    expect(log.map((e) => e.content)).toContain('updated system config: client.version, client.path');
  });

  it.each([
    ['a script link', { client: { path: 'javascript:alert(1)' } }],
    ['a link to another host without a scheme', { client: { path: '//evil.example/x' } }],
    ['a 33-character version', { client: { version: 'v'.repeat(33) } }],
    ['a message over 1024 characters', { client: { message: 'm'.repeat(1025) } }],
    ['no client', {}],
    ['a client that is not an object', { client: 'x' }],
  ])('refuses %s with 400', async (_case, body) => {
    await expect(setup.keeper.put('/sys/config', { body })).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  });

  it('switches the IoT sign-up and forgot-password styles; a change naming neither keeps them', async () => {
    await expect(
      setup.keeper.put('/sys/config', { body: { client: { registerStyle: 'first', forgotStyle: 'first' } } }),
    ).resolves.toMatchObject({ client: { registerStyle: 'first', forgotStyle: 'first' } });
    await setup.keeper.put('/sys/config', { body: { client: { message: 'styles stay' } } });
    expect(await configJson()).toMatchObject({
      message: 'styles stay',
      registerStyle: 'first',
      forgotStyle: 'first',
    });
    await setup.keeper.put('/sys/config', {
      body: { client: { registerStyle: 'second', forgotStyle: 'second' } },
    });
    const log = await setup.server.db.selectFrom('oplogs').select('content').execute();
    expect(log.map((e) => e.content)).toContain(
      'updated system config: client.registerStyle, client.forgotStyle',
    );
  });

  it('refuses a style other than first or second with 400', async () => {
    await expect(
      setup.keeper.put('/sys/config', { body: { client: { forgotStyle: 'third' } } }),
    ).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
  });

  it('accepts an http(s) address or no link at all', async () => {
    for (const link of ['https://downloads.example.com/client.exe', '']) {
      await expect(
        setup.keeper.put('/sys/config', { body: { client: { path: link } } }),
      ).resolves.toMatchObject({
        client: { path: link },
      });
    }
  });
});
