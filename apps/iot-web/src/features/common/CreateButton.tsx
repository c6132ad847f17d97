import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

export interface CreateButtonProps {
  label: string;
  onClick: () => void;
  testId: string;
}

/** A list's primary action: open the dialog that makes a new item. */
export function CreateButton({ label, onClick, testId }: CreateButtonProps) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
