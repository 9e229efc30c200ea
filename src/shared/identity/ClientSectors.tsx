import { Container, Title } from '@mantine/core';
import classes from './Identity.module.css';

/** The sectors the firm's clients work in, from the firm config; on a tinted band or plain, to alternate with its neighbours. */
export function ClientSectors({ sectors, tone = 'band' }: { sectors: readonly string[]; tone?: 'band' | 'plain' }) {
  if (sectors.length === 0) return null;
  return (
    <section
      className={tone === 'band' ? classes.band : classes.section}
      aria-labelledby="sectors-title"
      data-testid="client-sectors"
    >
      <Container>
        <Title id="sectors-title" order={2} ta="center" className={classes.heading}>
          Sectors our clients work in
        </Title>
        <ul className={classes.sectors}>
          {sectors.map((sector) => (
            <li key={sector} className={classes.sector}>
              {sector}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
