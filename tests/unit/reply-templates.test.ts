import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import deskConfig, { precompressDesk, replyTemplatesCheck } from '../../vite.desk.config.ts';
import { loadReplyTemplates } from '../../src/content/reply-templates/files.ts';
import { replyComposer } from '../../src/server/desk/reply-drafts.ts';
import {
  fillReplyTemplate,
  parseReplyTemplate,
  REPLY_PLACEHOLDERS,
  type ReplyValues,
} from '../../src/content/reply-templates/template.ts';

/** A fresh folder of templates for one test. */
const folder = () => mkdtempSync(path.join(tmpdir(), 'reply-templates-'));

const values: ReplyValues = {
  organisation: 'Acme <Labs>',
  person: 'Asha',
  formTitle: 'ISO 27001 readiness',
  snapshot: '',
  memberName: 'Ravi',
};

describe('reply templates', () => {
  it('every template the firm ships reads, has a title and uses only known placeholders', () => {
    const templates = loadReplyTemplates();
    expect(templates.length).toBeGreaterThan(0);
    for (const template of templates) {
      expect(template.title.trim()).not.toBe('');
      const filled = fillReplyTemplate(template.body, values);
      expect(filled).not.toMatch(/\{\{|\}\}/);
    }
  });

  it('fills each placeholder and closes up the blank lines an empty one leaves', () => {
    const body =
      '---\ntitle: Hello\n---\nDear {{ person }},\n\n{{snapshot}}\n\nAbout {{organisation}}: {{formTitle}}. {{memberName}}';
    const template = parseReplyTemplate(body, 'hello.md', 'hello');
    expect(template).toMatchObject({ id: 'hello', title: 'Hello' });
    expect(fillReplyTemplate(template.body, values)).toBe('Dear Asha,\n\nAbout Acme <Labs>: ISO 27001 readiness. Ravi');
  });

  it('an unknown placeholder fails with the file and its line, naming the known ones', () => {
    const text = '---\ntitle: Hello\n---\nDear {{person}},\n\nYour {{company}} enquiry';
    expect(() => parseReplyTemplate(text, 'content/hello.md', 'hello')).toThrow(
      /content\/hello\.md:6: unknown placeholder \{\{company\}\}/,
    );
    for (const known of Object.keys(REPLY_PLACEHOLDERS)) {
      expect(() => parseReplyTemplate(text, 'hello.md', 'hello')).toThrow(`{{${known}}}`);
    }
  });

  it('a missing or empty title fails with the file and line', () => {
    expect(() => parseReplyTemplate('Dear {{person}}', 'a.md', 'a')).toThrow(/^a\.md:1: .*title/);
    expect(() => parseReplyTemplate('---\nsubject: Hi\n---\nText', 'b.md', 'b')).toThrow(/b\.md:/);
    expect(() => parseReplyTemplate('---\nsubject: Hi\n---\nText', 'b.md', 'b')).toThrow(/title/);
    expect(() => parseReplyTemplate('---\n\ntitle: ""\n---\nText', 'c.md', 'c')).toThrow(/c\.md:3: "title"/);
  });

  it('a folder with a bad file fails naming every bad file', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'good.md'), '---\ntitle: Good one\n---\nHello {{person}}');
    writeFileSync(path.join(dir, 'bad.md'), '---\ntitle: Bad one\n---\nHello {{nobody}}');
    writeFileSync(path.join(dir, 'untitled.md'), 'Hello');
    expect(() => loadReplyTemplates(dir)).toThrow(/bad\.md:4: unknown placeholder[\s\S]*untitled\.md:1:/);
  });

  it('reads a plain-text template as it reads a Markdown one', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'plain.txt'), '---\ntitle: Plain reply\n---\nDear {{person}},\n\nThanks.');
    expect(loadReplyTemplates(dir)).toEqual([
      { id: 'plain', title: 'Plain reply', body: 'Dear {{person}},\n\nThanks.' },
    ]);
    writeFileSync(path.join(dir, 'markdown.md'), '---\ntitle: Markdown reply\n---\nHello {{organisation}}');
    expect(loadReplyTemplates(dir).map((template) => template.id)).toEqual(['markdown', 'plain']);
  });

  it('checks a plain-text template as it checks a Markdown one: file and line', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'good.md'), '---\ntitle: Good one\n---\nHello {{person}}');
    writeFileSync(path.join(dir, 'typo.txt'), '---\ntitle: Typo\n---\nHello,\n\n{{persn}}');
    writeFileSync(path.join(dir, 'untitled.txt'), 'Hello {{person}}');
    expect(() => loadReplyTemplates(dir)).toThrow(
      /typo\.txt:6: unknown placeholder \{\{persn\}\}[\s\S]*untitled\.txt:1:/,
    );
  });

  it('passes over what editors leave behind, so an edit made on the server never stops its start', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'good.md'), '---\ntitle: Good one\n---\nHello {{person}}');
    for (const leftover of ['good.md~', '#good.md#', 'good.md.bak', 'good.md.orig', '.good.md.swp', 'Thumbs.db']) {
      writeFileSync(path.join(dir, leftover), 'half an edit {{company}}');
    }
    expect(loadReplyTemplates(dir).map((template) => template.id)).toEqual(['good']);
  });

  it('names any other file or folder in the folder instead of passing over it; a README is no template', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'good.md'), '---\ntitle: Good one\n---\nHello {{person}}');
    writeFileSync(path.join(dir, 'README.md'), "One file per template; see the consultants' guide.");
    expect(loadReplyTemplates(dir).map((template) => template.id)).toEqual(['good']);
    writeFileSync(path.join(dir, 'follow-up.docx'), 'Dear {{person}}');
    mkdirSync(path.join(dir, 'drafts'));
    expect(() => loadReplyTemplates(dir)).toThrow(
      /drafts: not a reply template[\s\S]*follow-up\.docx: not a reply template/,
    );
  });

  it('refuses two templates of one name', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'hello.md'), '---\ntitle: Hello in Markdown\n---\nHello {{person}}');
    writeFileSync(path.join(dir, 'hello.txt'), '---\ntitle: Hello in plain text\n---\nHello {{person}}');
    expect(() => loadReplyTemplates(dir)).toThrow(
      /hello\.txt: a second template named "hello" \(hello\.md is the first\)/,
    );
  });

  it('a folder without a template says which files it reads', () => {
    expect(() => loadReplyTemplates(folder())).toThrow(/no reply template \(\.md or \.txt file\) found/);
  });
});

