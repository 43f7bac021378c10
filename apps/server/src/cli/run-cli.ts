// What the maintenance commands share: paths as the person typed them, and failures as one line.
import path from 'node:path';
import { ConfigError } from '../config';
import { RestoreRefusedError } from '../db/backup';
import { DataDirError } from '../db/data-dir';
import { DataDirLockedError } from '../db/data-dir-lock';
import { serializeError } from '../http/log-safety';

/** A path given on the command line, relative to where `npm run` was typed (npm moves to the root). */
export const userPath = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

/** A failure the command explains itself: its message is all a person needs. */
export class CommandError extends Error {}

const explained = [CommandError, ConfigError, DataDirError, DataDirLockedError, RestoreRefusedError];

/** Runs a command; a failure is one line (or a scrubbed stack when unexpected) and exit code 1. */
export async function runCli(task: () => Promise<void>) {
  try {
    await task();
  } catch (err) {
    if (explained.some((kind) => err instanceof kind)) console.error((err as Error).message);
    else {
      const { type, message, stack } = serializeError(err);
      console.error(`${type}: ${message}\n${stack}`);
    }
    process.exitCode = 1;
  }
}
