import IconMail from '@tabler/icons-react/dist/esm/icons/IconMail.mjs';
import { firm } from '../../content/firm.ts';
import classes from './ContactLinks.module.css';

/** The firm's address as a mailto link, from src/content/firm.ts. */
export function FirmEmailLink() {
  return (
    <a href={`mailto:${firm.email}`} className={`${classes.link} ${classes.email}`}>
      <IconMail size={18} aria-hidden="true" />
      {firm.email}
    </a>
  );
}
