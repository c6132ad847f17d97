import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../test/render-console';
import { FormModal } from './FormModal';
import { useDialogSubmit } from './use-dialog-submit';

const REFUSED = 'Name already used';
const WHOLE = 'Give a longitude too';

/** A dialog whose save puts errors on its fields by hand, as whole-value checks and server refusals do. */
function PlaceDialog({ onClose }: { onClose: () => void }) {
  const [form] = Form.useForm<{ name?: string; lat?: string; lng?: string }>();
  const { saving, failure, save } = useDialogSubmit(onClose);
  return (
    <FormModal
      title="Place"
      form={form}
      saving={saving}
      failure={failure}
      onClose={onClose}
      testIds={{ ok: 'place-save' }}
      onFinish={() =>
        void save(() => {
          form.setFields([
            { name: 'name', errors: [REFUSED] },
            { name: 'lng', errors: [WHOLE] },
          ]);
          return Promise.reject(new Error('refused'));
        })
      }
    >
      <Form.Item name="name" label="Name">
        <Input data-testid="place-name" />
      </Form.Item>
      <Form.Item name="lat" label="Latitude">
        <Input data-testid="place-lat" />
      </Form.Item>
      <Form.Item name="lng" label="Longitude">
        <Input data-testid="place-lng" />
      </Form.Item>
    </FormModal>
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
});
