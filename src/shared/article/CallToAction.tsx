import { Button } from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import { Link } from 'react-router';
import { fillReplyPromise } from '../../content/reply-promise.ts';
import classes from './CallToAction.module.css';

interface CallToActionProps {
  readonly title: string;
  /** {replyWithin} stands for the firm's reply promise. */
  readonly text: string;
  /** An internal path, e.g. "/contact". */
  readonly to: string;
  readonly label: string;
}

/** The closing invitation of an article: a navy panel with one button to an internal page. */
export function CallToAction({ title, text, to, label }: CallToActionProps) {
  return (
    <section className={classes.panel} aria-label={title}>
      <p className={classes.title}>{title}</p>
      <p className={classes.text}>{fillReplyPromise(text)}</p>
      <Button
        component={Link}
        to={to}
        size="md"
        color="teal"
        className={classes.button}
        rightSection={<IconArrowRight size={18} aria-hidden="true" />}
      >
        {label}
      </Button>
    </section>
  );
}
