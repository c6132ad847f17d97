import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderConsole } from '../test/render-console';
import { ConfirmDialog } from './ConfirmDialog';

/** A dialog kept mounted by its opener, as the password confirm and the security dialog are. */
function Opener({ onFinish }: { onFinish: (values: { secret: string }) => void }) {
  const [form] = Form.useForm<{ secret: string }>();
  const [open, setOpen] = useState(true);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <ConfirmDialog
        open={open}
        form={form}
        title="Confirm"
        okText="Go on"
        cancelText="Back"
        busy={false}
        error={error}
        testIds={{ ok: 'confirm-ok', error: 'confirm-error' }}
        onCancel={() => setOpen(false)}
        onClosed={() => setError(null)}
      >
        <Form
          form={form}
          onFinish={(values) => {
            onFinish(values);
            setError('Wrong secret');
          }}
        >
          <Form.Item name="secret">
            <Input data-testid="confirm-secret" />
          </Form.Item>
        </Form>
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', { timeout: 30_000 }, () => {
  it('submits its form on OK and shows the refusal under it', async () => {
    const onFinish = vi.fn();
    renderConsole(<Opener onFinish={onFinish} />);
    fireEvent.change(screen.getByTestId('confirm-secret'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ secret: 'abc' }));
    expect((await screen.findByTestId('confirm-error')).textContent).toContain('Wrong secret');
  });
});
