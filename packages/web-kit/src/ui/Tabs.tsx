import type { ReactNode } from 'react';
import './light-ui.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

/** A row of tabs in antd's line style; the caller renders the active panel. */
export function Tabs<K extends string>({
  items,
  active,
  onChange,
}: {
  items: readonly TabItem<K>[];
  active: K;
  onChange: (key: K) => void;
}) {
  return (
    <div className="fk-tabs" role="tablist">
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          className="fk-tab"
          aria-selected={item.key === active}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
