import { main, parseArgs } from './keys-cli';

function io() {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

const WS = '0190f0e8-0000-7000-8000-000000000001';

describe('keys CLI argument parsing', () => {
  it('accepts each command with its flags, in either --flag value or --flag=value form', () => {
    expect(parseArgs(['workspace', 'create', '--name', 'Acme Inc']).flags).toEqual({ name: 'Acme Inc' });
    expect(parseArgs(['create', `--workspace=${WS}`, '--name', 'ci', '--scopes', 'chat,notify']).flags).toEqual({
      workspace: WS,
      name: 'ci',
      scopes: 'chat,notify',
    });
    expect(parseArgs(['list', '--workspace', WS]).name).toBe('list');
    expect(parseArgs(['revoke', '--id', WS]).name).toBe('revoke');
  });

  it.each([
    [['frobnicate'], /unknown command "frobnicate"/],
    [['workspace'], /unknown command "workspace"/],
    [['workspace', 'create'], /missing --name/],
    [['create', '--workspace', WS, '--name', 'x'], /missing --scopes/],
    [['create', '--workspace', WS, '--name', 'x', '--scopes', 'chat,admin'], /--scopes must list/],
    [['create', '--workspace', 'nope', '--name', 'x', '--scopes', 'chat'], /--workspace must be a UUID/],
    [['list', '--workspace'], /--workspace needs a value/],
    [['list', '--workspace', WS, '--colour', 'red'], /unknown option --colour/],
    [['revoke', '--id', WS, 'extra'], /unexpected argument "extra"/],
    [['revoke', '--id', WS, '--id', WS], /given twice/],
  ])('rejects %j with exit code 2 and the usage text', async (argv, message) => {
    const cap = io();
    expect(await main(argv, {}, cap.io)).toBe(2);
    expect(cap.err.join('\n')).toMatch(message);
    expect(cap.err.join('\n')).toContain('Usage: npm run keys');
  });

  it('prints usage for help (exit 0) and for no arguments (exit 2)', async () => {
    const cap = io();
    expect(await main(['--help'], {}, cap.io)).toBe(0);
    expect(cap.out[0]).toContain('workspace create --name');
    expect(await main([], {}, cap.io)).toBe(2);
    expect(cap.err[0]).toContain('Usage: npm run keys');
  });
});
