import { Flex, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { PREDEFINED_THEME_COLORS } from '@fleetkey/contract';
import { themeColorTestId } from './theme-store';

export interface ThemeColorPickerProps {
  value: string;
  onChange: (color: string) => void;
  colors?: readonly string[];
}

/** Swatches of the predefined theme colours (`theme-color-<HEX>`); the chosen one carries a tick. */
export function ThemeColorPicker({
  value,
  onChange,
  colors = PREDEFINED_THEME_COLORS,
}: ThemeColorPickerProps) {
  return (
    <Flex wrap gap={8} role="radiogroup" style={{ maxWidth: 5 * 36 }}>
      {colors.map((color) => {
        const selected = color.toUpperCase() === value.toUpperCase();
        return (
          <Tooltip key={color} title={color}>
            <button
              type="button"
              role="radio"
              aria-checked={selected}
              aria-label={color}
              data-testid={themeColorTestId(color)}
              onClick={() => onChange(color)}
              style={{
                width: 28,
                height: 28,
                borderRadius: 6,
                border: 0,
                padding: 0,
                cursor: 'pointer',
                background: color,
                color: '#fff',
                boxShadow: selected
                  ? `0 0 0 2px #fff, 0 0 0 4px ${color}`
                  : 'inset 0 0 0 1px rgba(0,0,0,0.08)',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
              }}
            >
              {selected && <CheckOutlined />}
            </button>
          </Tooltip>
        );
      })}
    </Flex>
  );
}
