import { DataSource } from 'typeorm';

/** Rows of a statement with RETURNING, whatever its command (TypeORM shapes UPDATE results differently). */
export async function returning<T>(dataSource: DataSource, sql: string, params: unknown[]): Promise<T[]> {
  const runner = dataSource.createQueryRunner();
  try {
    return (await runner.query(sql, params, true)).records as T[];
  } finally {
    await runner.release();
  }
}
