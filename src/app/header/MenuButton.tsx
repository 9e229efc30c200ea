import { UnstyledButton } from '@mantine/core';
import classes from './MenuButton.module.css';

interface MenuButtonProps {
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly controls: string;
  readonly className: string | undefined;
}

/**
 * The small screens' menu button: three lines that turn into a cross. Its lines are a <span>, as a
 * button may hold only phrasing content (Mantine's Burger draws them with a <div>).
 */
export function MenuButton({ open, onToggle, controls, className }: MenuButtonProps) {
  return (
    <UnstyledButton
      className={className ? `${classes.button} ${className}` : classes.button}
      onClick={onToggle}
      aria-label={open ? 'Close menu' : 'Open menu'}
      aria-expanded={open}
      aria-controls={controls}
    >
      <span className={classes.lines} data-opened={open || undefined} />
    </UnstyledButton>
  );
}
