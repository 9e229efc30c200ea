/**
 * The firm's reply promise is one value: set to 48 hours, every page of the route list that promises
 * a reply (its text and its meta description, rendered to HTML as the prerender renders them), every
 * form's thank-you card and both email kinds say 48 hours, and nothing still says 24 or "soon".
 */
import fs from 'node:fs';
import path from 'node:path';
import { evaluate } from '@mdx-js/mdx';
import { MantineProvider } from '@mantine/core';
import type { MDXProps } from 'mdx/types';
import type { ComponentType, ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToString } from 'react-dom/server';
import { matchPath, MemoryRouter, type MetaDescriptor, type Params } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routeTable } from '../../src/app/paths.ts';
import { theme } from '../../src/app/theme.ts';
import { POST_SYNTAX_PLUGINS } from '../../src/content/blog/mdx-syntax.ts';
import { postFiles } from '../../src/content/blog/post-files.ts';
import { firm, type FirmConfig } from '../../src/content/firm.ts';
import { nextSteps } from '../../src/content/next-steps.ts';
import { replyPromiseHours, replyWithin } from '../../src/content/reply-promise.ts';
import { CATALOGUE_DIR, loadCatalogue } from '../../src/questionnaire/catalogue-fs.ts';
import { minimalAnswers } from '../../src/questionnaire/catalogue/sample-answers.ts';
import { ThankYouCard } from '../../src/questionnaire-ui/ThankYouCard.tsx';
import { confirmationEmail, visitorAddress } from '../../src/server/mail/confirmation-email.ts';
import { leadEmail } from '../../src/server/mail/lead-email.ts';
import { services } from '../../src/content/services.ts';
import type { FormDefinition } from '../../src/questionnaire/definition.ts';
import { pagePaths, sitePath } from '../../src/routing/site-paths.ts';
import { submissionRecord } from '../support/stored-submission.ts';

vi.mock('../../src/content/firm.ts', async (importOriginal) => {
  const original = await importOriginal<{ firm: FirmConfig }>();
  return { ...original, firm: { ...original.firm, replyPromiseHours: 48 } };
});
// The form pages' stylesheet of reveals is made by a Vite plugin of the build; its rules say nothing.
vi.mock('virtual:form-reveals.css', () => ({}));
/**
 * An article's text, compiled from its MDX as the build compiles it (scripts/blog-mdx-plugin.ts) and
 * drawn with the site's article components, as the prerender draws it into the page.
 */
const articles = vi.hoisted(() => new Map<string, ComponentType<MDXProps>>());
vi.mock('../../src/pages/blog/post/ArticleBody.tsx', async () => {
  const { articleComponents: components } = await import('../../src/shared/article/components.ts');
  return {
    ArticleBody: ({ slug }: { readonly slug: string }) => {
      const Body = articles.get(slug);
      if (!Body) throw new Error(`no article ${slug}`);
      return <Body components={components} />;
    },
  };
});

const PROMISE = 'within 48 hours';
const OTHER_PROMISE = /\b24 hours\b|in touch soon|\{replyWithin\}/i;
/** A sentence that speaks of answering a visitor. */
const REPLYING = /\b(reply|replies|respond|answer|proposal|assessment|in touch|get back|hear from)\b/i;
const catalogue = loadCatalogue();

/** What a visitor reads of an element rendered to HTML as the prerender renders it, blocks apart. */
function textOf(element: ReactNode, url = '/'): string {
  const html = renderToString(
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <MemoryRouter initialEntries={[url]}>{element}</MemoryRouter>
    </MantineProvider>,
  );
  const entities: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    nbsp: ' ',
    '#x27': "'",
    '#39': "'",
  };
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|nbsp|#x27|#39);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\s+/g, ' ');
}

function expectPromise(text: string | null | undefined) {
  expect(text).toContain(PROMISE);
  expect(text).not.toMatch(OTHER_PROMISE);
}

