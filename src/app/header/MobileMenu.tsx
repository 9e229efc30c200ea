import { HeaderLink } from './HeaderLink.tsx';
import classes from './Header.module.css';
import { primaryLinks, useServiceLinks } from './navigation.ts';
import { sitePath } from '../../routing/site-paths.ts';

interface MobileMenuProps {
  readonly open: boolean;
  readonly onNavigate: () => void;
}

/** Small screens: the same links as the desktop bar, with Services as a heading over its links. */
export function MobileMenu({ open, onNavigate }: MobileMenuProps) {
  const serviceLinks = useServiceLinks();
  const [home, ...rest] = primaryLinks;
  return (
    <nav id="mobile-menu" aria-label="Mobile" className={classes.mobileMenu} hidden={!open}>
      <ul className={classes.mobileList}>
        {home ? (
          <li>
            <HeaderLink to={home.to} end className={classes.mobileLink} onClick={onNavigate}>
              {home.label}
            </HeaderLink>
          </li>
        ) : null}
        <li>
          <span className={classes.mobileHeading} id="mobile-services-heading">
            Services
          </span>
          <ul aria-labelledby="mobile-services-heading" className={classes.mobileNested}>
            <li>
              <HeaderLink to={sitePath('services')} end className={classes.mobileLink} onClick={onNavigate}>
                All services
              </HeaderLink>
            </li>
            {serviceLinks.map((item) => (
              <li key={item.to}>
                <HeaderLink to={item.to} className={classes.mobileLink} onClick={onNavigate}>
                  {item.label}
                </HeaderLink>
              </li>
            ))}
          </ul>
        </li>
        {rest.map((item) => (
          <li key={item.to}>
            <HeaderLink to={item.to} className={classes.mobileLink} onClick={onNavigate}>
              {item.label}
            </HeaderLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
