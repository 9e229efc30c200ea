import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useNavState } from './use-nav-state.ts';

interface HeaderLinkProps {
  readonly to: string;
  readonly end?: boolean;
  readonly className: string | undefined;
  readonly onClick?: () => void;
  readonly children: ReactNode;
}

/** A navigation link marked current (class "active", aria-current) on its own pages. */
export function HeaderLink({ to, end = false, className, onClick, children }: HeaderLinkProps) {
  const current = useNavState().isCurrent(to, end);
  return (
    <Link
      to={to}
      className={[className, current ? 'active' : ''].filter(Boolean).join(' ')}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
