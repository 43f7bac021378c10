// Drops and recreates the database named by the URL given as argument (used to give the browser
// journeys a fresh database on the PostgreSQL server).
import pg from 'pg';

const target = new URL(process.argv[2]);
const name = target.pathname.slice(1);
if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`refusing odd database name ${name}`);
const admin = new URL(target);
admin.pathname = '/postgres';
const client = new pg.Client({ connectionString: admin.toString() });
await client.connect();
await client.query(`drop database if exists ${name} with (force)`);
await client.query(`create database ${name}`);
await client.end();
