import type { FirmConfig } from '../content/firm-config.ts';
import type { NoticeSettings } from '../content/privacy/notice-settings.ts';
import type { FormDefinition } from '../questionnaire/definition.ts';

/** What the notice is built from: the firm config, the catalogue and the deployment's settings. */
export interface NoticeInput extends NoticeSettings {
  readonly firm: FirmConfig;
  /** The questionnaire catalogue (schemas/): every form and its questions. */
  readonly forms: readonly FormDefinition[];
}

/** The origin of an endpoint on another site; null for a path on this site (its own server). */
export function externalOrigin(endpoint: string): string | null {
  try {
    return /^https?:\/\//.test(endpoint) ? new URL(endpoint).origin : null;
  } catch {
    return null;
  }
}
