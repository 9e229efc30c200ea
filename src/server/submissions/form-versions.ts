/**
 * The forms leads were answered on. The server stores each version of the catalogue it serves
 * (once: a version is named by its content's hash), every lead records its version, and every
 * reader (the desk, the operator commands, a retried email) reads a lead with that version: its
 * questions, labels, options, sections and scoring, whatever the catalogue says today.
 */
import type { FormDefinition } from '../../questionnaire/definition.ts';
import { formVersionId, withVersion } from '../../questionnaire/version-id.ts';
import {
  answersFit,
  definitionFromContent,
  UNRECORDED_VERSION,
  unrecordedDefinition,
  versionContent,
} from '../../questionnaire/versions.ts';
import type { Store } from '../storage/store.ts';

/** What a reader needs of a lead to find its form. */
export interface VersionedLead {
  readonly formId: string;
  readonly formVersion: string | null;
  readonly answers: string;
}

export class FormVersions {
  /** Today's catalogue, each definition carrying its version's name. */
  readonly current: readonly FormDefinition[];
  private readonly store: Store;
  private readonly currentById: ReadonlyMap<string, FormDefinition>;
  private readonly loaded = new Map<string, Promise<FormDefinition | undefined>>();

  constructor(store: Store, catalogue: readonly FormDefinition[]) {
    this.store = store;
    this.current = catalogue.map(withVersion);
    this.currentById = new Map(this.current.map((definition) => [definition.id, definition]));
    for (const definition of this.current) {
      this.loaded.set(definition.version ?? '', Promise.resolve(definition));
    }
  }

  /** Today's form of this id (a form no longer in the catalogue has none). */
  currentOf(formId: string): FormDefinition | undefined {
    return this.currentById.get(formId);
  }

  /**
   * At every start (server and operator commands): stores today's versions, then gives each lead
   * stored before versions were kept the version its answers fit (today's), or "unrecorded".
   */
  async record(now: Date = new Date()): Promise<void> {
    await this.store.versions.save(
      this.current.map((definition) => ({
        id: definition.version ?? formVersionId(definition),
        formId: definition.id,
        content: versionContent(definition),
      })),
      now,
    );
    const leads = await this.store.versions.unversioned();
    if (leads.length === 0) return;
    await this.store.versions.recordLeadVersions(
      leads.map((lead) => ({ id: lead.id, version: this.fittingVersion(lead.formId, lead.answers) })),
    );
  }

  private fittingVersion(formId: string, answers: string): string {
    const definition = this.currentById.get(formId);
    const parsed = JSON.parse(answers) as Record<string, unknown>;
    return definition?.version && answersFit(definition, parsed) ? definition.version : UNRECORDED_VERSION;
  }

  /** A stored version of this form, by name; undefined when the server never served it. */
  async version(formId: string, version: string): Promise<FormDefinition | undefined> {
    let found = this.loaded.get(version);
    if (!found) {
      found = this.store.versions
        .byId([version])
        .then(([stored]) => (stored ? definitionFromContent(stored.formId, stored.id, stored.content) : undefined));
      this.loaded.set(version, found);
      // Only stored versions are kept: a made-up name (sent by a page) costs a lookup, no memory.
      if (!(await found)) this.loaded.delete(version);
    }
    const definition = await found;
    return definition?.id === formId ? definition : undefined;
  }

  /**
   * The form a lead was answered on: its recorded version; for a lead without one (stored before
   * versions were kept, not yet given one) the version its answers fit; for an unrecorded one,
   * today's form without its questions, so every answer is shown under its key. Undefined when
   * the form is neither stored nor in the catalogue.
   */
  async of(lead: VersionedLead): Promise<FormDefinition | undefined> {
    const version = lead.formVersion ?? this.fittingVersion(lead.formId, lead.answers);
    if (version !== UNRECORDED_VERSION) {
      const definition = await this.version(lead.formId, version);
      if (definition) return definition;
    }
    const current = this.currentById.get(lead.formId);
    return current ? unrecordedDefinition(current) : undefined;
  }
}
