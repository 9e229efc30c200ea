import IconBrandLinkedin from '@tabler/icons-react/dist/esm/icons/IconBrandLinkedin.mjs';
import IconBrandX from '@tabler/icons-react/dist/esm/icons/IconBrandX.mjs';
import IconExternalLink from '@tabler/icons-react/dist/esm/icons/IconExternalLink.mjs';
import { firm } from '../../content/firm.ts';
import classes from './ContactLinks.module.css';

const ICONS: Readonly<Record<string, typeof IconBrandX>> = { LinkedIn: IconBrandLinkedin, X: IconBrandX };

/**
 * The firm's social profiles (src/content/firm.ts), after an optional sentence that introduces
 * them. With no profile configured, nothing renders: not an empty list, not the introduction.
 */
export function SocialLinks({ intro }: { readonly intro?: string }) {
  if (firm.social.length === 0) return null;
  return (
    <>
      {intro ? <p>{intro}</p> : null}
      <ul className={classes.social} aria-label={`${firm.name} on social media`}>
        {firm.social.map((link) => {
          const Icon = ICONS[link.label] ?? IconExternalLink;
          return (
            <li key={link.url}>
              <a href={link.url} className={classes.link} rel="noopener noreferrer">
                <Icon size={18} aria-hidden="true" />
                {link.label}
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}
