import { Writable } from 'node:stream';
import pino from 'pino';
import { REDACTED_PATHS } from './logger';

describe('log redaction', () => {
  it('never writes passwords, tokens or authorization headers', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink);
    logger.info({ password: 'hunter2!A', body: { password: 'p4ss!word', token: 'tok-123' }, req: { headers: { authorization: 'Bearer abc.def.ghi' } } }, 'login');
    const output = lines.join('');
    expect(output).toContain('[redacted]');
    for (const secret of ['hunter2!A', 'p4ss!word', 'tok-123', 'abc.def.ghi']) expect(output).not.toContain(secret);
  });
});
