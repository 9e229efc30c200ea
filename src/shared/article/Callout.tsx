import { IconAlertTriangle, IconBulb, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './Callout.module.css';

const ICONS = { info: IconInfoCircle, warning: IconAlertTriangle, tip: IconBulb } as const;

interface CalloutProps {
  readonly tone?: keyof typeof ICONS;
  readonly title: string;
  readonly children: ReactNode;
}

/** A boxed note beside the main text: a caveat, a warning or a practical tip. */
export function Callout({ tone = 'info', title, children }: CalloutProps) {
  const Icon = ICONS[tone];
  return (
    <div role="note" className={classes.callout} data-tone={tone}>
      <Icon className={classes.icon} size={22} aria-hidden="true" />
      <div className={classes.body}>
        <p className={classes.title}>{title}</p>
        {children}
      </div>
    </div>
  );
}
