/**
 * What the submissions' folder offers the desk (src/server/desk/), its one door in: how a lead is
 * listed in the inbox, read from its answers as the intake does when it stores one, and the form
 * versions leads were answered on.
 */
export { leadListing } from './listing.ts';
export { FormVersions } from './form-versions.ts';
