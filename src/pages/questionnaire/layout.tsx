import { Box, Container } from '@mantine/core';
import type { ReactNode } from 'react';
import { firm } from '../../content/firm.ts';
import { nextSteps } from '../../content/next-steps.ts';
import type { FormDefinition } from '../../questionnaire/definition.ts';
import type { FirmWording } from '../../questionnaire-ui/firm-wording.ts';
import { FormHeader } from '../../questionnaire-ui/FormHeader.tsx';

/** What the thank-you card and a failed send's message say about the firm. */
export const firmWording: FirmWording = { name: firm.name, email: firm.email, nextSteps };

/**
 * A form page's content: its header, then the form (or what replaces it: the thank-you card). The
 * prerendered page and the page the server answers a form sent without scripts with share it.
 */
export function QuestionnaireLayout({ definition, children }: { definition: FormDefinition; children: ReactNode }) {
  return (
    <>
      <FormHeader definition={definition} />
      <Container py={48}>
        <Box maw={800}>{children}</Box>
      </Container>
    </>
  );
}
