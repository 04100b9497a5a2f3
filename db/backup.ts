/**
 * Backups as plain SQL (docs/decisions/010-backups-and-production.md): the schema read from the catalog, the rows
 * as INSERT statements, the sequences' positions, then constraints, indexes, foreign keys,
 * views, and the functions and triggers. The same text loads into the embedded database (`npm run db:restore`) and into any
 * PostgreSQL 13 or later (`psql -f`), so an embedded site can move to PostgreSQL.
 *
 * Written here rather than with pg_dump: PGlite is PostgreSQL 18 and the pg_dump of a PostgreSQL
 * 15 server refuses newer servers; @electric-sql/pglite-tools (pg_dump in WebAssembly) pins its
 * peer to one exact PGlite version (0.4.8 wants 0.5.8, we run 0.5.16); and a pg_dump 18 file
 * carries settings PostgreSQL 15 rejects. One format for both engines keeps restore simple.
 */

/** What both drivers offer: PGlite's client, or a node-postgres client (see `sqlClient*`). */
export type SqlClient = {
  query<Row extends Record<string, unknown>>(text: string): Promise<{ rows: Row[] }>;
  /** Runs several statements in one round trip (the simple query protocol). */
  exec(text: string): Promise<unknown>;
};

export const BACKUP_TITLE = "-- LAN Centers database backup";
export const BACKUP_FORMAT = "-- Format: lan-centers-backup/1";
const END_MARK = "-- End of backup";

/** A user-visible problem with a backup file or a restore target; scripts print its message alone. */
export class BackupError extends Error {
  override name = "BackupError";
}

// Session settings both when reading and when loading, so text forms of times and strings agree.
const SESSION_SETTINGS = [
  "SET client_encoding = 'UTF8';",
  "SET standard_conforming_strings = on;",
  "SET TimeZone = 'UTC';",
  "SET DateStyle = 'ISO, YMD';",
  "SET IntervalStyle = 'postgres';",
  "SET extra_float_digits = 3;",
  "SET check_function_bodies = false;",
  "SET client_min_messages = warning;",
  // Every name in the file is schema-qualified.
  "SELECT pg_catalog.set_config('search_path', '', false);",
];

const ROWS_PER_INSERT = 100;
const ROWS_PER_READ = 1000;

export type DumpSummary = { tables: number; rows: number };

/**
 * Writes the whole database of `client` as SQL through `write`, in one read-only transaction so
 * the rows agree with each other. Refuses (BackupError) when the database holds a kind of object
 * this format does not carry, rather than leaving it out silently.
 */
