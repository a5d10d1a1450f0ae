import { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Hot-path SQL without the query builder, whose per-query cost dominated POST/GET messages.
 * Built once from TypeORM's metadata (so column names are not repeated by hand): a select
 * list aliased to the entity's property names, so pg rows come back shaped as the entity
 * (timestamptz already a Date), and an INSERT column list.
 */
export class Columns<T extends ObjectLiteral> {
  /** Schema-qualified, quoted table name. */
  readonly table: string;
  private readonly columns: { db: string; prop: string }[];

  constructor(dataSource: DataSource, entity: EntityTarget<T>) {
    const meta = dataSource.getMetadata(entity);
    this.table = [meta.schema, meta.tableName]
      .filter(Boolean)
      .map((part) => `"${part}"`)
      .join('.');
    this.columns = meta.columns.map((c) => ({ db: c.databaseName, prop: c.propertyName }));
  }

  /** `alias."column" AS "<prefix>property", ...` */
  select(alias: string, prefix = ''): string {
    return this.columns.map((c) => `${alias}."${c.db}" AS "${prefix}${c.prop}"`).join(', ');
  }

  /** The entity out of a row selected with `select(alias, prefix)`. */
  pick(row: Record<string, unknown>, prefix = ''): T {
    const out: Record<string, unknown> = {};
    for (const c of this.columns) out[c.prop] = row[`${prefix}${c.prop}`];
    return out as T;
  }

  /** `INSERT INTO table (...) VALUES ($n, ...)` for one entity, placeholders from `$first`. */
  insert(entity: T, first = 1): { sql: string; params: unknown[] } {
    const names = this.columns.map((c) => `"${c.db}"`).join(', ');
    const placeholders = this.columns.map((_, i) => `$${first + i}`).join(', ');
    return {
      sql: `INSERT INTO ${this.table} (${names}) VALUES (${placeholders})`,
      params: this.columns.map((c) => entity[c.prop]),
    };
  }
}
