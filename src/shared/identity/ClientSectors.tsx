import { Container, Title } from '@mantine/core';
import classes from './Identity.module.css';

/** The sectors the firm's clients work in, from the firm config. */
export function ClientSectors({ sectors }: { sectors: readonly string[] }) {
  if (sectors.length === 0) return null;
  return (
    <section className={classes.band} aria-labelledby="sectors-title" data-testid="client-sectors">
      <Container size="lg">
        <Title id="sectors-title" order={2} size="h3" ta="center" className={classes.heading}>
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
