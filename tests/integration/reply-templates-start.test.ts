/**
 * The reply templates are checked when the server starts: a folder with a bad template stops the
 * start before anything is opened, naming the file and the line.
 */
import { describe, expect, it } from 'vitest';
import { backends, startTestServer } from '../support/test-server.ts';

describe('the server’s start', () => {
  it('stops on a bad reply template, naming its file and line', async () => {
    const [sqlite] = backends;
    if (!sqlite) throw new Error('no SQLite backend');
    await expect(
      startTestServer(sqlite, {}, { replyTemplatesDir: 'tests/fixtures/reply-templates/broken' }),
    ).rejects.toThrow(
      /tests\/fixtures\/reply-templates\/broken\/follow-up\.txt:7: unknown placeholder \{\{company\}\}/,
    );
  });
});
