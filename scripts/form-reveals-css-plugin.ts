/**
 * The catalogue's reveals as a stylesheet of the build (`import 'virtual:form-reveals.css'`),
 * generated from schemas/ (src/questionnaire/reveal-css.ts): the form pages carry it inlined like
 * their other CSS, so a question shown by an answer appears before the scripts run and without them.
 */
import type { Plugin } from 'vite';
import { loadCatalogue } from '../src/questionnaire/catalogue-fs.ts';
import { revealStylesheet } from '../src/questionnaire/reveal-css.ts';

const ID = 'virtual:form-reveals.css';
// Ends in .css so Vite's CSS pipeline (minify, bundle into the page's stylesheet) takes it.
const RESOLVED = '/__form-reveals.css';

export function formReveals(): Plugin {
  return {
    name: 'form-reveals-css',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: (id) => (id === RESOLVED ? revealStylesheet(loadCatalogue()) : null),
  };
}
