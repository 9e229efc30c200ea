/** Where the browser tests' server keeps its data and where the SMTP sink drops mail. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_DATA_DIR = 'test-results/e2e-data';
export const E2E_MAIL_DIR = 'test-results/e2e-smtp';
/** A visitor address beginning with this has the firm's email of its lead refused once by the sink. */
export const DEAD_LETTER_ONCE = 'dead-letter-once';
