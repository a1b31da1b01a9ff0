import { codeForStatus, parseErrorCode, statusForCode } from './api-error';
import {
  CODE_BY_HTTP_STATUS,
  callableStatus,
  codeForHttpStatus,
  ERROR_CODES,
  HTTP_STATUS_BY_CODE,
} from './error-codes';

describe('the error table', () => {
  it('reads the SPEC §8 statuses back to their codes, in the browser and on the server', () => {
    const spec: [number, string][] = [
      [400, 'invalid-argument'],
      [401, 'unauthenticated'],
      [403, 'permission-denied'],
      [404, 'not-found'],
      [409, 'aborted'],
      [429, 'resource-exhausted'],
      [499, 'cancelled'],
      [500, 'internal'],
      [501, 'unimplemented'],
      [503, 'unavailable'],
      [504, 'deadline-exceeded'],
    ];
    for (const [status, code] of spec) {
      expect(codeForStatus(status)).toBe(code);
      expect(codeForHttpStatus(status)).toBe(code);
      expect(CODE_BY_HTTP_STATUS[status]).toBe(code);
    }
  });

  it('gives every code the status the server answers with, and back', () => {
    for (const code of ERROR_CODES) {
      expect(statusForCode(code)).toBe(HTTP_STATUS_BY_CODE[code]);
      expect(statusForCode(codeForStatus(statusForCode(code)))).toBe(statusForCode(code));
    }
    expect(statusForCode('network')).toBe(0);
    expect(statusForCode('bad-response')).toBe(0);
  });

  it('names each code on the wire the callable way and parses that name back', () => {
    expect(callableStatus('invalid-argument')).toBe('INVALID_ARGUMENT');
    expect(callableStatus('deadline-exceeded')).toBe('DEADLINE_EXCEEDED');
    for (const code of ERROR_CODES) expect(parseErrorCode(callableStatus(code))).toBe(code);
  });

  it('folds the framework statuses the server meets into codes', () => {
    expect(codeForHttpStatus(405)).toBe('invalid-argument');
    expect(codeForHttpStatus(413)).toBe('invalid-argument');
    expect(codeForHttpStatus(415)).toBe('invalid-argument');
    expect(codeForHttpStatus(408)).toBe('deadline-exceeded');
    expect(codeForHttpStatus(422)).toBe('invalid-argument');
    expect(codeForHttpStatus(502)).toBe('internal');
  });

  it('leaves a status outside the table unknown in the browser unless it is a 5xx', () => {
    expect(codeForStatus(204)).toBe('unknown');
    expect(codeForStatus(418)).toBe('unknown');
    expect(codeForStatus(502)).toBe('internal');
  });
});
