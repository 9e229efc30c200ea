import { Container, Text, Title } from '@mantine/core';
import IconArrowRight from '@tabler/icons-react/dist/esm/icons/IconArrowRight.mjs';
import IconChevronDown from '@tabler/icons-react/dist/esm/icons/IconChevronDown.mjs';
import { useState } from 'react';
import type { ClauseCard, Phase, StructureDiagram as Diagram } from '../../content/types.ts';
import { ContentIcon } from '../../shared/icons.tsx';
import classes from './StructureDiagram.module.css';

export const PHASES: readonly Phase[] = ['Plan', 'Do', 'Check', 'Act'];

interface ClauseButtonProps {
  readonly clause: ClauseCard;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly panelId: string;
}

function ClauseButton({ clause, open, onToggle, panelId }: ClauseButtonProps) {
  return (
    <div className={classes.card} data-phase={clause.phase} data-open={open || undefined}>
      <button
        type="button"
        className={classes.cardButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span className={classes.cardIcon}>
          <ContentIcon name={clause.icon} size={20} />
        </span>
        <span className={classes.cardText}>
          <span className={classes.clauseNumber}>Clause {clause.id}</span>
          <span className={classes.clauseTitle}>{clause.title}</span>
        </span>
        <IconChevronDown size={18} aria-hidden="true" className={classes.chevron} />
      </button>
      <div id={panelId} hidden={!open} className={classes.panel}>
        <Text size="sm" fw={600} c="navy.8">
          {clause.fullTitle}
        </Text>
        <ul className={classes.subsections}>
          {clause.subsections.map((subsection) => (
            <li key={subsection}>{subsection}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Clause cards in Plan/Do/Check/Act columns; at most one card open at a time. */
export function StructureDiagram({ diagram }: { diagram: Diagram }) {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <section id={diagram.anchor} className={classes.section} aria-labelledby={`${diagram.anchor}-title`}>
      <Container>
        <Title id={`${diagram.anchor}-title`} order={2} ta="center" className={classes.heading}>
          {diagram.heading}
        </Title>
        <Text ta="center" c="gray.7" maw={720} mx="auto" mt="sm">
          {diagram.intro}
        </Text>
        <p className={classes.legend}>
          <span className={classes.srOnly}>Cycle: </span>
          {PHASES.map((phase, index) => (
            <span key={phase} className={classes.legendItem}>
              <span className={classes.legendDot} data-phase={phase} aria-hidden="true" />
              {phase}
              {index < PHASES.length - 1 ? (
                <>
                  <IconArrowRight size={14} aria-hidden="true" className={classes.legendArrow} />
                  <span className={classes.srOnly}> to </span>
                </>
              ) : null}
            </span>
          ))}
        </p>
        <div className={classes.columns}>
          {PHASES.map((phase) => (
            <div key={phase} className={classes.column} data-phase={phase}>
              <h3 className={classes.columnTitle}>{phase}</h3>
              {diagram.clauses
                .filter((clause) => clause.phase === phase)
                .map((clause) => (
                  <ClauseButton
                    key={clause.id}
                    clause={clause}
                    open={openId === clause.id}
                    panelId={`${diagram.anchor}-clause-${clause.id}`}
                    onToggle={() => setOpenId((current) => (current === clause.id ? null : clause.id))}
                  />
                ))}
            </div>
          ))}
        </div>
      </Container>
    </section>
  );
}
