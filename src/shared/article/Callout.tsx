import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconBulb from '@tabler/icons-react/dist/esm/icons/IconBulb.mjs';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
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
