import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '../auth/locales/en.json';
import zh from '../auth/locales/zh.json';
import { useLanguage } from '../i18n/use-language';
import { renderConsole } from '../test/render-console';
import { setFieldMessages } from './field-messages';
import { FormModal, type FormModalProps } from './FormModal';
import { useDialogSubmit } from './use-dialog-submit';

const REFUSED = 'Name already used';
const WHOLE = 'Give a longitude too';

/** The test dialogs' modal: its save marks errors on fields, as checks and server refusals do, then fails. */
function RefusingModal<Values>({
  okTestId,
  markErrors,
  ...modal
}: Pick<FormModalProps<Values>, 'title' | 'form' | 'onClose' | 'children'> & {
  okTestId: string;
  markErrors: () => void;
}) {
  const { saving, failure, save } = useDialogSubmit(modal.onClose);
  return (
    <FormModal
      {...modal}
      saving={saving}
      failure={failure}
      testIds={{ ok: okTestId }}
      onFinish={() =>
        void save(() => {
          markErrors();
          return Promise.reject(new Error('refused'));
        })
      }
    />
  );
}

/** A text field of the test dialogs. */
function TextItem({ name, label, testId }: { name: string; label: string; testId: string }) {
  return (
    <Form.Item name={name} label={label}>
      <Input data-testid={testId} />
    </Form.Item>
  );
}

/** A dialog whose save puts errors on its fields by hand. */
function PlaceDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<{ name?: string; lat?: string; lng?: string }>();
  const markErrors = () =>
    form.setFields([
      { name: 'name', errors: [REFUSED] },
      { name: 'lng', errors: [WHOLE] },
    ]);
  return (
    <RefusingModal title="Place" form={form} okTestId="place-save" onClose={onClose} markErrors={markErrors}>
      <TextItem name="name" label="Name" testId="place-name" />
      <TextItem name="lat" label="Latitude" testId="place-lat" />
      <TextItem name="lng" label="Longitude" testId="place-lng" />
    </RefusingModal>
  );
}

/** The dialog as the screens use it: rendered while open. */
function Screen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="open">
        open
      </Button>
      {open && <PlaceDialog onClose={() => setOpen(false)} />}
    </>
  );
}

const shown = (text: string) => screen.queryByText(text) !== null;

/** A dialog whose save is refused on two fields by message keys, one with a value, as a server's would be. */
function RefusedDialog() {
  const { t } = useTranslation();
  const { setLanguage } = useLanguage();
  const [form] = Form.useForm<{ code?: string; receiver?: string }>();
  const markErrors = () =>
    setFieldMessages(
      form,
      [
        { name: ['code'], key: 'errors.codes.CONFLICT' },
        { name: ['receiver'], key: 'auth.legacy.sentTo', values: { receiver: 'a@b.cn' } },
      ],
      t,
    );
  return (
    <RefusingModal
      title="Code"
      form={form}
      okTestId="code-save"
      onClose={() => undefined}
      markErrors={markErrors}
    >
      <TextItem name="code" label="Code" testId="code" />
      <TextItem name="receiver" label="Receiver" testId="receiver" />
      <Button onClick={() => setLanguage('zh')} data-testid="to-zh">
        zh
      </Button>
    </RefusingModal>
  );
}

const sentTo = (texts: typeof en) => texts.auth.legacy.sentTo.replace('{{receiver}}', 'a@b.cn');

describe('the shared create/edit dialog', { timeout: 120_000 }, () => {
  it('takes an error set on a field away when that field is changed, and only that one', async () => {
    renderConsole(<Screen />);
    fireEvent.click(screen.getByTestId('open'));
    fireEvent.click(await screen.findByTestId('place-save', {}, { timeout: 30_000 }));
    await screen.findByText(REFUSED, {}, { timeout: 30_000 });
    fireEvent.change(screen.getByTestId('place-lat'), { target: { value: '31.2' } });
    fireEvent.change(screen.getByTestId('place-name'), { target: { value: 'Depot 2' } });
    await waitFor(() => expect(shown(REFUSED)).toBe(false), { timeout: 30_000 });
    // The latitude changed too, before the name: the longitude's error is still its own.
    expect(shown(WHOLE)).toBe(true);
    fireEvent.change(screen.getByTestId('place-lng'), { target: { value: '121.4' } });
    await waitFor(() => expect(shown(WHOLE)).toBe(false), { timeout: 30_000 });
  });

  it('opens clean after being closed with errors showing', async () => {
    renderConsole(<Screen />);
    fireEvent.click(screen.getByTestId('open'));
    fireEvent.click(await screen.findByTestId('place-save', {}, { timeout: 30_000 }));
    await screen.findByText(REFUSED, {}, { timeout: 30_000 });
    fireEvent.click(document.querySelector('.ant-modal-footer .ant-btn:not(.ant-btn-primary)') as Element);
    await waitFor(() => expect(screen.queryByTestId('place-save')).toBeNull(), { timeout: 30_000 });
    fireEvent.click(screen.getByTestId('open'));
    await screen.findByTestId('place-save', {}, { timeout: 30_000 });
    expect(shown(REFUSED)).toBe(false);
    expect(shown(WHOLE)).toBe(false);
    expect(screen.getByTestId<HTMLInputElement>('place-name').value).toBe('');
  });

  it('shows the errors code set on fields in the language the user switches to', async () => {
    localStorage.setItem('fleetkey.lang', 'en');
    renderConsole(<RefusedDialog />);
    fireEvent.click(await screen.findByTestId('code-save', {}, { timeout: 30_000 }));
    await screen.findByText(en.errors.codes.CONFLICT, {}, { timeout: 30_000 });
    expect(shown(sentTo(en))).toBe(true);
    fireEvent.click(screen.getByTestId('to-zh'));
    await screen.findByText(zh.errors.codes.CONFLICT, {}, { timeout: 30_000 });
    await screen.findByText(sentTo(zh), {}, { timeout: 30_000 });
    // The English messages leave with antd's motion.
    await waitFor(() => expect(shown(en.errors.codes.CONFLICT)).toBe(false), { timeout: 30_000 });
    expect(shown(sentTo(en))).toBe(false);
  });

  it('forgets an error code set once the user changes its field, so a switch does not bring it back', async () => {
    localStorage.setItem('fleetkey.lang', 'en');
    renderConsole(<RefusedDialog />);
    fireEvent.click(await screen.findByTestId('code-save', {}, { timeout: 30_000 }));
    await screen.findByText(en.errors.codes.CONFLICT, {}, { timeout: 30_000 });
    fireEvent.change(screen.getByTestId('code'), { target: { value: 'B2' } });
    await waitFor(() => expect(shown(en.errors.codes.CONFLICT)).toBe(false), { timeout: 30_000 });
    fireEvent.click(screen.getByTestId('to-zh'));
    await screen.findByText(sentTo(zh), {}, { timeout: 30_000 });
    expect(shown(zh.errors.codes.CONFLICT)).toBe(false);
  });
});
