/**
 * An icon-only button: its label is its accessible name and its tooltip. The tooltip closes when the
 * button is pressed and stays closed until the pointer or the focus leaves it. Otherwise a tooltip still
 * opening on hover appears after the dialog the button opened, on top of it, and takes that dialog's
 * Escape (antd gives Escape to the topmost pop-up only): the first press would close an invisible tooltip.
 */
import { useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Tooltip, type ButtonProps } from 'antd';

export interface IconActionProps {
  label: string;
  icon: ReactNode;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  danger?: boolean;
  loading?: boolean;
  disabled?: boolean;
  /** Defaults: a small text button, as in table rows. */
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
  className?: string;
}

export function IconAction({ label, icon, onClick, danger, loading, disabled, size = 'small', type = 'text', className }: IconActionProps) {
  const [open, setOpen] = useState(false);
  const pressed = useRef(false);
  const release = () => {
    pressed.current = false;
  };
  return (
    <Tooltip title={label} open={open} onOpenChange={(next) => setOpen(next && !pressed.current)}>
      <Button
        type={type}
        size={size}
        icon={icon}
        aria-label={label}
        danger={danger}
        loading={loading}
        disabled={disabled}
        className={className}
        onPointerLeave={release}
        onBlur={release}
        onClick={(event) => {
          pressed.current = true;
          setOpen(false);
          onClick?.(event);
        }}
      />
    </Tooltip>
  );
}
