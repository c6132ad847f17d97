import { Button, Form, Input } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@fleetkey/api-client';
import type { FieldMessage } from '@fleetkey/web-kit';
import { fakeApi, renderLicence } from '../../test/render-licence';
import { FormDialog } from './FormDialog';

interface Values {
  name: string;
}

const taken = new ApiError(409, 'NAME_IN_USE', 'taken');
const inUse = new ApiError(409, 'ROLE_IN_USE', 'in use');

/** A NAME_IN_USE refusal is said under the name. */
const takenName = (error: unknown): FieldMessage[] =>
  error === taken ? [{ name: ['name'], key: 'rolesAdmin.nameInUse' }] : [];

/** A dialog with a name field whose "Fill" button sets it through the caller's form. */
function NameDialog(props: {
  onSubmit: (values: Values) => Promise<unknown>;
  onSaved?: (result: unknown) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values>
      title="Name"
      testIds={{ form: 'name-form', ok: 'name-ok' }}
      form={form}
      initialValues={{ name: '' }}
      fieldErrors={takenName}
      {...props}
    >
      <Form.Item name="name" label="Name">
        <Input data-testid="name-input" />
      </Form.Item>
      <Button onClick={() => form.setFieldValue('name', 'filled')}>Fill</Button>
    </FormDialog>
  );
}

function renderDialog(props: Parameters<typeof NameDialog>[0]) {
  renderLicence(<NameDialog {...props} />, { fetch: fakeApi({}).fetch });
}

describe('FormDialog', { timeout: 120_000 }, () => {
  it('says a refusal under its field, not again above the form, and stays open', async () => {
    const onClose = vi.fn();
    renderDialog({ onSubmit: () => Promise.reject(taken), onClose });
    fireEvent.click(await screen.findByTestId('name-ok'));
    const form = screen.getByTestId('name-form');
    expect(await within(form).findByText('Name already used.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says any other refusal above the form and stays open', async () => {
    const onClose = vi.fn();
    renderDialog({ onSubmit: () => Promise.reject(inUse), onClose });
    fireEvent.click(await screen.findByTestId('name-ok'));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/still linked to administrators/)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("submits what the caller's form was given, and closes after the save", async () => {
    const onSubmit = vi.fn(() => Promise.resolve('saved'));
    const onClose = vi.fn();
    renderDialog({ onSubmit, onClose });
    fireEvent.click(await screen.findByText('Fill'));
    fireEvent.click(screen.getByTestId('name-ok'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'filled' });
  });

  it('hands the answer to onSaved instead of closing, when given', async () => {
    const onSaved = vi.fn();
    const onClose = vi.fn();
    renderDialog({ onSubmit: () => Promise.resolve('saved'), onSaved, onClose });
    fireEvent.click(await screen.findByTestId('name-ok'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('saved'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
