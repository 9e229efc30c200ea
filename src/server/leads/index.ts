/**
 * What the operator commands share with the desk (src/server/desk/), their one door in: a data
 * subject's access report and erasure (`leads access`, `leads erase`), a form's funnel (`leads
 * funnel`), the reply figures (`leads reply-times`) and the formula-safe CSV writer (`leads export`). The desk uses nothing else of this folder.
 */
export { accessReport } from './access.ts';
export { toCsv } from './csv.ts';
export { eraseByEmail } from './erase.ts';
export { funnelRows } from './funnel.ts';
export { groupClocks, mondayOf, replyFigures, weeklyReplyFigures } from './reply-times.ts';
