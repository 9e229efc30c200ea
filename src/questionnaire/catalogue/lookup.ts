/** Finding a form of a loaded catalogue (browser-safe: no file system). */
import type { FormDefinition } from '../definition.ts';

export function formById(catalogue: readonly FormDefinition[], id: string): FormDefinition {
  const found = catalogue.find((definition) => definition.id === id);
  if (!found) {
    const known = catalogue.map((definition) => definition.id).join(', ');
    throw new Error(`No form "${id}" in the catalogue (forms: ${known})`);
  }
  return found;
}

export function formByRoute(catalogue: readonly FormDefinition[], route: string): FormDefinition | undefined {
  return catalogue.find((definition) => definition.form.route === route);
}

/** The questionnaire a service page leads to: the form whose form.json names the service. */
export function formForService(catalogue: readonly FormDefinition[], slug: string): FormDefinition | undefined {
  return catalogue.find((definition) => definition.form.serviceSlug === slug);
}
