import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './icon';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'warning' | 'link';
export type ButtonSize = 'sm' | 'md' | 'icon' | 'icon-sm' | 'icon-xs';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-accent-fg hover:bg-accent-hover border border-transparent shadow-xs',
  secondary: 'bg-surface text-fg border border-line hover:bg-muted shadow-xs',
  ghost: 'text-fg-muted hover:text-fg hover:bg-muted border border-transparent',
  danger: 'bg-danger text-white hover:opacity-90 border border-transparent shadow-xs',
  /** Save while the form has errors (spec 03 §2.1). */
  warning: 'bg-warning text-white hover:opacity-90 border border-transparent shadow-xs',
  link: 'text-accent-text hover:underline underline-offset-2 border border-transparent px-0! h-auto!',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-7 px-2.5 text-xs gap-1.5',
  md: 'h-8 px-3 text-13 gap-1.5',
  icon: 'size-8 justify-center',
  'icon-sm': 'size-7 justify-center',
  'icon-xs': 'size-6 justify-center',
};

/** Class names of a button, for links styled as buttons. */
export const buttonClass = (variant: ButtonVariant = 'secondary', size: ButtonSize = 'md', extra?: string) =>
  cx(
    'inline-flex items-center justify-center rounded-md font-medium whitespace-nowrap select-none transition-colors',
    'disabled:opacity-50 disabled:pointer-events-none aria-disabled:opacity-50',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  icon?: IconName;
  /** Shows the button as busy (disabled, aria-busy) without a spinner. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}

export function Button({ variant = 'secondary', size = 'md', icon, busy, className, children, type = 'button', disabled, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass(variant, size, cx(busy && 'cursor-progress', className))}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {icon ? <Icon name={icon} className={size === 'icon' ? 'size-4' : 'size-3.5'} /> : null}
      {children}
    </button>
  );
}
