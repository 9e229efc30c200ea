import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { firm } from '../../content/firm.ts';
import { buildPrivacyNotice } from '../../privacy-notice/notice.ts';
import { noticeSettingsFrom } from '../../content/privacy/notice-settings.ts';
import { loadCatalogue } from '../../questionnaire/catalogue-fs.ts';
import { formatLongDate } from '../../shared/format-date.ts';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { pageMeta } from '../../shared/seo.ts';
import type { Route } from './+types/route';
import { NoticeBlock } from './NoticeBlock.tsx';
import classes from './Privacy.module.css';
import { sitePath } from '../../routing/site-paths.ts';

// Build time (prerender): the notice is written from the firm config, the catalogue's forms and the
// deployment's RETENTION_DAYS and VITE_FORM_ENDPOINT, so it states what this build does.
export function loader() {
  return {
    notice: buildPrivacyNotice({ firm, forms: loadCatalogue(), ...noticeSettingsFrom(process.env) }),
  };
}

export function meta() {
  return pageMeta({
    title: 'Privacy Notice',
    description: `What ${firm.name} collects through its forms, why, who receives it, how long it is kept, and your rights under the GDPR and the DPDP Act.`,
    path: sitePath('privacy'),
  });
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  return (
    <>
      <PageHeader title={notice.title} lead={`How ${firm.name} handles the details you send through this website.`}>
        <Text className={classes.meta} data-testid="notice-meta">
          Last updated <time dateTime={notice.lastUpdated}>{formatLongDate(notice.lastUpdated)}</time> · Version{' '}
          <span data-testid="notice-version">{notice.version}</span>
        </Text>
      </PageHeader>
      <Container py={56} className={classes.column}>
        <nav aria-labelledby="notice-contents">
          <Title id="notice-contents" order={2} className={classes.heading}>
            Contents
          </Title>
          <ol className={classes.toc}>
            {notice.sections.map((section) => (
              <li key={section.id}>
                <Anchor href={`#${section.id}`}>{section.heading}</Anchor>
              </li>
            ))}
          </ol>
        </nav>
        <Stack gap={40} mt={40}>
          {notice.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className={classes.section}
              aria-labelledby={`${section.id}-title`}
            >
              <Title id={`${section.id}-title`} order={2} className={classes.heading}>
                {section.heading}
              </Title>
              {section.blocks.map((block, index) => (
                <NoticeBlock key={index} block={block} />
              ))}
            </section>
          ))}
        </Stack>
      </Container>
    </>
  );
}