describe('the reply promise at 48 hours', () => {
  it('is the value the site states', () => {
    expect(replyPromiseHours).toBe(48);
    expect(replyWithin).toBe('48 hours');
    expect(nextSteps.replyWithin).toBe('48 hours');
  });

  it.each(catalogue.map((definition) => [definition.id, definition] as const))(
    '%s: the thank-you card and both emails state it',
    (_id, definition) => {
      expectPromise(
        textOf(<ThankYouCard definition={definition} firm={{ name: firm.name, email: firm.email, nextSteps }} />),
      );
      const answers = minimalAnswers(definition);
      const submission = submissionRecord({
        formId: definition.id,
        answers: JSON.stringify(answers),
        receivedAt: '2026-03-02T08:00:00.000Z',
      });
      if (visitorAddress(definition, answers)) {
        const confirmation = confirmationEmail(definition, submission, 'forms@example.com', firm);
        expectPromise(confirmation.text);
        expectPromise(confirmation.html);
      }
      const lead = leadEmail(definition, submission, 'forms@example.com', 'leads@example.com');
      expect(lead.text).toContain('Reply due by 4 March 2026, 08:00 UTC (within 48 hours)');
      expect(lead.html).toContain('4 March 2026, 08:00 UTC (within 48 hours)');
      expect(JSON.stringify(definition.form)).not.toMatch(OTHER_PROMISE);
    },
  );
});

/** A route module of the route list, as the prerender calls it. */
interface RouteModule {
  readonly default: ComponentType<{ loaderData: unknown; params: Params }>;
  readonly loader?: (args: { request: Request; params: Params }) => unknown;
  readonly meta?: (args: { loaderData: unknown; params: Params }) => MetaDescriptor[] | undefined;
}

interface RenderedPage {
  readonly url: string;
  /** What the page's body says. */
  readonly text: string;
  /** Its meta description. */
  readonly description: string;
}

/** Every prerendered page of the route list, rendered to HTML as the build renders it (its route's loader, component and meta). */
async function renderRouteList(): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  for (const entry of routeTable) {
    const module = (await import(/* @vite-ignore */ `../../src/${entry.file}`)) as RouteModule;
    for (const url of entry.urls()) {
      const params = matchPath(`/${entry.pattern}`, url)?.params ?? {};
      const loaderData = await module.loader?.({ request: new Request(new URL(url, firm.siteUrl)), params });
      const Page = module.default;
      const text = textOf(<Page loaderData={loaderData} params={params} />, url);
      const description = (module.meta?.({ loaderData, params }) ?? []).find(
        (tag): tag is { name: 'description'; content: string } => 'name' in tag && tag.name === 'description',
      );
      pages.push({ url, text, description: description?.content ?? '' });
    }
  }
  return pages;
}

/** Whether an article's source states the promise (its call to action's {replyWithin}). */
const statesPromise = (file: string) => fs.readFileSync(file, 'utf8').includes('{replyWithin}');
/** A form's own wording, before the promise is filled in: <the catalogue>/<id>/form.json. */
const rawForm = (id: string) =>
  JSON.parse(fs.readFileSync(path.join(CATALOGUE_DIR, id, 'form.json'), 'utf8')) as Record<string, unknown>;
/** Whether a form's page (its intro or meta description; its thank-you card aside) states the promise. */
const formPageStatesPromise = (definition: FormDefinition) => {
  const raw = rawForm(definition.id);
  return [raw.intro, raw.metaDescription].some((text) => String(text).includes('{replyWithin}'));
};

