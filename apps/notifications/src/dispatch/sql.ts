import { DataSource, EntityManager } from 'typeorm';

/** Rows of a statement with RETURNING, whatever its command (TypeORM shapes UPDATE results differently). */
export async function returning<T>(
  db: DataSource | EntityManager,
  sql: string,
  params: unknown[],
): Promise<T[]> {
  const manager = db instanceof DataSource ? db.manager : db;
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const result = await runner.query(sql, params, true);
    return result.records as T[];
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}
