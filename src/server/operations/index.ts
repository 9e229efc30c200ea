/**
 * What the operations' folder offers the desk (src/server/desk/), its one door in: whether leads
 * reach the firm, in the shape /healthz/delivery and `leads status` give it.
 */
export { deliveryHealth } from './delivery-health.ts';