describe('every page of the route list, with the promise at 48 hours', () => {
  let pages: RenderedPage[];
  beforeAll(async () => {
    for (const file of postFiles()) {
      const { default: Body } = await evaluate(
        { value: fs.readFileSync(file, 'utf8'), path: file },
        { ...runtime, remarkPlugins: [...POST_SYNTAX_PLUGINS] },
      );
      articles.set(path.basename(file, '.mdx'), Body);
    }
    pages = await renderRouteList();
    // Compiling the articles and rendering every page takes seconds, more on a busy machine.
  }, 60_000);
  const page = (url: string) => {
    const found = pages.find((each) => each.url === url);
    if (!found) throw new Error(`the route list has no page ${url}`);
    return found;
  };

  /**
   * The pages that state a reply time: the services page, each service's, about, each form page whose
   * intro or meta description has the placeholder, and each article whose call to action has it.
   */
  const promising = [
    pagePaths.services,
    ...services.map((service) => sitePath('service', service.slug)),
    pagePaths.about,
    ...catalogue.filter(formPageStatesPromise).map((definition) => definition.form.route),
    ...postFiles()
      .filter(statesPromise)
      .map((file) => sitePath('blogPost', path.basename(file, '.mdx'))),
  ];

  it('renders every page the site prerenders, each with its text', () => {
    expect(pages.map((each) => each.url)).toEqual(routeTable.flatMap((entry) => entry.urls()));
    for (const { url, text, description } of pages) {
      expect(text.length, url).toBeGreaterThan(50);
      expect(description.length, url).toBeGreaterThan(50);
    }
    expect(promising).toContain('/contact');
    expect(postFiles().filter(statesPromise).length).toBeGreaterThan(0);
  });

  it('states 48 hours wherever a page promises a reply, and never 24 or "soon"', () => {
    for (const { url, text, description } of pages) {
      for (const said of [text, description]) {
        expect(said, url).not.toContain('{replyWithin}');
        // No sentence about a reply gives another time (the privacy notice's 24 hours are a confirmation's limit).
        const replySentences = said.split(/(?<=[.!?])\s/).filter((sentence) => REPLYING.test(sentence));
        for (const sentence of replySentences) expect(sentence, url).not.toMatch(/\b24 hours\b|\bsoon\b/i);
        if (promising.includes(url)) expect(said, url).not.toMatch(OTHER_PROMISE);
      }
    }
    // The promise as it fills a placeholder: the words around it are a consultant's to change.
    const stating = pages.filter(({ text, description }) => `${text} ${description}`.includes(replyWithin));
    expect(stating.map((each) => each.url).sort()).toEqual([...promising].sort());
  });

  it('has the contact page and each questionnaire page state it in their intro and meta description', () => {
    expect(page('/contact').description).toContain(replyWithin);
    for (const definition of catalogue) {
      const raw = rawForm(definition.id);
      const { text, description } = page(definition.form.route);
      if (String(raw.intro).includes('{replyWithin}')) {
        expect(text, definition.id).toContain(definition.form.intro ?? '-');
        // The form's own words around the placeholder are the consultant's (and a rewording's): the promise is what fills it.
        expect(definition.form.intro, definition.id).toContain(replyWithin);
      }
      if (String(raw.metaDescription).includes('{replyWithin}')) {
        expect(description, definition.id).toContain(replyWithin);
      }
      expect(`${text} ${description}`, definition.id).not.toMatch(OTHER_PROMISE);
    }
  });

  it('has each service page state it in its call to action, and the services and about pages', () => {
    for (const service of services) {
      expect(page(sitePath('service', service.slug)).text, service.slug).toContain(PROMISE);
    }
    expect(page(sitePath('service', 'iso-9001')).text).toContain(`proposal ${PROMISE}`);
    expect(page('/services').text).toContain(PROMISE);
    expect(page('/about').text).toContain(PROMISE);
  });

  it('has each article with the placeholder state it in its call to action', () => {
    for (const file of postFiles().filter(statesPromise)) {
      const url = sitePath('blogPost', path.basename(file, '.mdx'));
      expect(page(url).text, url).toMatch(/reply within 48 hours with/);
    }
  });
});

describe('the texts that promise a reply', () => {
  /** Every file a visitor's wording is typed in: content, pages, shared pieces, articles and forms. */
  const files = ['src', 'schemas'].flatMap((dir) =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|mdx|json)$/.test(file))
      .map((file) => path.join(dir, file)),
  );

  it('take the time from the one value, never typing it', () => {
    const typed = files.filter((file) => /within 24 hours|in touch soon/i.test(fs.readFileSync(file, 'utf8')));
    expect(typed).toEqual([]);
  });
});
