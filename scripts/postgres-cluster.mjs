// A throwaway PostgreSQL cluster for the test run (and the PostgreSQL bench): finds initdb, pg_ctl
// and postgres (under /usr/lib/postgresql/*/bin, else on PATH), installs the Debian `postgresql`
// package when they are missing and this process may (root with apt-get), creates a cluster in a
// temporary directory (as the unprivileged `postgres` user when running as root: initdb refuses
// root), listening on 127.0.0.1 at a free port and on a unix socket in that directory only, and
// stops and deletes it again.
//
//   import { startCluster } from './postgres-cluster.mjs';
//   const cluster = await startCluster();   // { url, stop() } ; throws with the reason when impossible
//
// `node scripts/postgres-cluster.mjs -- CMD ARGS...` runs CMD with TOUCHLINE_TEST_DATABASE_URL set
// and removes the cluster afterwards (also when CMD fails or the run is interrupted).
import { spawnSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const TOOLS = ['initdb', 'pg_ctl', 'postgres'];

/** The directory holding initdb, pg_ctl and postgres (newest version first), or null. */
export function findBinaries() {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a))
    : [];
  for (const v of versions) {
    const dir = join(root, v, 'bin');
    if (TOOLS.every((t) => existsSync(join(dir, t)))) return dir;
  }
  for (const dir of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    if (TOOLS.every((t) => existsSync(join(dir, t)))) return dir;
  }
  return null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs the Debian package non-interactively; returns a reason when it could not. */
function install(log) {
  if (!isRoot()) return 'not root, so the postgresql package cannot be installed here (apt-get install postgresql)';
  if (spawnSync('which', ['apt-get']).status !== 0) return 'no apt-get on this machine';
  log('postgres: installing the postgresql package (apt-get install -y postgresql)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const quiet = { env, stdio: ['ignore', 'ignore', 'inherit'] };
  if (spawnSync('apt-get', ['update', '-q'], quiet).status !== 0) return 'apt-get update failed';
  const r = spawnSync('apt-get', ['install', '-y', '-q', '--no-install-recommends', 'postgresql'], quiet);
  return r.status === 0 ? null : 'apt-get install postgresql failed';
}

/** A TCP port free on 127.0.0.1 right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** Runs a cluster tool, as the `postgres` user when this process is root. */
function tool(bin, name, args, asUser) {
  const argv = asUser ? ['runuser', ['-u', asUser, '--', join(bin, name), ...args]] : [join(bin, name), args];
  return spawnSync(argv[0], argv[1], { encoding: 'utf8' });
}

/**
 * Starts a throwaway cluster; resolves with its superuser URL (database `postgres`, trust auth on
 * loopback) and a `stop()` that stops it and deletes its directory. Throws when impossible.
 */
export async function startCluster({ log = (m) => console.log(m) } = {}) {
  let bin = findBinaries();
  if (!bin) {
    const why = install(log);
    if (why) throw new Error(`PostgreSQL binaries not found and not installable: ${why}`);
    bin = findBinaries();
    if (!bin) throw new Error('PostgreSQL binaries still not found after installing the postgresql package');
  }
  const asUser = isRoot() ? 'postgres' : null;
  if (asUser && spawnSync('id', ['-u', asUser]).status !== 0) throw new Error(`running as root but there is no ${asUser} user to run initdb as`);
  // As root the cluster runs as `postgres`, which must reach the directory: /tmp, not a private TMPDIR.
  const dir = mkdtempSync(join(asUser ? '/tmp' : tmpdir(), 'touchline-pg-'));
  const data = join(dir, 'data');
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    if (asUser) {
      const uid = Number(spawnSync('id', ['-u', asUser], { encoding: 'utf8' }).stdout.trim());
      const gid = Number(spawnSync('id', ['-g', asUser], { encoding: 'utf8' }).stdout.trim());
      chownSync(dir, uid, gid);
    }
    // C locale: text compares byte by byte, as in SQLite; fsync off: the cluster is thrown away.
    const init = tool(bin, 'initdb', ['-D', data, '-U', 'touchline', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'], asUser);
    if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`);
    const port = await freePort();
    writeFileSync(
      join(data, 'postgresql.auto.conf'),
      [
        `listen_addresses = '127.0.0.1'`,
        `port = ${port}`,
        `unix_socket_directories = '${dir}'`,
        'fsync = off',
        'synchronous_commit = off',
        'full_page_writes = off',
        'max_connections = 300',
        'shared_buffers = 256MB',
        '',
      ].join('\n'),
    );
    if (asUser) spawnSync('chown', [asUser, join(data, 'postgresql.auto.conf')]);
    const start = tool(bin, 'pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start'], asUser);
    if (start.status !== 0) throw new Error(`pg_ctl start failed: ${start.stderr || start.stdout}`);
    let stopped = false;
    return {
      url: `postgres://touchline@127.0.0.1:${port}/postgres`,
      dir,
      stop() {
        if (stopped) return;
        stopped = true;
        tool(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], asUser);
        remove();
      },
    };
  } catch (err) {
    remove();
    throw err;
  }
}

// As a command: run the rest of the arguments inside a cluster.
if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--');
  const cmd = at < 0 ? [] : process.argv.slice(at + 1);
  if (cmd.length === 0) {
    console.error('usage: node scripts/postgres-cluster.mjs -- CMD [ARGS...]');
    process.exit(2);
  }
  const cluster = await startCluster();
  const child = spawn(cmd[0], cmd.slice(1), { stdio: 'inherit', env: { ...process.env, TOUCHLINE_TEST_DATABASE_URL: cluster.url } });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code, signal) => {
    cluster.stop();
    process.exit(code ?? (signal ? 1 : 0));
  });
}