describe('the desk’s build', () => {
  const BROKEN = 'tests/fixtures/reply-templates/broken';
  const FAILURE = /tests\/fixtures\/reply-templates\/broken\/follow-up\.txt:7: unknown placeholder \{\{company\}\}/;

  it('checks the shipped templates as it starts', () => {
    const names = (deskConfig.plugins ?? []).flat().map((plugin) => (plugin && 'name' in plugin ? plugin.name : ''));
    expect(names).toContain('reply-templates-check');
    expect(() => callBuildStart(replyTemplatesCheck())).not.toThrow();
  });

  it('fails on a bad template, naming its file and line', async () => {
    expect(() => callBuildStart(replyTemplatesCheck(BROKEN))).toThrow(FAILURE);
    // Vite stops the build on it: nothing is bundled, the error is the template's.
    await expect(
      build({
        configFile: false,
        logLevel: 'silent',
        root: mkdtempSync(path.join(tmpdir(), 'desk-build-')),
        plugins: [replyTemplatesCheck(BROKEN), precompressDesk(path.join(tmpdir(), 'no-desk-build-here'))],
        build: { write: false, rollupOptions: { input: 'index.html' } },
      }),
    ).rejects.toThrow(FAILURE);
  });
});

/** A plugin's buildStart as Vite calls it, with no context the check needs. */
function callBuildStart(plugin: Plugin): void {
  const hook = plugin.buildStart;
  const handler = typeof hook === 'function' ? hook : hook?.handler;
  if (!handler) throw new Error(`${plugin.name} has no buildStart`);
  void handler.call({} as ThisParameterType<typeof handler>, {} as Parameters<typeof handler>[0]);
}

describe('a reply drafted for a lead', () => {
  const template = parseReplyTemplate(
    '---\ntitle: Thanks\n---\nDear {{person}},\n\nThank you on behalf of {{organisation}}.\n\n{{memberName}}',
    'thanks.md',
    'thanks',
  );
  const settings = { templates: [template], mailFrom: 'website@firm.example' };
  const lead = { formTitle: 'Contact Us', person: 'Olive Green', email: 'olive@example.org', snapshot: null };

  it('names the organisation the visitor gave, and speaks of "your organisation" to a person who gave none', () => {
    const body = (organisation: string | null) =>
      replyComposer(settings, { ...lead, organisation }, 'asha.rao@firm.example').drafts[0]?.body;
    expect(body('Acme Ltd')).toBe('Dear Olive Green,\n\nThank you on behalf of Acme Ltd.\n\nAsha Rao');
    expect(body(null)).toBe('Dear Olive Green,\n\nThank you on behalf of your organisation.\n\nAsha Rao');
  });
});
