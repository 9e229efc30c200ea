/**
 * What the submissions' folder offers the desk (src/server/desk/), its one door in: how a lead is
 * listed in the inbox, read from its answers as the intake does when it stores one.
 */
export { leadListing } from './listing.ts';
