import pino, { Logger } from 'pino';

/** Secrets never reach a log line: auth headers are removed, `access_token` is masked. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]access_token=)[^&]*/gi, '$1[REDACTED]');
}

export function createLogger(service: string, level: string): Logger {
  return pino({
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers["x-api-key"]',
        'headers.authorization',
        'headers["x-api-key"]',
        '*.apiKey',
        '*.api_key',
        '*.token',
      ],
      censor: '[REDACTED]',
    },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  });
}
