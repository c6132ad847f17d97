import { DEFAULT_SITE_LINKS, type SiteLinks, type SysConfigView } from '@fleetkey/contract';
import { describe, expect, it } from 'vitest';
import { sharedServerWithKeeper } from './support/admins';
import { testEngines } from './support/databases';

describe.each(testEngines)(
  'the consoles’ links: /site/links, /sys/config links, /legal ($name)',
  (engine) => {
    const setup = sharedServerWithKeeper(engine);

    const publicLinks = async (): Promise<SiteLinks> =>
      ((await (await fetch(`${setup.server.origin}/v1/site/links`)).json()) as { data: SiteLinks }).data;

    it('answers anyone, signed out too, with only the server’s own legal pages set at first', async () => {
      expect(await publicLinks()).toEqual({
        helpUrl: '',
        agreementUrl: '/legal/agreement',
        privacyUrl: '/legal/privacy',
        feedbackUrl: '',
        chatGroupUrl: '',
        supportEmail: '',
        supportHotline: '',
        salesContact: '',
      });
      expect(DEFAULT_SITE_LINKS.helpUrl).toBe('');
    });

    it('serves the default user agreement and privacy policy in both languages, by ?lang or the browser', async () => {
      const page = async (path: string, headers: Record<string, string> = {}) => {
        const response = await fetch(`${setup.server.origin}${path}`, { headers });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
        return response.text();
      };
      expect(await page('/legal/agreement?lang=en')).toMatch(/<h1>User agreement<\/h1>/);
      expect(await page('/legal/agreement?lang=zh')).toMatch(/<h1>用户协议<\/h1>/);
      expect(await page('/legal/privacy', { 'accept-language': 'zh-CN,zh;q=0.9' })).toMatch(
        /<h1>隐私政策<\/h1>/,
      );
      const privacy = await page('/legal/privacy', { 'accept-language': 'en-US' });
      expect(privacy).toMatch(/<h1>Privacy policy<\/h1>/);
      // Honest about a self-hosted server: the operator, not the software's authors, holds the data.
      expect(privacy).toMatch(/sends nothing to its authors/);
    });

    it('stores the links an administrator sets, answers them to the consoles, and logs the fields', async () => {
      const changed = await setup.keeper.put<SysConfigView>('/sys/config', {
        body: {
          links: {
            helpUrl: 'https://help.example.org/fleetkey',
            feedbackUrl: 'mailto:support@example.org',
            chatGroupUrl: 'https://chat.example.org/join/abc',
            supportEmail: 'support@example.org',
            supportHotline: '+86 10 1234 5678',
            salesContact: 'Wang Fang, +86 138 0000 0000',
            privacyUrl: '',
          },
        },
      });
      expect(changed.links).toMatchObject({
        helpUrl: 'https://help.example.org/fleetkey',
        agreementUrl: '/legal/agreement',
        privacyUrl: '',
        salesContact: 'Wang Fang, +86 138 0000 0000',
      });
      expect(changed.updatedBy).toBe('keeper');
      expect(await publicLinks()).toEqual(changed.links);
      // The client info is untouched by a links change.
      expect(changed.client.version).toBe('3.0.6');
      const log = await setup.server.db
        .selectFrom('oplogs')
        .select(['content', 'textKey'])
        .where('textKey', '=', 'updatedSysConfig')
        .execute();
      const entry = log.map((l) => l.content).find((c) => c.includes('links.'));
      for (const field of ['helpUrl', 'privacyUrl', 'feedbackUrl', 'chatGroupUrl', 'salesContact']) {
        expect(entry).toContain(`links.${field}`);
      }
      expect(entry).not.toContain('client.');
    });

    it('refuses a link that is not a path or an http(s) address, and a malformed support e-mail', async () => {
      for (const links of [
        { helpUrl: 'javascript:alert(1)' },
        { chatGroupUrl: '//evil.example/x' },
        { feedbackUrl: 'mailto:nobody' },
        { supportEmail: 'not-an-address' },
      ]) {
        await expect(setup.keeper.put('/sys/config', { body: { links } })).rejects.toMatchObject({
          status: 400,
          code: 'VALIDATION_FAILED',
        });
      }
    });

    it('lets only administrators with config:write change them', async () => {
      const anonymous = setup.server.newClient();
      await expect(anonymous.put('/sys/config', { body: { links: { helpUrl: '' } } })).rejects.toMatchObject({
        status: 401,
      });
    });
  },
);
