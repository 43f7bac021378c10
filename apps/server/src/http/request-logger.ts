// Each request's logger (request.log, reply.log) made only when the request writes a line at an
// enabled level. Fastify makes one per request and pino's child costs microseconds (its bindings
// serialised, its prototype chain built) even when nothing is logged: at LOG_LEVEL=warn a served
// page writes nothing. A line that is written carries the request id as before (same child).
import type { FastifyBaseLogger } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type LogFn = (...args: unknown[]) => void;
/** The app's logger is pino's, which also says whether a level is on. */
type PinoLike = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

class RequestLogger {
  private real: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Bindings,
  ) {}

  private logger(): FastifyBaseLogger {
    return (this.real ??= this.parent.child(this.bindings));
  }

  private write(level: Level, args: unknown[]) {
    if (this.real) (this.real[level] as LogFn)(...args);
    else if (this.parent.isLevelEnabled(level)) (this.logger()[level] as LogFn)(...args);
  }

  get level(): string {
    return (this.real ?? this.parent).level;
  }
  set level(level: string) {
    this.logger().level = level;
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
  isLevelEnabled(level: string): boolean {
    return ((this.real ?? this.parent) as PinoLike).isLevelEnabled(level);
  }
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.logger().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory. A route's own log level gets a real child at once, and so does a
 * logger that is not pino (LOG_LEVEL=silent: Fastify's null logger, whose child is itself).
 */
export function requestLoggerFactory(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  if (options.level || typeof (logger as Partial<PinoLike>).isLevelEnabled !== 'function') return logger.child(bindings, options);
  return new RequestLogger(logger as PinoLike, bindings) as unknown as FastifyBaseLogger;
}
