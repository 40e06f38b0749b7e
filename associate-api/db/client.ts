// Opens the database: embedded PGlite under $DATA_DIR/pglite by default, PostgreSQL when a
// connection string is given. Both speak the same schema and migrations.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** The query builder the whole API uses; the PGlite one has the same surface. */
export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const MIGRATIONS = join(import.meta.dirname, 'migrations');
// PGlite keeps PostgreSQL's 128 MB of shared buffers inside the API's own memory. The association's
// data is a few MB and the files are read straight from disk (the OS caches them), so 16 MB keeps
// the API about 140 MB smaller with nothing to lose (README, load benchmark).
const PGLITE_MEMORY = ['-c', 'shared_buffers=16MB', '-c', 'work_mem=1MB'];
// Drizzle reads dates, times and intervals as text and converts them itself, so it hands PGlite
// these parsers with every query; PGlite then copies its whole parser table (one entry per type and
// array type, about 340) to merge them in, about a fifth of the API's time under load. Installed
// once when the database opens, they need not travel with each query.
const asText = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries([
  types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE,
  1231, 1115, 1185, 1187, 1182, // numeric[], timestamp[], timestamptz[], interval[], date[]
].map((oid) => [oid, asText]));
// PGlite turns bytea to and from its hex text one character pair at a time in JavaScript: reading
// an 8 MB scan took 3.6 s of the API's only thread, so a folder of scans opened by a few members
// queued every other member's page behind it (503s in `npm run bench:load`). Node's own hex codec
// does the same work natively, about twelve times faster. PostgreSQL's driver (pg) already does.
const BYTEA_CODEC = {
  parsers: { [types.BYTEA]: (text: string) => asBytes(Buffer.from(text.slice(2), 'hex')) },
  serializers: { [types.BYTEA]: (bytes: Uint8Array) => `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}` },
};
const asBytes = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
// Several API instances may start together on one PostgreSQL: one migrates, the others wait.
const MIGRATION_LOCK = 4010_0000;

type Options = {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  /** Largest file the database accepts, in MB (MAX_FILE_MB; migration 0008's trigger; default 25). */
  maxFileMb?: number;
  /** Told the SQL of every statement the API runs (the tests count a page's round trips). */
  onQuery?: (sql: string) => void;
  /** Told when PostgreSQL ends an idle connection (restart, pg_terminate_backend). */
  onConnectionLost?: (error: Error) => void;
};

export async function openDatabase(options: Options): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 20, options: fileLimitSetting(options).join(' ') });
    // A connection the server ended while idle (restart, pg_terminate_backend) is dropped from the
    // pool and the next query opens a new one; without this listener the error would end the API.
    pool.on('error', (error) => options.onConnectionLost?.(error));
    const db = drizzlePg({ client: pool, schema, logger: queryLogger(options) });
    return {
      db,
      kind: 'postgres',
      async migrate() {
        const lock = await pool.connect();
        try {
          await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(db, { migrationsFolder: MIGRATIONS });
        } finally {
          await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          lock.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = join(options.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // unaccent: the search folds accents in the database (migration 0002_unaccent).
  const client = await PGlite.create(dir, {
    extensions: { unaccent },
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY, ...fileLimitSetting(options)],
    parsers: { ...DRIZZLE_PARSERS, ...BYTEA_CODEC.parsers },
    serializers: BYTEA_CODEC.serializers,
  });
  const query = client.query.bind(client);
  client.query = (text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, options?.parsers && onlyInstalled(options.parsers) ? withoutParsers(options) : options);
  const db = drizzlePglite({ client, schema, logger: queryLogger(options) });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  };
}

// Every connection carries the limit, so whoever inserts a file (seed, back office) meets it.
const fileLimitSetting = ({ maxFileMb }: Options) => (maxFileMb ? ['-c', `app.max_file_mb=${Math.floor(maxFileMb)}`] : []);

const queryLogger = ({ onQuery }: Options) => (onQuery ? { logQuery: (sql: string) => onQuery(sql) } : undefined);

/** Whether a query's parsers are all among the installed ones (any other would still travel). */
const onlyInstalled = (parsers: NonNullable<QueryOptions['parsers']>) => Object.keys(parsers).every((oid) => oid in DRIZZLE_PARSERS);

/** The query options without the parsers every drizzle query repeats (they are installed already). */
function withoutParsers({ parsers: _installed, ...rest }: QueryOptions): QueryOptions {
  return rest;
}
