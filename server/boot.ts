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
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({
    level: config.logLevel,
    pretty: !config.production,
  });
  return { config, logger };
}
