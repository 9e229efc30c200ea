import { useClickOutside } from '@mantine/hooks';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import classes from './Header.module.css';
import { HeaderLink } from './HeaderLink.tsx';
import { isServicesPath, useServiceLinks } from './navigation.ts';
import { useNavState } from './use-nav-state.ts';
import { sitePath } from '../../routing/site-paths.ts';

/**
 * A disclosure (button + list of links), the ARIA pattern for site navigation: Enter or Space
 * opens it, Tab walks its links, Escape closes it and returns focus to the button.
 */
export function ServicesDropdown() {
  const serviceLinks = useServiceLinks();
  const { pathname } = useLocation();
  const { isFallback } = useNavState();
  // Open only on the page where it was opened, so choosing a link closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;
  const setOpen = (value: boolean) => setOpenedOn(value ? pathname : null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(() => setOpen(false));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={rootRef} className={classes.dropdown} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={classes.link}
        data-active={(!isFallback && isServicesPath(pathname)) || undefined}
        aria-expanded={open}
        aria-controls="services-menu"
        onClick={() => setOpen(!open)}
      >
        Services
        <IconChevronDown size={16} aria-hidden="true" className={classes.chevron} data-open={open || undefined} />
      </button>
      <ul id="services-menu" className={classes.dropdownPanel} hidden={!open}>
        <li>
          <HeaderLink to={sitePath('services')} end className={classes.dropdownLink} onClick={() => setOpen(false)}>
            All services
          </HeaderLink>
        </li>
        {serviceLinks.map((item) => (
          <li key={item.to}>
            <HeaderLink to={item.to} className={classes.dropdownLink} onClick={() => setOpen(false)}>
              {item.label}
            </HeaderLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
