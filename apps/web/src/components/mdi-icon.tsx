import { Icon } from '@mdi/react';

interface MdiIconProps {
  path: string;
  /** In MUI's 24 px icon units. */
  size?: number;
  title?: string;
  color?: string;
}

/** An @mdi/js icon sized like MUI's icons; decorative unless it has a title. */
export function MdiIcon({ path, size = 1, title, color }: MdiIconProps) {
  return (
    <Icon
      path={path}
      size={`${size * 24}px`}
      title={title ?? null}
      color={color ?? 'currentColor'}
      aria-hidden={title ? undefined : true}
    />
  );
}
