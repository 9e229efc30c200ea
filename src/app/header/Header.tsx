import { Container } from '@mantine/core';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { firm } from '../../content/firm.ts';
import classes from './Header.module.css';
import { HeaderLink } from './HeaderLink.tsx';
import { Logo } from './Logo.tsx';
import { MenuButton } from './MenuButton.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { primaryLinks } from './navigation.ts';
import { ServicesDropdown } from './ServicesDropdown.tsx';
import { sitePath } from '../../routing/site-paths.ts';

export function Header() {
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on, so navigating closes it.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const menuOpen = openedOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenedOn(open ? pathname : null);
  const [home, ...rest] = primaryLinks;

  return (
    <header className={classes.header}>
      <Container className={classes.inner}>
        <Link to={sitePath('home')} className={classes.brand}>
          <Logo />
          <span className={classes.brandText}>
            <span className={classes.name}>{firm.name}</span> <span className={classes.label}>{firm.label}</span>
          </span>
        </Link>
        <nav aria-label="Main" className={classes.desktopNav}>
          <ul className={classes.navList}>
            {home ? (
              <li>
                <HeaderLink to={home.to} end className={classes.link}>
                  {home.label}
                </HeaderLink>
              </li>
            ) : null}
            <li>
              <ServicesDropdown />
            </li>
            {rest.map((item) => (
              <li key={item.to}>
                <HeaderLink to={item.to} className={classes.link}>
                  {item.label}
                </HeaderLink>
              </li>
            ))}
          </ul>
        </nav>
        <MenuButton
          className={classes.burger}
          open={menuOpen}
          onToggle={() => setMenuOpen(!menuOpen)}
          controls="mobile-menu"
        />{' '}
      </Container>
      <MobileMenu open={menuOpen} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
