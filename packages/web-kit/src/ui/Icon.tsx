import { createElement } from 'react';
import type { ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

function render(node: AbstractNode, key: number): ReactNode {
  const { class: className, ...attrs } = node.attrs;
  return createElement(
    node.tag,
    { key, className, ...attrs },
    node.children?.map((child, index) => render(child, index)),
  );
}

/**
 * One of Ant Design's icons drawn from its SVG data alone (`@ant-design/icons-svg`), without the icon
 * component library and its style injection: the light sign-in page shows the same glyphs.
 */
export function Icon({ svg, label }: { svg: IconDefinition; label?: string }) {
  // The outlined and filled icons this page uses are plain nodes; only two-tone icons are functions.
  const node = typeof svg.icon === 'function' ? svg.icon('currentColor', 'currentColor') : svg.icon;
  return (
    <span className="fk-icon" role={label ? 'img' : undefined} aria-label={label} aria-hidden={!label}>
      {render(node, 0)}
    </span>
  );
}