export async function dumpDatabase(
  client: SqlClient,
  write: (text: string) => Promise<void> | void,
  about: { source: string },
): Promise<DumpSummary> {
  await client.exec(SESSION_SETTINGS.join("\n"));
  await client.exec("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
  try {
    const summary = await dumpInTransaction(client, write, about);
    await client.exec("COMMIT");
    return summary;
  } catch (error) {
    await client.exec("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

async function dumpInTransaction(
  client: SqlClient,
  write: (text: string) => Promise<void> | void,
  about: { source: string },
): Promise<DumpSummary> {
  const schemas = await userSchemas(client);
  await refuseUnsupported(client, schemas);
  const [{ version }] = (await client.query<{ version: string }>("select current_setting('server_version') as version"))
    .rows as [{ version: string }];

  await write(
    [
      BACKUP_TITLE,
      BACKUP_FORMAT,
      `-- Taken: ${new Date().toISOString()} from ${about.source} (PostgreSQL ${version})`,
      "-- Restore: npm run db:restore <file>, or psql -v ON_ERROR_STOP=1 -d <database> -f <file>",
      "",
      ...SESSION_SETTINGS,
      "",
      "BEGIN;",
      "",
    ].join("\n"),
  );

  for (const schema of schemas) {
    if (schema !== "public") await write(`CREATE SCHEMA IF NOT EXISTS ${ident(schema)};\n`);
  }

  const sequences = await listSequences(client, schemas);
  for (const sequence of sequences) await write(`${sequence.create}\n`);

  const tables = await listTables(client, schemas);
  for (const table of tables) await write(`\n${await createTableStatement(client, table)}\n`);

  let rows = 0;
  for (const table of tables) rows += await writeRows(client, table, write);

  await write("\n");
  for (const sequence of sequences) {
    await write(`${sequence.setval}\n`);
    if (sequence.ownedBy) await write(`ALTER SEQUENCE ${sequence.name} OWNED BY ${sequence.ownedBy};\n`);
  }

  const constraints = await listConstraints(client, schemas);
  const indexes = await listIndexes(client, schemas);
  const views = await listViews(client, schemas);
  await write("\n");
  for (const constraint of constraints.filter((c) => c.type !== "f")) await write(`${constraint.statement}\n`);
  for (const index of indexes) await write(`${index};\n`);
  for (const constraint of constraints.filter((c) => c.type === "f")) await write(`${constraint.statement}\n`);
  for (const view of views) await write(`${view}\n`);
  // Functions and triggers last: the rows above are loaded without firing any trigger.
  for (const fn of await listFunctions(client, schemas)) await write(`${fn}\n`);
  for (const trigger of await listTriggers(client, schemas)) await write(`${trigger}\n`);

  await write(`\nCOMMIT;\n\n${END_MARK}: ${tables.length} tables, ${rows} rows.\n`);
  return { tables: tables.length, rows };
}

// --- Reading the catalog -----------------------------------------------------------------------

const SYSTEM_SCHEMA_FILTER =
  "n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg\\_temp\\_%' " +
  "and n.nspname not like 'pg\\_toast\\_temp\\_%'";

/** Schemas holding at least one table, view or sequence, `public` first. */
async function userSchemas(client: SqlClient): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select distinct n.nspname as name from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where ${SYSTEM_SCHEMA_FILTER} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
     order by 1`,
  );
  return rows.map((row) => row.name).sort((a, b) => (a === "public" ? -1 : b === "public" ? 1 : a.localeCompare(b)));
}

function inSchemas(schemas: string[]): string {
  return schemas.length ? `n.nspname in (${schemas.map(literal).join(", ")})` : "false";
}

/** Every kind of object this format leaves out, named, so a backup never loses one quietly. */
async function refuseUnsupported(client: SqlClient, schemas: string[]): Promise<void> {
  const where = inSchemas(schemas);
  const checks: Array<[string, string]> = [
    [
      "partitioned, foreign or materialized tables",
      `select n.nspname || '.' || c.relname as name from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace where ${where} and c.relkind in ('p', 'f', 'm')`,
    ],
    [
      "table inheritance",
      `select c.relname as name from pg_catalog.pg_inherits i join pg_catalog.pg_class c on c.oid = i.inhrelid join pg_catalog.pg_namespace n on n.oid = c.relnamespace where ${where}`,
    ],
    [
      "generated or identity columns",
      `select c.relname || '.' || a.attname as name from pg_catalog.pg_attribute a join pg_catalog.pg_class c on c.oid = a.attrelid join pg_catalog.pg_namespace n on n.oid = c.relnamespace where ${where} and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and (a.attgenerated <> '' or a.attidentity <> '')`,
    ],
    [
      "columns with their own collation",
      `select c.relname || '.' || a.attname as name from pg_catalog.pg_attribute a join pg_catalog.pg_class c on c.oid = a.attrelid join pg_catalog.pg_namespace n on n.oid = c.relnamespace join pg_catalog.pg_type t on t.oid = a.atttypid where ${where} and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped and a.attcollation <> t.typcollation`,
    ],
    [
      "types of its own (enums, domains, composite or range types)",
      `select n.nspname || '.' || t.typname as name from pg_catalog.pg_type t join pg_catalog.pg_namespace n on n.oid = t.typnamespace where ${where} and (t.typtype in ('e', 'd', 'r', 'm') or (t.typtype = 'c' and (select relkind from pg_catalog.pg_class where oid = t.typrelid) = 'c'))`,
    ],
    [
      "functions other than plain SQL or PL/pgSQL ones",
      `select n.nspname || '.' || p.proname as name from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace join pg_catalog.pg_language l on l.oid = p.prolang where ${where} and (p.prokind not in ('f', 'p') or l.lanname not in ('sql', 'plpgsql'))`,
    ],
    [
      "disabled triggers",
      `select c.relname || '.' || t.tgname as name from pg_catalog.pg_trigger t join pg_catalog.pg_class c on c.oid = t.tgrelid join pg_catalog.pg_namespace n on n.oid = c.relnamespace where ${where} and not t.tgisinternal and t.tgenabled = 'D'`,
    ],
    [
      "rules",
      `select c.relname || '.' || r.rulename as name from pg_catalog.pg_rewrite r join pg_catalog.pg_class c on c.oid = r.ev_class join pg_catalog.pg_namespace n on n.oid = c.relnamespace where ${where} and r.rulename <> '_RETURN'`,
    ],
    [
      "row-level security policies",
      `select c.relname || '.' || p.polname as name from pg_catalog.pg_policy p join pg_catalog.pg_class c on c.oid = p.polrelid join pg_catalog.pg_namespace n on n.oid = c.relnamespace where ${where}`,
    ],
    ["extensions", "select extname as name from pg_catalog.pg_extension where extname <> 'plpgsql'"],
  ];
  for (const [kind, query] of checks) {
    const { rows } = await client.query<{ name: string }>(`${query} limit 5`);
    if (rows.length > 0) {
      throw new BackupError(
        `The database has ${kind} (${rows.map((row) => row.name).join(", ")}), which this backup format does not carry. ` +
          "Use pg_dump for this database.",
      );
    }
  }
}

type Table = { oid: number; name: string; unlogged: boolean };

async function listTables(client: SqlClient, schemas: string[]): Promise<Table[]> {
  const { rows } = await client.query<{ oid: number; schema: string; table: string; persistence: string }>(
    `select c.oid::int as oid, n.nspname as schema, c.relname as table, c.relpersistence as persistence
     from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where ${inSchemas(schemas)} and c.relkind = 'r' order by n.nspname, c.relname`,
  );
  return rows.map((row) => ({
    oid: row.oid,
    name: `${ident(row.schema)}.${ident(row.table)}`,
    unlogged: row.persistence === "u",
  }));
}

type Column = { name: string; type: string; notNull: boolean; default: string | null };

async function columnsOf(client: SqlClient, table: Table): Promise<Column[]> {
  const { rows } = await client.query<Column>(
    `select a.attname as name, pg_catalog.format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as "notNull",
            pg_catalog.pg_get_expr(d.adbin, d.adrelid) as default
     from pg_catalog.pg_attribute a left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where a.attrelid = ${table.oid} and a.attnum > 0 and not a.attisdropped order by a.attnum`,
  );
  return rows;
}

async function createTableStatement(client: SqlClient, table: Table): Promise<string> {
  const columns = (await columnsOf(client, table)).map(
    (column) =>
      `  ${ident(column.name)} ${column.type}` +
      (column.default !== null ? ` DEFAULT ${column.default}` : "") +
      (column.notNull ? " NOT NULL" : ""),
  );
  return `CREATE ${table.unlogged ? "UNLOGGED " : ""}TABLE ${table.name} (\n${columns.join(",\n")}\n);`;
}

async function primaryKeyColumns(client: SqlClient, table: Table): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select a.attname as name from pg_catalog.pg_index i
     cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
     join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
     where i.indrelid = ${table.oid} and i.indisprimary order by k.position`,
  );
  return rows.map((row) => row.name);
}

/** The rows as INSERTs of text literals, which PostgreSQL casts to each column's type on insert. */
async function writeRows(client: SqlClient, table: Table, write: (text: string) => Promise<void> | void) {
  const columns = (await columnsOf(client, table)).map((column) => column.name);
  if (columns.length === 0) return 0;
  const key = await primaryKeyColumns(client, table);
  const selected = columns.map((column, index) => `${ident(column)}::text as c${index}`).join(", ");
  // A stable order (the primary key's, else the whole row's text) makes two backups of one state equal.
  const order = key.length ? key.map(ident).join(", ") : "row_text";
  const head = `INSERT INTO ${table.name} (${columns.map(ident).join(", ")}) VALUES\n`;
  let written = 0;
  for (let offset = 0; ; offset += ROWS_PER_READ) {
    const { rows } = await client.query<Record<string, string | null>>(
      `select ${selected}${key.length ? "" : ", dumped_row::text as row_text"} from ${table.name} dumped_row order by ${order} limit ${ROWS_PER_READ} offset ${offset}`,
    );
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const values = rows
        .slice(start, start + ROWS_PER_INSERT)
        .map((row) => `  (${columns.map((_, index) => nullableLiteral(row[`c${index}`] ?? null)).join(", ")})`);
      await write(`\n${head}${values.join(",\n")};\n`);
    }
    written += rows.length;
    if (rows.length < ROWS_PER_READ) return written;
  }
}

type Sequence = { name: string; create: string; setval: string; ownedBy: string | null };

async function listSequences(client: SqlClient, schemas: string[]): Promise<Sequence[]> {
  const { rows } = await client.query<{
    schema: string;
    sequence: string;
    type: string;
    start: string;
    increment: string;
    min: string;
    max: string;
    cache: string;
    cycle: boolean;
    ownerSchema: string | null;
    ownerTable: string | null;
    ownerColumn: string | null;
  }>(
    `select n.nspname as schema, c.relname as sequence, pg_catalog.format_type(s.seqtypid, null) as type,
            s.seqstart::text as start, s.seqincrement::text as increment, s.seqmin::text as min, s.seqmax::text as max,
            s.seqcache::text as cache, s.seqcycle as cycle,
            tn.nspname as "ownerSchema", t.relname as "ownerTable", a.attname as "ownerColumn"
     from pg_catalog.pg_sequence s
     join pg_catalog.pg_class c on c.oid = s.seqrelid
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     left join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_class'::regclass and d.objid = c.oid
       and d.refclassid = 'pg_catalog.pg_class'::regclass and d.deptype = 'a'
     left join pg_catalog.pg_class t on t.oid = d.refobjid
     left join pg_catalog.pg_namespace tn on tn.oid = t.relnamespace
     left join pg_catalog.pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
     where ${inSchemas(schemas)} order by n.nspname, c.relname`,
  );
  const sequences: Sequence[] = [];
  for (const row of rows) {
    const name = `${ident(row.schema)}.${ident(row.sequence)}`;
    const state = await client.query<{ last: string; called: boolean }>(
      `select last_value::text as last, is_called as called from ${name}`,
    );
    const { last, called } = state.rows[0]!;
    sequences.push({
      name,
      create:
        `CREATE SEQUENCE ${name} AS ${row.type} INCREMENT BY ${row.increment} MINVALUE ${row.min} MAXVALUE ${row.max} ` +
        `START WITH ${row.start} CACHE ${row.cache}${row.cycle ? " CYCLE" : " NO CYCLE"};`,
      setval: `SELECT pg_catalog.setval(${literal(name)}, ${last}, ${called});`,
      ownedBy:
        row.ownerTable && row.ownerColumn
          ? `${ident(row.ownerSchema!)}.${ident(row.ownerTable)}.${ident(row.ownerColumn)}`
          : null,
    });
  }
  return sequences;
}

type Constraint = { type: string; statement: string };

/** Primary keys, unique, exclusion, check and foreign-key constraints (PostgreSQL 18's not-null ones are in the columns). */
async function listConstraints(client: SqlClient, schemas: string[]): Promise<Constraint[]> {
  const { rows } = await client.query<{
    schema: string;
    table: string;
    name: string;
    type: string;
    definition: string;
  }>(
    `select n.nspname as schema, c.relname as table, k.conname as name, k.contype as type,
            pg_catalog.pg_get_constraintdef(k.oid) as definition
     from pg_catalog.pg_constraint k join pg_catalog.pg_class c on c.oid = k.conrelid
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where ${inSchemas(schemas)} and c.relkind = 'r' and k.contype in ('p', 'u', 'x', 'c', 'f')
     order by case k.contype when 'p' then 0 when 'u' then 1 when 'x' then 2 when 'c' then 3 else 4 end,
              n.nspname, c.relname, k.conname`,
  );
  return rows.map((row) => ({
    type: row.type,
    statement: `ALTER TABLE ${ident(row.schema)}.${ident(row.table)} ADD CONSTRAINT ${ident(row.name)} ${row.definition};`,
  }));
}

/** Indexes other than those behind a primary key, unique or exclusion constraint. */
async function listIndexes(client: SqlClient, schemas: string[]): Promise<string[]> {
  const { rows } = await client.query<{ definition: string }>(
    `select pg_catalog.pg_get_indexdef(i.indexrelid) as definition
     from pg_catalog.pg_index i join pg_catalog.pg_class c on c.oid = i.indexrelid
     join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where ${inSchemas(schemas)}
       and not exists (select 1 from pg_catalog.pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid and k.contype in ('p', 'u', 'x'))
     order by n.nspname, c.relname`,
  );
  return rows.map((row) => row.definition);
}

/** Views in creation order, which is an order their dependencies allow. */
async function listViews(client: SqlClient, schemas: string[]): Promise<string[]> {
  const { rows } = await client.query<{ schema: string; view: string; definition: string }>(
    `select n.nspname as schema, c.relname as view, pg_catalog.pg_get_viewdef(c.oid) as definition
     from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where ${inSchemas(schemas)} and c.relkind = 'v' order by c.oid`,
  );
  return rows.map(
    (row) => `CREATE VIEW ${ident(row.schema)}.${ident(row.view)} AS\n${row.definition.trim().replace(/;$/, "")};`,
  );
}

/** SQL and PL/pgSQL functions (the triggers' among them), as PostgreSQL writes them. */
async function listFunctions(client: SqlClient, schemas: string[]): Promise<string[]> {
  const { rows } = await client.query<{ definition: string }>(
    `select pg_catalog.pg_get_functiondef(p.oid) as definition
     from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
     where ${inSchemas(schemas)} order by n.nspname, p.proname, p.oid`,
  );
  return rows.map((row) => `${row.definition.trim()};`);
}

/** The tables' own triggers (not those behind foreign keys), qualified by the empty search path. */
async function listTriggers(client: SqlClient, schemas: string[]): Promise<string[]> {
  const { rows } = await client.query<{ definition: string }>(
    `select pg_catalog.pg_get_triggerdef(t.oid) as definition
     from pg_catalog.pg_trigger t join pg_catalog.pg_class c on c.oid = t.tgrelid join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where ${inSchemas(schemas)} and not t.tgisinternal order by n.nspname, c.relname, t.tgname`,
  );
  return rows.map((row) => `${row.definition.trim()};`);
}

// --- Restoring ---------------------------------------------------------------------------------

export type BackupFile = { settings: string; body: string; summary: string };

/**
 * Checks that `text` is a whole backup of this format and splits it: the session settings, the
 * statements between BEGIN and COMMIT, and the closing summary line.
 */
export function parseBackup(text: string, file: string): BackupFile {
  if (!text.startsWith(`${BACKUP_TITLE}\n`)) {
    throw new BackupError(`${file} is not a LAN Centers backup (it does not start with "${BACKUP_TITLE}").`);
  }
  if (!text.split("\n", 3).includes(BACKUP_FORMAT)) {
    throw new BackupError(`${file} is a backup in a format this version cannot read (expected "${BACKUP_FORMAT}").`);
  }
  const begin = text.indexOf("\nBEGIN;\n");
  const commit = text.lastIndexOf("\nCOMMIT;\n");
  const end = text.lastIndexOf(`\n${END_MARK}: `);
  if (begin < 0 || commit < begin || end < commit || !text.endsWith("\n")) {
    throw new BackupError(`${file} is incomplete (it does not end with "${END_MARK}"): was the backup interrupted?`);
  }
  return {
    settings: text.slice(0, begin),
    body: text.slice(begin + "\nBEGIN;\n".length, commit + 1),
    summary: text.slice(end + `\n${END_MARK}: `.length).trim(),
  };
}

/** The tables, views and sequences outside PostgreSQL's own schemas, qualified and quoted. */
export async function userRelations(client: SqlClient): Promise<Array<{ name: string; kind: string }>> {
  const { rows } = await client.query<{ schema: string; relation: string; kind: string }>(
    `select n.nspname as schema, c.relname as relation, c.relkind as kind
     from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where ${SYSTEM_SCHEMA_FILTER} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') order by 1, 2`,
  );
  return rows.map((row) => ({ name: `${ident(row.schema)}.${ident(row.relation)}`, kind: row.kind }));
}

/**
 * Loads a backup into the database of `client` in one transaction: nothing changes if any
 * statement fails. A database that already has tables is refused unless `replace` is set; then
 * its tables, views and sequences are dropped first, in the same transaction.
 */
export async function restoreDatabase(
  client: SqlClient,
  backup: BackupFile,
  options: { replace: boolean; target: string },
): Promise<void> {
  const existing = await userRelations(client);
  if (existing.length > 0 && !options.replace) {
    throw new BackupError(
      `${options.target} is not empty (${existing.length} tables, views or sequences). ` +
        "Restore into an empty database, or add --force to replace everything in it.",
    );
  }
  await client.exec(backup.settings);
  await client.exec("BEGIN");
  try {
    const drops = { r: "TABLE", p: "TABLE", f: "FOREIGN TABLE", v: "VIEW", m: "MATERIALIZED VIEW", S: "SEQUENCE" };
    for (const relation of existing) {
      const kind = drops[relation.kind as keyof typeof drops];
      await client.exec(`DROP ${kind} IF EXISTS ${relation.name} CASCADE`);
    }
    await client.exec(backup.body);
    await client.exec("COMMIT");
  } catch (error) {
    await client.exec("ROLLBACK").catch(() => undefined);
    throw error;
  }
}

// --- Drivers -----------------------------------------------------------------------------------

type PgliteLike = {
  query<Row>(text: string): Promise<{ rows: Row[] }>;
  exec(text: string): Promise<unknown>;
};
type PgLike = { query(text: string): Promise<unknown> };

export function sqlClientOfPglite(client: PgliteLike): SqlClient {
  return { query: (text) => client.query(text), exec: (text) => client.exec(text) };
}

/** A node-postgres `Client` (one connection: session settings and the transaction must stay on it). */
export function sqlClientOfPg(client: PgLike): SqlClient {
  return {
    query: async <Row>(text: string) => (await client.query(text)) as { rows: Row[] },
    exec: (text) => client.query(text),
  };
}

// --- Quoting -----------------------------------------------------------------------------------

export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** A string constant; the file sets standard_conforming_strings, so backslashes are plain characters. */
function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

function nullableLiteral(value: string | null): string {
  return value === null ? "NULL" : literal(value);
}
