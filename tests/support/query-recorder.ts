import { DefaultLogger, type LogContext, type LoggerOptions } from '@mikro-orm/core';
import type { Options } from '@mikro-orm/postgresql';

class RecordingLogger extends DefaultLogger {
  constructor(
    options: LoggerOptions,
    private readonly sink: string[],
  ) {
    super(options);
  }

  override logQuery(context: LogContext): void {
    if (context.query) this.sink.push(context.query);
  }
}

/**
 * Records every SQL statement the ORM sends, with its parameters inlined. Only tests install
 * it (through the ORM options), so the running site pays nothing for it.
 */
export class QueryRecorder {
  readonly queries: string[] = [];

  readonly ormOptions: Partial<Options> = {
    debug: ['query', 'query-params'],
    loggerFactory: (options) => new RecordingLogger(options, this.queries),
  };

  /** The statements sent while `work` ran (nothing else may use the ORM meanwhile). */
  async during(work: () => Promise<unknown>): Promise<string[]> {
    const start = this.queries.length;
    await work();
    return this.queries.slice(start);
  }
}
