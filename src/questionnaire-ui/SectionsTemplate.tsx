import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { useContext, type ReactNode } from 'react';
import { isHiddenField, type Answers } from '../questionnaire/definition.ts';
import { REVEAL_ATTRIBUTE, revealMark, sectionMark } from '../questionnaire/reveal-css.ts';
import { isSectionShown } from '../questionnaire/reveals.ts';
import { EngineStateContext, type EngineContext } from './form-context.ts';
import classes from './Questionnaire.module.css';
import { RecordFields } from './RecordsTemplates.tsx';
import { formParts, PartFieldset } from './unlock.tsx';

/**
 * Lays the flat answer record out in the titled sections of form.json, each a fieldset with its
 * legend, locked until its turn after hydration (unlock.tsx). Fields hidden by a reveal and fields
 * without an input are not rendered at all, nor a section skipped for the answers (form.json
 * "when"); fields outside every section (consent) follow the sections. Before the scripts run
 * (and without them) every question is in the page: those an answer shows, and the sections with
 * a condition, are marked for the page's CSS to show (reveal-css.ts).
 */
export function SectionsTemplate(props: ObjectFieldTemplateProps) {
  const { properties, registry, formData, fieldPathId } = props;
  const { fieldStates, beforeScripts } = useContext(EngineStateContext);
  // an object below the answers is a record of a repeating group
  if (fieldPathId.path.length > 0) return <RecordFields {...props} />;
  const { definition } = registry.formContext as EngineContext;
  const content = new Map<string, ReactNode>(properties.map((property) => [property.name, property.content]));
  const shown = (field: string) =>
    (beforeScripts || fieldStates[field] !== 'hidden') && !isHiddenField(definition, field);
  const mark = (field: string) =>
    beforeScripts && definition.form.reveals.some((reveal) => reveal.field === field && reveal.mode === 'show')
      ? { [REVEAL_ATTRIBUTE]: revealMark(definition, field) }
      : {};
  const inSections = new Set(definition.form.sections.flatMap((section) => section.fields));
  const rest = properties.map((property) => property.name).filter((field) => !inSections.has(field) && shown(field));

  return (
    <>
      {definition.form.sections.map((section, index) => (
        <PartFieldset
          key={section.id}
          step={index}
          id={`section-${section.id}`}
          className={classes.section}
          tabIndex={-1}
          // a section whose condition is unmet is skipped: not shown, its answers neither checked nor sent
          hidden={!beforeScripts && !isSectionShown(definition, section, (formData ?? {}) as Answers)}
          {...(beforeScripts && section.when ? { [REVEAL_ATTRIBUTE]: sectionMark(definition, section.id) } : {})}
        >
          <legend className={classes.sectionTitle}>{section.title}</legend>
          <div className={classes.fields}>
            {section.fields.filter(shown).map((field) => (
              <div key={field} className={classes.field} {...mark(field)}>
                {content.get(field)}
              </div>
            ))}
          </div>
        </PartFieldset>
      ))}
      {rest.length > 0 ? (
        <PartFieldset step={formParts(definition).closing} className={classes.closing} role="presentation">
          {rest.map((field) => (
            <div key={field} {...mark(field)}>
              {content.get(field)}
            </div>
          ))}
        </PartFieldset>
      ) : null}
    </>
  );
}
