import PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { answerAfterClose } from './db-adapter';

const JOB = '00000000-0000-4000-8000-000000000000';

describe('pg-boss after the database closed', () => {
  // pg-boss reports a running job's end without awaiting it; after the server closed its
  // database, that call must settle quietly instead of rejecting unhandled.
  const boss = new PgBoss({ db: { executeSql: (text: string) => Promise.resolve(answerAfterClose(text)) } });

  it('settles a late failure or completion as affecting no job', async () => {
    await expect(boss.fail('export', JOB, new Error('stopped'))).resolves.toMatchObject({ affected: 0 });
    await expect(boss.complete('export', JOB)).resolves.toMatchObject({ affected: 0 });
    await expect(boss.cancel('export', JOB)).resolves.toMatchObject({ affected: 0 });
  });

  it('fetches no job', async () => {
    await expect(boss.fetch('export')).resolves.toEqual([]);
  });
});
