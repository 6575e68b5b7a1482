import { createLogger } from './logger';
import { BatchedLineDestination } from './log-destination';

function recorder() {
  const chunks: string[] = [];
  let exitHook: (() => void) | undefined;
  const destination = new BatchedLineDestination(
    { write: (chunk: string) => chunks.push(chunk) },
    (hook) => (exitHook = hook),
  );
  return { chunks, destination, exit: () => exitHook?.() };
}

const line = (text: string) => `{"msg":"${text}"}\n`;

describe('the log destination', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds lines briefly and writes them together, in order', () => {
    const { chunks, destination } = recorder();
    destination.write(line('one'));
    destination.write(line('two'));
    expect(chunks).toEqual([]);
    jest.advanceTimersByTime(25);
    expect(chunks).toEqual([line('one') + line('two')]);
    destination.write(line('three'));
    jest.advanceTimersByTime(25);
    expect(chunks).toEqual([line('one') + line('two'), line('three')]);
  });

  it('writes chunks of whole lines of at most 4096 bytes (an atomic pipe write), a longer line alone', () => {
    const { chunks, destination } = recorder();
    // 2-byte characters: the limit is in bytes, not characters.
    const wide = line('é'.repeat(1000));
    const long = line('x'.repeat(5000));
    for (let i = 0; i < 5; i += 1) destination.write(wide);
    destination.write(long);
    destination.write(line('last'));
    jest.advanceTimersByTime(25);
    expect(chunks.join('')).toBe(wide.repeat(5) + long + line('last'));
    for (const chunk of chunks) {
      expect(chunk.endsWith('\n')).toBe(true);
      if (chunk !== long) expect(Buffer.byteLength(chunk)).toBeLessThanOrEqual(4096);
    }
    expect(chunks).toContain(long);
    expect(chunks.length).toBe(5);
  });

  it('fills a chunk to exactly 4096 bytes before starting the next', () => {
    const { chunks, destination } = recorder();
    const quarter = line('q'.repeat(1024 - 11));
    expect(Buffer.byteLength(quarter)).toBe(1024);
    for (let i = 0; i < 5; i += 1) destination.write(quarter);
    jest.advanceTimersByTime(25);
    expect(chunks).toEqual([quarter.repeat(4), quarter]);
  });

  it('writes a fatal line at once, with the lines before it', () => {
    const { chunks, destination } = recorder();
    const logger = createLogger('info', destination);
    logger.info('before');
    expect(chunks).toEqual([]);
    logger.fatal('the end');
    expect(
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((text) => JSON.parse(text).msg),
    ).toEqual(['before', 'the end']);
  });

  it('writes what waits on flush and on the way out of the process', () => {
    const { chunks, destination, exit } = recorder();
    destination.write(line('flushed'));
    const done = jest.fn();
    destination.flush(done);
    expect(chunks).toEqual([line('flushed')]);
    expect(done).toHaveBeenCalled();
    destination.write(line('at exit'));
    exit();
    expect(chunks).toEqual([line('flushed'), line('at exit')]);
  });
});
