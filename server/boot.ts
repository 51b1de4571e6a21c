import { ConfigError, parseConfig, type Config } from "./config.ts";
import { createLogger, type Logger } from "./logger.ts";

/**
 * Reads the configuration once. A bad value stops the process with one line
 * naming the variable and what it expects.
 */
export function boot(): { config: Config; logger: Logger } {
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    exitOnConfigError(error);
  }
  const logger = createLogger({
    level: config.logLevel,
    pretty: !config.production,
  });
  return { config, logger };
}

/**
 * Waits for a start-up step (such as startServices, which checks the data
 * key against the database) and stops the process with one line when the
 * configuration is what is wrong.
 */
export async function orExitOnConfigError<T>(step: Promise<T>): Promise<T> {
  try {
    return await step;
  } catch (error) {
    exitOnConfigError(error);
  }
}

function exitOnConfigError(error: unknown): never {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
