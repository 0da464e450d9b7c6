// The database's own ceiling for one-row indexed reads on this machine: `pgbench -S` (select-only)
// on a scratch database of the same PostgreSQL server, dropped afterwards.
import { spawn } from 'node:child_process';
import pg from 'pg';

const PGBENCH = '/usr/bin/pgbench';

/** Transactions (one indexed select each) per second, after a warm-up run of its own. */
export async function pgbenchSelectTps({ serverUrl, database, connections, seconds, warmupSeconds }) {
  const server = new URL(serverUrl);
  const connection = ['-h', server.hostname, '-p', server.port || '5432', '-U', decodeURIComponent(server.username || 'postgres')];
  await recreate(serverUrl, database);
  try {
    await pgbench([...connection, '-i', '-s', '1', '-q', database]);
    const select = (secs) => pgbench([...connection, '-S', '-n', '-c', String(connections), '-j', '2', '-T', String(secs), database]);
    await select(warmupSeconds);
    const output = await select(seconds);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output);
    const latency = /latency average = ([\d.]+) ms/.exec(output);
    if (!tps) throw new Error(`no tps in pgbench output:\n${output}`);
    return { tps: Number(tps[1]), latencyAverageMs: latency ? Number(latency[1]) : NaN };
  } finally {
    await drop(serverUrl, database);
  }
}

function pgbench(args) {
  return new Promise((resolve, reject) => {
    const child = spawn(PGBENCH, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(output) : reject(new Error(`pgbench ${args.join(' ')} exited ${code}:\n${output}`))));
  });
}

async function admin(serverUrl, statement) {
  const url = new URL(serverUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function recreate(serverUrl, database) {
  await drop(serverUrl, database);
  await admin(serverUrl, `create database "${database}"`);
}

function drop(serverUrl, database) {
  return admin(serverUrl, `drop database if exists "${database}" with (force)`);
}
