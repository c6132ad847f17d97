import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';

/** A list's primary action: open the dialog that makes a new item. */
export function CreateButton({
  label,
  onClick,
  testId,
}: {
  label: string;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  );
}
