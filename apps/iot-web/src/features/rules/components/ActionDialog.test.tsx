import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import type { RuleActionView } from '@fleetkey/contract';
import { WEB_KIT_RESOURCES } from '@fleetkey/web-kit';
import { textAt } from '@fleetkey/web-kit/testing';
import { renderIot } from '../../../test/render-iot';
import { ActionDialog } from './ActionDialog';

const HOOK: RuleActionView = {
  id: 'a1',
  name: 'Ops hook',
  kind: 'webhook',
  url: 'https://hooks.example.com/alarm',
  secret: 'ab••••',
  createdBy: 'owner',
  createdAt: 1,
  updatedAt: 1,
};
const en = (key: string) => String(textAt(WEB_KIT_RESOURCES.en, key));
const refusal = (message: string) =>
  new ApiError(400, 'VALIDATION_FAILED', `body.url: ${message}`, {
    fields: [{ location: 'body', path: 'url', message }],
  });

describe('the rule action dialog', () => {
  it("says at the URL why the server refused it, and drops the earlier check's 'required' there", async () => {
    const onSave = vi.fn(() => Promise.reject(refusal('validation.webhookAddressPrivate')));
    renderIot(<ActionDialog editing={HOOK} onSave={onSave} onClose={() => undefined} />);
    const url = await screen.findByTestId('action-url');
    fireEvent.change(url, { target: { value: '' } });
    fireEvent.click(screen.getByTestId('action-submit'));
    const urlItem = () => url.closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(urlItem().querySelector('.ant-form-item-explain-error')).not.toBeNull());
    const firstCheck = urlItem().querySelector('.ant-form-item-explain-error')?.textContent;
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.change(url, { target: { value: 'https://10.0.0.8/hook' } });
    fireEvent.click(screen.getByTestId('action-submit'));
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(urlItem().querySelector('.ant-form-item-explain-error')?.textContent).toBe(
        en('validation.webhookAddressPrivate'),
      ),
    );
    expect(urlItem().textContent).not.toContain(firstCheck);
    expect(en('validation.webhookAddressPrivate')).toContain('RULE_WEBHOOK_ALLOW_PRIVATE=1');
  });

  it('says at the name that another action bears it', async () => {
    const onSave = vi.fn(() =>
      Promise.reject(new ApiError(409, 'NAME_IN_USE', 'name already used', { field: 'name' })),
    );
    renderIot(<ActionDialog onSave={onSave} onClose={() => undefined} />);
    const name = await screen.findByTestId('action-name');
    fireEvent.change(name, { target: { value: 'Night mail' } });
    fireEvent.click(screen.getByTestId('action-submit'));
    const nameItem = name.closest('.ant-form-item') as HTMLElement;
    await waitFor(() =>
      expect(nameItem.querySelector('.ant-form-item-explain-error')?.textContent).toBe(
        'Another action of this account has this name: choose another.',
      ),
    );
    expect(onSave).toHaveBeenCalledOnce();
  });
});
