import type { ComponentProps } from 'react';
import { Icon, type IconName } from './icons.tsx';

interface IconButtonProps extends Omit<ComponentProps<'button'>, 'children' | 'aria-label'> {
  icon: IconName;
  /** What the button does, read by screen readers: the icon is all a sighted shopper sees. */
  label: string;
}

/** A round button showing only an icon (close, remove, step, the header's tools). */
export function IconButton({ icon, label, className, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={label}
    >
      <Icon name={icon} />
    </button>
  );
}
