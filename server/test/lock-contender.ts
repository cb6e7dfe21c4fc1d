// A process that competes for a data directory lock when told to, for the start-together race test.
// Commands on stdin, one per line: `go <dataDir> <epochMs>` tries to lock at that instant and answers
// `won` or `locked`; `release` lets go of a lock it won.
import { createInterface } from 'node:readline';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.ts';

let release: (() => void) | undefined;
for await (const line of createInterface({ input: process.stdin })) {
  const [command, dataDir, at] = line.split(' ');
  if (command === 'go' && dataDir && at) {
    while (Date.now() < Number(at)) {
      // Spin rather than sleep, so both contenders start within microseconds of each other.
    }
    try {
      release = lockDataDir(dataDir);
      process.stdout.write('won\n');
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      process.stdout.write('locked\n');
    }
  } else if (command === 'release') {
    release?.();
    release = undefined;
    process.stdout.write('released\n');
  }
}
