import { AppError } from '../common/app-error';

/**
 * The password for `admin create`: the first line of standard input, so scripts can pipe it
 * (never an argument, which other users of the machine could read in the process list); on a
 * terminal it is asked for twice, without echo.
 */
export async function readPassword(): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) {
    const chunks: Buffer[] = [];
    for await (const chunk of stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8').split(/\r?\n/, 1)[0];
  }
  const password = await askHidden('Password: ');
  if ((await askHidden('Repeat the password: ')) !== password)
    throw new AppError('BAD_USER_INPUT', 'The two passwords differ');
  return password;
}

function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  let typed = '';
  return new Promise((resolve) => {
    const finish = (value: string) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n' || char === '\u0004') return finish(typed);
        if (char === '\u0003') {
          // Raw mode swallows Ctrl-C's signal: give the terminal back, then stop as it would.
          stdin.setRawMode(false);
          process.stderr.write('\n');
          process.exit(130);
        }
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.on('data', onData);
  });
}
