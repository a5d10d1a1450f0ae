import { BaseConfig, ConfigError, UUID_RE, loadBaseConfig } from '@parley/platform';
import { ApiKeyEntity } from '../entities';
import { KeyStore } from '../key-store';
import { SCOPES, Scope, isScope } from '../scopes';
import { openKeyStore } from './standalone';

export const USAGE = `Usage: npm run keys -- <command> [options]

Commands:
  workspace create --name <name>
      create a workspace and print its id
  create --workspace <id> --name <name> --scopes <list>
      create an API key; the key is printed once and never stored
  list --workspace <id>
      list a workspace's keys: id, prefix, name, scopes, created, revoked, last used
  revoke --id <key id>
      revoke a key; running services stop accepting it within a second

Scopes (comma-separated): ${SCOPES.join(', ')}
Settings: DATABASE_URL, NATS_URL (and NATS_SUBJECT_PREFIX) as for the services.`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

class UsageError extends Error {}

type Flags = Record<string, string>;

interface Command {
  flags: string[];
  /** Whether the command revokes (and so must broadcast on NATS). */
  broadcast?: boolean;
  check?(flags: Flags): void;
  run(store: KeyStore, flags: Flags, io: CliIo): Promise<number>;
}

function requireUuid(flags: Flags, name: string) {
  if (!UUID_RE.test(flags[name])) throw new UsageError(`--${name} must be a UUID, got "${flags[name]}"`);
}

function parseScopes(list: string): Scope[] {
  const scopes = list.split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = scopes.filter((s) => !isScope(s));
  if (scopes.length === 0 || unknown.length > 0) {
    throw new UsageError(`--scopes must list one or more of ${SCOPES.join(', ')}; got "${list}"`);
  }
  return scopes as Scope[];
}

const iso = (d: Date | null) => (d ? d.toISOString() : '-');

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd());
}

function keyRows(keys: ApiKeyEntity[]): string[][] {
  return [
    ['ID', 'PREFIX', 'NAME', 'SCOPES', 'CREATED', 'REVOKED', 'LAST USED'],
    ...keys.map((k) => [k.id, k.prefix, k.name, k.scopes.join(','), iso(k.createdAt), iso(k.revokedAt), iso(k.lastUsedAt)]),
  ];
}

const COMMANDS: Record<string, Command> = {
  'workspace create': {
    flags: ['name'],
    async run(store, flags, io) {
      const ws = await store.createWorkspace(flags.name);
      io.out(`workspace ${ws.id} "${ws.name}" created`);
      return 0;
    },
  },
  create: {
    flags: ['workspace', 'name', 'scopes'],
    check: (flags) => {
      requireUuid(flags, 'workspace');
      parseScopes(flags.scopes);
    },
    async run(store, flags, io) {
      const { key, record } = await store.createKey({
        workspaceId: flags.workspace,
        name: flags.name,
        scopes: parseScopes(flags.scopes),
      });
      io.out(`key ${record.id} (prefix ${record.prefix}, scopes ${record.scopes.join(',')}) created`);
      io.out(`API key (shown once, store it now): ${key}`);
      return 0;
    },
  },
  list: {
    flags: ['workspace'],
    check: (flags) => requireUuid(flags, 'workspace'),
    async run(store, flags, io) {
      if (!(await store.findWorkspace(flags.workspace))) {
        io.err(`error: workspace ${flags.workspace} not found`);
        return 1;
      }
      const keys = await store.listKeys(flags.workspace);
      if (keys.length === 0) io.out('no keys');
      else table(keyRows(keys)).forEach((line) => io.out(line));
      return 0;
    },
  },
  revoke: {
    flags: ['id'],
    broadcast: true,
    check: (flags) => requireUuid(flags, 'id'),
    async run(store, flags, io) {
      const key = await store.revokeKey(flags.id);
      if (!key) {
        io.err(`error: key ${flags.id} not found`);
        return 1;
      }
      io.out(`key ${key.id} (prefix ${key.prefix}) revoked at ${iso(key.revokedAt)}`);
      return 0;
    },
  },
};

/** Splits `<command words> --flag value --flag=value` and checks the flags against the command. */
export function parseArgs(argv: string[]): { name: string; command: Command; flags: Flags } {
  const firstFlag = argv.findIndex((a) => a.startsWith('-'));
  const words = firstFlag === -1 ? argv : argv.slice(0, firstFlag);
  const rest = firstFlag === -1 ? [] : argv.slice(firstFlag);
  const name = words.join(' ');
  const command = COMMANDS[name];
  if (!command) throw new UsageError(name ? `unknown command "${name}"` : 'no command given');
  const flags: Flags = {};
  for (let i = 0; i < rest.length; i += 1) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(rest[i]);
    if (!match) throw new UsageError(`unexpected argument "${rest[i]}"`);
    const [, flag, inline] = match;
    if (!command.flags.includes(flag)) throw new UsageError(`unknown option --${flag} for "${name}"`);
    const value = inline ?? rest[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) {
      throw new UsageError(`option --${flag} needs a value`);
    }
    if (flag in flags) throw new UsageError(`option --${flag} given twice`);
    flags[flag] = value;
  }
  const absent = command.flags.filter((f) => !flags[f]?.trim());
  if (absent.length > 0) throw new UsageError(`missing ${absent.map((f) => `--${f}`).join(', ')}`);
  command.check?.(flags);
  return { name, command, flags };
}

const consoleIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Runs the CLI; resolves to the exit code (2 for bad arguments, 1 for a failed command). */
export async function main(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
  io: CliIo = consoleIo,
): Promise<number> {
  if (argv.length === 0) {
    io.err(USAGE);
    return 2;
  }
  if (['help', '--help', '-h'].includes(argv[0])) {
    io.out(USAGE);
    return 0;
  }
  let parsed: ReturnType<typeof parseArgs>;
  let config: BaseConfig;
  try {
    parsed = parseArgs(argv);
    config = loadBaseConfig('keys-cli', 0, env);
  } catch (err) {
    if (!(err instanceof UsageError || err instanceof ConfigError)) throw err;
    io.err(`error: ${err.message}\n\n${USAGE}`);
    return 2;
  }
  let opened: Awaited<ReturnType<typeof openKeyStore>> | undefined;
  try {
    opened = await openKeyStore(config, { broadcast: parsed.command.broadcast ?? false, warn: io.err });
    return await parsed.command.run(opened.store, parsed.flags, io);
  } catch (err) {
    io.err(`error: ${(err as Error).message}`);
    return 1;
  } finally {
    await opened?.close();
  }
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
